import { ApiError, errorCodes } from '../../lib/api-client.ts';
import type { MessageArgs } from '../../lib/i18n.tsx';

export interface FailureMessage {
  key: string;
  args: MessageArgs;
}

/** Without a validation error to show, the reservation simply failed. */
export const reserveFailedKey = 'reservation-page-error-status.header.title';

/**
 * What the toast says when reserving fails: the server's first validation error;
 * else what the shop knows of the failure (a server error, a failed human challenge); else that
 * the reservation failed.
 */
export function reserveFailureMessage(error: unknown): FailureMessage {
  if (!(error instanceof ApiError)) return { key: reserveFailedKey, args: null };
  const first = error.validation?.validationErrors.find((descriptor) => descriptor.code);
  if (first?.code) return { key: first.code, args: first.arguments };
  const known = error.globalErrors.find(
    (global) => global.code === errorCodes.server || global.code === errorCodes.challenge,
  );
  return known ? { key: known.code, args: null } : { key: reserveFailedKey, args: null };
}
