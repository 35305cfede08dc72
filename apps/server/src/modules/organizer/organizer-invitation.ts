import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_VALIDITY_HOURS,
  type InvitableRole,
  type InvitationDetails,
  type InvitationGone,
  type InvitationRefusal,
  type OrganizerSession,
  type PasswordProblem,
  type PendingInvitation,
  type UsersProblem,
} from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { fill } from '../../messages/texts/fill.ts';
import { invitationTexts } from '../../messages/texts/invitation-texts.ts';
import { enqueueEmail } from '../outbox/outbox-repository.ts';
import { renderEmail } from '../email-template/email-layout.ts';
import { plainBrand } from '../email-template/email-wording.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
import { addMember, isDisabledStaff, isMemberByEmail, staffUser } from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import {
  findInvitationByTokenHash,
  insertInvitation,
  markInvitationAccepted,
  pendingInvitations,
  revokeInvitation,
  revokePendingInvitationsTo,
  type InvitationRow,
} from './organizer-invitation-repository.ts';
import { hashPassword, passwordProblem } from './organizer-password.ts';
import type { Organizer } from './organizer-roles.ts';
import {
  endOrganizerSession,
  endOtherOrganizerSessions,
  findSessionOrganizer,
  savePasswordHash,
  startOrganizerSession,
  type SessionOrganizer,
} from './organizer-session-repository.ts';
import { sessionAnswer, sessionIdHash } from './organizer-sign-in.ts';

/** Where the back office opens an invitation's link. */
export const INVITATION_PAGE = '/admin/invitation/';

/** A link's token is 256 random bits; only its SHA-256 is kept, enough for what nobody can guess. */
function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One address, written as the sign-in reads it; deliberately loose, the e-mail proves it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function invitationAnswer(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export type InviteOutcome =
  { kind: 'invited'; invitation: PendingInvitation } | { kind: 'refused'; problem: UsersProblem };

/**
 * Invites someone to the owner's organization: a new link, e-mailed through the outbox in the
 * language the owner chose, in the transaction that keeps it. An earlier link to the same address
 * stops working.
 */
export async function invite(
  db: Database,
  owner: Organizer & { inviterName: string },
  request: { email: string; role: InvitableRole; language: string },
  baseUrl: string,
): Promise<InviteOutcome> {
  const email = request.email.trim().toLowerCase();
  if (!EMAIL.test(email)) return { kind: 'refused', problem: 'invalid-email' };
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    if (await isMemberByEmail(tx, owner.organizationId, email)) return { kind: 'refused', problem: 'already-member' };
    await revokePendingInvitationsTo(tx, owner.organizationId, email);
    const token = randomBytes(32).toString('base64url');
    const row = await insertInvitation(tx, {
      organizationId: owner.organizationId,
      email,
      role: request.role,
      tokenHash: invitationTokenHash(token),
      invitedByUserId: owner.actor.kind === 'user' ? owner.actor.userId : null,
      validHours: INVITATION_VALIDITY_HOURS,
    });
    const invitation = invitationAnswer(row);
    await insertOrganizerChange(tx, owner.actor, {
      action: 'INVITATION_CREATE',
      organizationId: owner.organizationId,
      entityType: 'INVITATION',
      entityId: String(row.id),
      before: null,
      after: invitation,
    });
    await queueInvitationEmail(tx, row, token, owner.inviterName, request.language, baseUrl);
    return { kind: 'invited', invitation };
  });
}

async function queueInvitationEmail(
  tx: Queryable,
  row: InvitationRow,
  token: string,
  inviterName: string,
  lang: string,
  baseUrl: string,
): Promise<void> {
  const texts = invitationTexts(lang);
  const values = {
    organization: row.organizationName,
    inviter: inviterName,
    role: texts[`role${row.role}`],
    link: `${baseUrl}${INVITATION_PAGE}${token}`,
    hours: String(INVITATION_VALIDITY_HOURS),
  };
  const email = renderEmail({
    lang,
    subject: fill(texts.subject, values),
    brand: plainBrand(row.organizationName, row.organizationEmail, lang),
    blocks: [
      texts.greeting,
      '',
      fill(texts.invited, values),
      '',
      {
        href: values.link,
        label: fill(emailLinkTexts(lang).acceptInvitation, { organization: row.organizationName }),
        line: fill(texts.link, values),
      },
      '',
      fill(texts.validity, values),
      '',
      texts.ignore,
    ],
  });
  await enqueueEmail(tx, {
    purchaseContextType: null,
    eventId: null,
    subscriptionDescriptorId: null,
    reservationId: null,
    recipient: row.email,
    ...email,
    attachments: [],
  });
}

export async function organizationInvitations(q: Queryable, organizationId: number): Promise<PendingInvitation[]> {
  return (await pendingInvitations(q, organizationId)).map(invitationAnswer);
}

/** Revokes an invitation of the owner's organization still waiting; false when there is none such. */
export async function revoke(db: Database, owner: Organizer, invitationId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, owner.organizationId, invitationId);
    if (!revoked) return false;
    await insertOrganizerChange(tx, owner.actor, {
      action: 'INVITATION_REVOKE',
      organizationId: owner.organizationId,
      entityType: 'INVITATION',
      entityId: String(revoked.id),
      before: { email: revoked.email },
      after: null,
    });
    return true;
  });
}

export type InvitationState =
  { kind: 'open'; invitation: InvitationRow } | { kind: 'gone'; answer: InvitationGone } | { kind: 'unknown' };

function stateOf(row: (InvitationRow & { expired: boolean }) | null): InvitationState {
  if (!row) return { kind: 'unknown' };
  if (row.acceptedAt) return { kind: 'gone', answer: { reason: 'used' } };
  if (row.revokedAt) return { kind: 'gone', answer: { reason: 'revoked' } };
  if (row.expired) return { kind: 'gone', answer: { reason: 'expired' } };
  return { kind: 'open', invitation: row };
}

/** What a link invites to, or why it no longer works. */
export async function describeInvitation(
  q: Queryable,
  token: string,
): Promise<{ kind: 'open'; details: InvitationDetails } | Exclude<InvitationState, { kind: 'open' }>> {
  const state = stateOf(await findInvitationByTokenHash(q, invitationTokenHash(token)));
  if (state.kind !== 'open') return state;
  const { email, organizationName, role } = state.invitation;
  return { kind: 'open', details: { email, organizationName, role } };
}

export type AcceptOutcome =
  | { kind: 'signed-in'; session: OrganizerSession }
  | { kind: 'refused'; problem: PasswordProblem }
  | { kind: 'forbidden'; problem: InvitationRefusal }
  | Exclude<InvitationState, { kind: 'open' }>;

/**
 * Uses a link once: the invitee's account (made now, or the one they have for another
 * organization) gets the password and the invited role, and the browser a new session id signed
 * in to the inviting organization. Their other sessions end, as after any password change. A
 * disabled staff account is refused and the link stays open.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  accept: {
    password: string;
    firstName?: string | undefined;
    lastName?: string | undefined;
    previousSessionId: string;
  },
  renewSession: () => string,
): Promise<AcceptOutcome> {
  const tokenHash = invitationTokenHash(token);
  const peek = stateOf(await findInvitationByTokenHash(db, tokenHash));
  if (peek.kind !== 'open') return peek;
  const problem = passwordProblem(accept.password, peek.invitation.email);
  if (problem) return { kind: 'refused', problem };
  const hash = await hashPassword(accept.password);
  const outcome = await db.transaction(async (tx): Promise<AcceptOutcome | { kind: 'accepted'; userId: number }> => {
    // Locked and read again: of two uses of one link at once, only the first gets in.
    const state = stateOf(await findInvitationByTokenHash(tx, tokenHash, true));
    if (state.kind !== 'open') return state;
    const invitation = state.invitation;
    // Whoever disabled the account meant it to sign nobody in; a link does not undo that.
    if (await isDisabledStaff(tx, invitation.email)) return { kind: 'forbidden', problem: 'account-disabled' };
    const userId = await staffUser(tx, {
      email: invitation.email,
      firstName: accept.firstName?.trim() || null,
      lastName: accept.lastName?.trim() || null,
    });
    await addMember(tx, invitation.organizationId, userId, invitation.role);
    await savePasswordHash(tx, userId, hash);
    await endOtherOrganizerSessions(tx, userId, null);
    await markInvitationAccepted(tx, invitation.id);
    await insertOrganizerChange(
      tx,
      { kind: 'user', userId },
      {
        action: 'INVITATION_ACCEPT',
        organizationId: invitation.organizationId,
        entityType: 'USER',
        entityId: String(userId),
        before: null,
        after: { userId, email: invitation.email, role: invitation.role, invitationId: invitation.id },
      },
    );
    return { kind: 'accepted', userId };
  });
  if (outcome.kind !== 'accepted') return outcome;
  await endOrganizerSession(db, sessionIdHash(accept.previousSessionId));
  const idHash = sessionIdHash(renewSession());
  await startOrganizerSession(db, idHash, outcome.userId, peek.invitation.organizationId);
  const organizer: SessionOrganizer | null = await findSessionOrganizer(db, idHash);
  if (!organizer) throw new Error('a session just started is not found');
  return { kind: 'signed-in', session: sessionAnswer(organizer) };
}
