import type { EmailDelivery } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { findLatestDelivery, type EmailDelivery as OutboxDelivery } from '../outbox/outbox-repository.ts';
import { mayAccess } from '../reservation/status/reservation-access.ts';
import { findReservation, lockReservation, saveContactEmail } from '../reservation/status/reservation-repository.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { queueReservationEmail } from './reservation-email.ts';

/**
 * Whether the order's e-mail reached the buyer's mail server (ours, `emailDeliveryCapability`),
 * and the buyer's corrected address when it did not: the outbox's states as the buyer needs them.
 */
export function deliveryOf(latest: OutboxDelivery | null): EmailDelivery {
  if (!latest) return { status: 'NONE', email: null };
  switch (latest.status) {
    case 'WAITING':
    case 'IN_PROCESS':
      return { status: 'ON_ITS_WAY', email: latest.recipient };
    case 'SENT':
      return { status: 'SENT', email: latest.recipient };
    case 'REFUSED':
    case 'BOUNCED':
    case 'ERROR':
      return { status: 'UNDELIVERABLE', email: latest.recipient };
  }
}

export type DeliveryOutcome = { kind: 'not-found' } | { kind: 'denied' } | { kind: 'found'; delivery: EmailDelivery };

export async function emailDelivery(db: Database, reservationId: string, sessionId: string): Promise<DeliveryOutcome> {
  const reservation = await findReservation(db, reservationId);
  if (!reservation) return { kind: 'not-found' };
  if (!(await mayAccess(db, reservation.userId, sessionId))) return { kind: 'denied' };
  return { kind: 'found', delivery: deliveryOf(await findLatestDelivery(db, reservationId)) };
}

export type CorrectionOutcome = { kind: 'not-found' } | { kind: 'denied' } | { kind: 'done'; queued: boolean };

/**
 * Only after a refusal: a confirmed order's address is otherwise changed as alf.io changes it, not
 * here. The new address is stored and the e-mail written again, in one transaction.
 */
export async function correctEmailAddress(
  db: Database,
  request: { reservationId: string; email: string; sessionId: string; baseUrl: string; lang?: string },
): Promise<CorrectionOutcome> {
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, request.reservationId, { expiredHold: 'kept' });
    if (!reservation) return { kind: 'not-found' };
    if (!(await mayAccess(tx, reservation.userId, request.sessionId))) return { kind: 'denied' };
    if (isIn('unconfirmed', reservation.status)) return { kind: 'done', queued: false };
    const latest = deliveryOf(await findLatestDelivery(tx, reservation.id));
    if (latest.status !== 'UNDELIVERABLE') return { kind: 'done', queued: false };
    await saveContactEmail(tx, reservation.id, request.email);
    return { kind: 'done', queued: await queueReservationEmail(tx, reservation.id, request.baseUrl, request.lang) };
  });
}
