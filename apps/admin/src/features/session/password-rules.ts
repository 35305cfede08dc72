import type { InvitationGone, InvitationRefusal, PasswordProblem } from '@shop/contract';
import * as v from 'valibot';
import { ApiError } from '../../lib/api-client.ts';
import type { MessageKey } from '../../messages/index.ts';

/** The contract's ORGANIZER_PASSWORD_MIN_LENGTH (the app takes only types from it); the server checks it anyway. */
const ORGANIZER_PASSWORD_MIN_LENGTH = 12;

/** The server's password rule, checked first here so the field says it before a round trip. */
const newPassword = v.pipe(
  v.string(),
  v.nonEmpty('password.new-required' satisfies MessageKey),
  v.check(
    (value) => [...value].length >= ORGANIZER_PASSWORD_MIN_LENGTH,
    'password.problem.too-short' satisfies MessageKey,
  ),
);

export const changePasswordSchema = v.object({
  currentPassword: v.pipe(v.string(), v.nonEmpty('password.current-required' satisfies MessageKey)),
  newPassword,
});
export type ChangePasswordValues = v.InferOutput<typeof changePasswordSchema>;

export const acceptInvitationSchema = v.object({
  firstName: v.pipe(v.string(), v.trim()),
  lastName: v.pipe(v.string(), v.trim()),
  password: newPassword,
});
export type AcceptInvitationValues = v.InferOutput<typeof acceptInvitationSchema>;

const problemKeys: Record<PasswordProblem, MessageKey> = {
  'too-short': 'password.problem.too-short',
  'too-long': 'password.problem.too-long',
  'same-as-email': 'password.problem.same-as-email',
  'wrong-current-password': 'password.problem.wrong-current-password',
};

const goneKeys: Record<InvitationGone['reason'], MessageKey> = {
  used: 'invitation.used',
  expired: 'invitation.expired',
  revoked: 'invitation.revoked',
};

/**
 * What a refused password or a dead invitation link says, and which field it belongs to (null:
 * above the form). Every other failure is one of the common errors.
 */
export function passwordFailure(error: unknown): {
  field: 'currentPassword' | 'newPassword' | null;
  message: MessageKey;
} {
  if (!(error instanceof ApiError)) return { field: null, message: 'error.server' };
  const body = error.body as {
    problem?: PasswordProblem | InvitationRefusal;
    reason?: InvitationGone['reason'];
  } | null;
  if (error.status === 400 && body?.problem && body.problem in problemKeys) {
    const problem = body.problem as PasswordProblem;
    return {
      field: problem === 'wrong-current-password' ? 'currentPassword' : 'newPassword',
      message: problemKeys[problem],
    };
  }
  if (error.status === 403 && body?.problem === 'account-disabled')
    return { field: null, message: 'invitation.account-disabled' };
  if (error.status === 410 && body?.reason && body.reason in goneKeys)
    return { field: null, message: goneKeys[body.reason] };
  if (error.status === 404) return { field: null, message: 'invitation.unknown' };
  if (error.status === 0) return { field: null, message: 'error.offline' };
  if (error.status === 401) return { field: null, message: 'error.signed-out' };
  return { field: null, message: 'error.server' };
}
