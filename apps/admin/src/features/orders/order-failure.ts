import { errorMessage } from '../../components/query-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { Message, MessageKey } from '../../messages/index.ts';

/** The codes the order endpoints give for a refusal, each worded in the messages. */
const REFUSALS = {
  NOTHING_PAID: 'orders.refused.NOTHING_PAID',
  AMOUNT_TOO_HIGH: 'orders.refused.AMOUNT_TOO_HIGH',
  NOT_CANCELLABLE: 'orders.refused.NOT_CANCELLABLE',
  CHECKED_IN: 'orders.refused.CHECKED_IN',
  NOT_CONFIRMED: 'orders.refused.NOT_CONFIRMED',
  NO_RECIPIENT: 'orders.refused.NO_RECIPIENT',
  NOT_ASSIGNABLE: 'orders.refused.NOT_ASSIGNABLE',
  NOT_DUE_ON_SITE: 'orders.refused.NOT_DUE_ON_SITE',
} as const satisfies Record<string, MessageKey>;

/** Why an order's change failed, in words: the server's reason when it gave one. */
export function orderFailure(error: unknown): Message {
  if (!(error instanceof ApiError)) return errorMessage(error);
  if (error.status === 404) return 'orders.not-found';
  if (error.status === 400) {
    const code = (error.body as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code;
    if (code && code in REFUSALS) return REFUSALS[code as keyof typeof REFUSALS];
    return 'orders.refused.changed-meanwhile';
  }
  return errorMessage(error);
}
