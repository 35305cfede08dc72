import type { InvitableRole } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

export interface InvitationRow {
  id: number;
  organizationId: number;
  organizationName: string;
  organizationEmail: string;
  email: string;
  role: InvitableRole;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const columns = `i.id, i.organization_id AS "organizationId", o.name AS "organizationName", o.email AS "organizationEmail", i.email, i.role,
  i.created_at AS "createdAt", i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt", i.revoked_at AS "revokedAt"`;

export async function insertInvitation(
  tx: Queryable,
  invitation: {
    organizationId: number;
    email: string;
    role: InvitableRole;
    tokenHash: string;
    invitedByUserId: number | null;
    validHours: number;
  },
): Promise<InvitationRow> {
  const [row] = await tx.query<InvitationRow>(
    `WITH i AS (
       INSERT INTO organizer_invitation (organization_id, email, role, token_hash, invited_by_user_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) RETURNING *)
     SELECT ${columns} FROM i JOIN organization o ON o.id = i.organization_id`,
    [
      invitation.organizationId,
      invitation.email,
      invitation.role,
      invitation.tokenHash,
      invitation.invitedByUserId,
      invitation.validHours,
    ],
  );
  if (!row) throw new Error('invitation not inserted');
  return row;
}

/** Revokes the organization's invitations to the address not used yet; answers their ids. */
export async function revokePendingInvitationsTo(tx: Queryable, organizationId: number, email: string) {
  const rows = await tx.query<{ id: number }>(
    `UPDATE organizer_invitation SET revoked_at = now()
     WHERE organization_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`,
    [organizationId, email],
  );
  return rows.map((row) => row.id);
}

/** Revokes one invitation of the organization still waiting to be used; null when there is none such. */
export async function revokeInvitation(
  tx: Queryable,
  organizationId: number,
  invitationId: number,
): Promise<{ id: number; email: string } | null> {
  const [row] = await tx.query<{ id: number; email: string }>(
    `UPDATE organizer_invitation SET revoked_at = now()
     WHERE id = $1 AND organization_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING id, email`,
    [invitationId, organizationId],
  );
  return row ?? null;
}

export async function pendingInvitations(q: Queryable, organizationId: number): Promise<InvitationRow[]> {
  return q.query<InvitationRow>(
    `SELECT ${columns} FROM organizer_invitation i JOIN organization o ON o.id = i.organization_id
     WHERE i.organization_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
     ORDER BY i.created_at, i.id`,
    [organizationId],
  );
}

/** The invitation a link's token names, locked for its acceptance when `forUpdate`. */
export async function findInvitationByTokenHash(
  q: Queryable,
  tokenHash: string,
  forUpdate = false,
): Promise<(InvitationRow & { expired: boolean }) | null> {
  const [row] = await q.query<InvitationRow & { expired: boolean }>(
    `SELECT ${columns}, i.expires_at <= now() AS expired
     FROM organizer_invitation i JOIN organization o ON o.id = i.organization_id
     WHERE i.token_hash = $1 ${forUpdate ? 'FOR UPDATE OF i' : ''}`,
    [tokenHash],
  );
  return row ?? null;
}

export async function markInvitationAccepted(tx: Queryable, invitationId: number): Promise<void> {
  await tx.query('UPDATE organizer_invitation SET accepted_at = now() WHERE id = $1', [invitationId]);
}
