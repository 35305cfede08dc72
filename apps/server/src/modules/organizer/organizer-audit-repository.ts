import type { Queryable } from '../../db/database.ts';
import { actorName, type Actor } from './organizer-roles.ts';

/** One change an organizer made: what, to which entity, and the entity before and after it. */
export interface OrganizerChange {
  /** Upper-case words, e.g. `API_KEY_CREATE`, `RESERVATION_PAYMENT_CONFIRMED`. */
  action: string;
  organizationId: number | null;
  entityType: string;
  entityId: string;
  /** The entity as it was; null when it did not exist. Never a secret (a key, a password). */
  before: unknown;
  /** The entity as it is now; null when it is gone. Never a secret. */
  after: unknown;
  eventId?: number | null;
  reservationId?: string | null;
}

/** Writes the change to the audit log, in the transaction that made it. */
export async function insertOrganizerChange(tx: Queryable, actor: Actor, change: OrganizerChange): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (organization_id, actor, user_id, event_type, entity_type, entity_id, event_id,
       reservation_id, before_data, after_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid, $9::text::jsonb, $10::text::jsonb)`,
    [
      change.organizationId,
      actorName(actor),
      actor.kind === 'user' ? actor.userId : null,
      change.action,
      change.entityType,
      change.entityId,
      change.eventId ?? null,
      change.reservationId ?? null,
      change.before == null ? null : JSON.stringify(change.before),
      change.after == null ? null : JSON.stringify(change.after),
    ],
  );
}

export interface OrganizerAuditEntry {
  createdAt: Date;
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** The organization's audit trail, newest first. */
export async function listOrganizerChanges(db: Queryable, organizationId: number): Promise<OrganizerAuditEntry[]> {
  return db.query<OrganizerAuditEntry>(
    `SELECT created_at AS "createdAt", actor, event_type AS action, entity_type AS "entityType",
       entity_id AS "entityId", before_data AS before, after_data AS after
     FROM audit_log WHERE organization_id = $1 AND actor IS NOT NULL ORDER BY id DESC`,
    [organizationId],
  );
}
