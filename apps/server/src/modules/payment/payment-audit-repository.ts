import type { Queryable } from '../../db/database.ts';

export interface ConfirmationAudit {
  reservationId: string;
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  eventType:
    'RESERVATION_COMPLETE' | 'RESERVATION_OFFLINE_PAYMENT' | 'PAYMENT_REFUNDED' | 'REFUND_OWED' | 'REFUND_REQUESTED';
  data: Record<string, unknown>;
}

export async function insertConfirmationAudit(tx: Queryable, audit: ConfirmationAudit): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id, data)
     VALUES ($1::uuid, $2, $3, $4, 'RESERVATION', $1::text, $5::text::jsonb)`,
    [audit.reservationId, audit.eventId, audit.subscriptionDescriptorId, audit.eventType, JSON.stringify(audit.data)],
  );
}
