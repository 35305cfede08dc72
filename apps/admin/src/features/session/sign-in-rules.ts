import type { OrganizerOpenIdProblem } from '@shop/contract';
import * as v from 'valibot';
import { ApiError } from '../../lib/api-client.ts';
import type { MessageKey } from '../../messages/index.ts';

export const signInSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('sign-in.email-required' satisfies MessageKey)),
  password: v.pipe(v.string(), v.nonEmpty('sign-in.password-required' satisfies MessageKey)),
});
export type SignInValues = v.InferOutput<typeof signInSchema>;

/** What to say when signing in failed, with its argument. */
export function signInFailure(error: unknown): [MessageKey, (string | number)[]?] {
  if (!(error instanceof ApiError)) return ['error.server'];
  switch (error.status) {
    case 0:
      return ['error.offline'];
    case 401:
      return ['sign-in.refused'];
    case 429:
      return ['sign-in.too-many', [error.retryAfter ?? '60']];
    default:
      return ['error.server'];
  }
}

const providerProblemKeys: Record<OrganizerOpenIdProblem, MessageKey> = {
  'no-organizer-role': 'sign-in.problem.no-organizer-role',
  disabled: 'sign-in.problem.disabled',
  unavailable: 'sign-in.problem.unavailable',
  failed: 'sign-in.problem.failed',
};

/** What to say when the identity provider's sign-in came back refused (the reason in the address); null when it did not. */
export function providerProblem(reason: string | null): MessageKey | null {
  if (reason === null) return null;
  return reason in providerProblemKeys
    ? providerProblemKeys[reason as OrganizerOpenIdProblem]
    : 'sign-in.problem.failed';
}
