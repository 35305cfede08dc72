import type { InvitableRole, OrganizationUser, UsersProblem } from '@shop/contract';
import * as v from 'valibot';
import { errorMessage } from '../../components/query-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { Message, MessageKey } from '../../messages/index.ts';

/** The roles a person can be given, the most common first. */
export const invitableRoles: readonly InvitableRole[] = ['OPERATOR', 'SUPERVISOR', 'SPONSOR', 'OWNER'];

/** The languages the server writes its e-mails in. */
export const emailLanguages = [
  'en',
  'de',
  'it',
  'fr',
  'es',
  'pt',
  'ro',
  'nl',
  'tr',
  'da',
  'pl',
  'bg',
  'sv',
  'cs',
] as const;

/** A language's name in the back office's language, from the browser's own list of names. */
export function languageName(code: string, inLanguage: string): string {
  return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
}

/**
 * The last owner keeps the role and stays: the server refuses otherwise, so the screen does not
 * offer it.
 */
export function isLastOwner(users: readonly OrganizationUser[], userId: number): boolean {
  const owners = users.filter((user) => user.role === 'OWNER');
  return owners.length === 1 && owners[0]?.userId === userId;
}

export const inviteSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('invite.email-required' satisfies MessageKey),
    v.email('users.invalid-email' satisfies MessageKey),
  ),
  role: v.picklist(invitableRoles),
  language: v.picklist(emailLanguages),
});
export type InviteValues = v.InferOutput<typeof inviteSchema>;

const problemKeys: Record<UsersProblem, MessageKey> = {
  'invalid-email': 'users.invalid-email',
  'already-member': 'users.already-member',
  'last-owner': 'users.last-owner',
};

/** The words for a refused change of the organization's people. */
export function usersFailure(error: unknown): Message {
  const problem =
    error instanceof ApiError && error.status === 400
      ? (error.body as { problem?: UsersProblem } | null)?.problem
      : undefined;
  return problem && problem in problemKeys ? problemKeys[problem] : errorMessage(error);
}
