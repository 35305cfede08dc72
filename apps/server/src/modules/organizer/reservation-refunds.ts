import type { AdminResultError, Refund } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { fractionDigits } from '../../lib/money.ts';
import type { OnlinePayments } from '../payment/online-payment.ts';
import { cancelOrderLocked } from '../payment/order-cancellation.ts';
import { listEventRefunds, markRequestedRefundPaid, type RefundRow } from '../payment/refund-repository.ts';
import { decideRefund, giveRefund, type RefundDecision } from '../payment/refunds.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { loadReservationContext } from '../reservation/view/reservation-context.ts';
import { creditableOrder, issueCreditNote } from '../billing-document/billing-documents.ts';
import type { Queryable } from '../../db/database.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { ownedReservation } from './reservation-admin.ts';

/** An order of the organization, as alf.io's admin paths name it. */
export interface AdminReservation {
  purchaseContextType: 'event' | 'subscription';
  publicIdentifier: string;
  reservationId: string;
}

export type AdminOutcome = { kind: 'done' } | { kind: 'not-found' } | { kind: 'refused'; answer: AdminResultError };

const refused = (code: string, description: string): AdminOutcome => ({
  kind: 'refused',
  answer: { status: 'ERROR', data: null, errors: [{ code, description }] },
});

/** The order's context and invoice, when it has one to credit; read under the reservation's lock. */
async function creditOf(tx: Queryable, reservationId: string) {
  const context = await loadReservationContext(tx, reservationId);
  const order = context ? await creditableOrder(tx, context) : null;
  return context && order ? { context, order } : null;
}

/**
 * The organizer cancels an order, its tickets going back on sale (a subscription order's
 * subscription cancelled), and with `refund` gives back what was paid. With `creditNote`, an
 * order with an invoice gets a credit note of the whole invoice and ends CREDIT_NOTE_ISSUED, as
 * alf.io's; in the same transaction, so two cancellations at once credit it once.
 */
export async function cancelOrder(
  db: Database,
  engine: OnlinePayments,
  organizer: Organizer,
  where: AdminReservation,
  refund: boolean,
  creditNote: boolean,
): Promise<AdminOutcome> {
  const reservation = await ownedReservation(db, organizer, where);
  if (!reservation) return { kind: 'not-found' };
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockReservation(tx, reservation.id, { expiredHold: 'kept' });
    if (!locked) return { kind: 'not-found' as const };
    const cancellable = locked.status === 'COMPLETE' || isIn('awaitingPayment', locked.status);
    // Read before the tickets go back on sale: the credit note lists what the order held.
    const credit = creditNote && cancellable ? await creditOf(tx, reservation.id) : null;
    const to = credit ? 'CREDIT_NOTE_ISSUED' : 'CANCELLED';
    const cancelled = await cancelOrderLocked(tx, engine, reservation.id, locked.status, {
      refund,
      feeCents: 0,
      reason: 'ORGANIZER_CANCELLATION',
      auditData: { by: 'organizer' },
      to,
    });
    if (cancelled.kind !== 'cancelled') return cancelled;
    const document = credit ? await issueCreditNote(tx, credit.context, credit.order, { kind: 'order' }) : null;
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'RESERVATION_CANCEL',
      organizationId: organizer.organizationId,
      entityType: 'RESERVATION',
      entityId: reservation.id,
      reservationId: reservation.id,
      before: { status: locked.status },
      after: {
        status: to,
        refund: refundAudit(cancelled.refund),
        ...(document ? { creditNote: { id: document.id, number: document.number } } : {}),
      },
    });
    return cancelled;
  });
  if (outcome.kind === 'not-found') return outcome;
  if (outcome.kind === 'not-cancellable')
    return refused('NOT_CANCELLABLE', 'Only a paid order or one waiting for its payment can be cancelled.');
  if (outcome.kind === 'checked-in')
    return refused('CHECKED_IN', 'A ticket of this order has been checked in; the order is kept.');
  if (outcome.refund?.kind === 'owed') await giveRefund(engine, outcome.refund.refundId);
  return { kind: 'done' };
}

/**
 * The organizer gives back `amount` (major units of the order's currency) of a paid order, which
 * stays as it is. An order with an invoice gets a credit note of the amount, as alf.io's.
 */
export async function refundOrder(
  db: Database,
  engine: OnlinePayments,
  organizer: Organizer,
  where: AdminReservation,
  amount: number,
): Promise<AdminOutcome> {
  const reservation = await ownedReservation(db, organizer, where);
  if (!reservation) return { kind: 'not-found' };
  const decision = await db.transaction(async (tx) => {
    const locked = await lockReservation(tx, reservation.id, { expiredHold: 'kept' });
    if (!locked) return null;
    const currency = locked.currencyCode ?? 'EUR';
    const cents = Math.round(amount * 10 ** fractionDigits(currency));
    // Not a whole number of the currency's smallest unit: refused rather than rounded.
    if (Math.abs(cents / 10 ** fractionDigits(currency) - amount) > 1e-9)
      return { kind: 'too-much', refundableCents: 0 } satisfies RefundDecision;
    const decided = await decideRefund(tx, engine, reservation.id, cents, 'ORGANIZER_REFUND');
    if (decided.kind !== 'owed' && decided.kind !== 'requested') return decided;
    const credit = await creditOf(tx, reservation.id);
    const document = credit
      ? await issueCreditNote(tx, credit.context, credit.order, { kind: 'refund', amountCents: decided.amountCents })
      : null;
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'RESERVATION_REFUND',
      organizationId: organizer.organizationId,
      entityType: 'RESERVATION',
      entityId: reservation.id,
      reservationId: reservation.id,
      before: { status: locked.status },
      after: {
        status: locked.status,
        refund: refundAudit(decided),
        ...(document ? { creditNote: { id: document.id, number: document.number } } : {}),
      },
    });
    return decided;
  });
  if (!decision) return { kind: 'not-found' };
  if (decision.kind === 'nothing-paid') return refused('NOTHING_PAID', 'Nothing was paid for this order.');
  if (decision.kind === 'too-much')
    return refused('AMOUNT_TOO_HIGH', 'The amount is not positive or more than what is left to refund.');
  if (decision.kind === 'owed') await giveRefund(engine, decision.refundId);
  return { kind: 'done' };
}

function refundAudit(decision: RefundDecision | null) {
  if (!decision || (decision.kind !== 'owed' && decision.kind !== 'requested')) return null;
  return { id: decision.refundId, amountCents: decision.amountCents, currency: decision.currency, kind: decision.kind };
}

/** The refunds of the organization's event's orders; null when it has no event of that slug. */
export async function eventRefunds(db: Database, organizer: Organizer, slug: string): Promise<Refund[] | null> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return null;
  return (await listEventRefunds(db, eventId)).map(refundAnswer);
}

/** A refund as the organizer's answers show it, on an event's list and on an order's page. */
export function refundAnswer(row: RefundRow): Refund {
  return {
    id: row.id,
    reservationId: row.reservationId,
    paymentProxy: row.proxy,
    amount: row.amountCents,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * The organizer records that they paid a requested refund back (a bank transfer): it reads DONE
 * from then on, written to the audit log in the same transaction. Of two such calls at once the
 * second finds it paid and is refused.
 */
export async function markRefundPaid(
  db: Database,
  organizer: Organizer,
  slug: string,
  refundId: number,
): Promise<AdminOutcome> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return { kind: 'not-found' };
  const paid = await db.transaction(async (tx) => {
    const refund = await markRequestedRefundPaid(tx, eventId, refundId);
    if (refund)
      await insertOrganizerChange(tx, organizer.actor, {
        action: 'REFUND_PAID',
        organizationId: organizer.organizationId,
        entityType: 'REFUND',
        entityId: String(refundId),
        reservationId: refund.reservationId,
        before: { status: 'REQUESTED' },
        after: { status: 'DONE', amountCents: refund.amountCents, currency: refund.currency },
      });
    return refund !== null;
  });
  return paid
    ? { kind: 'done' }
    : refused('NOT_REQUESTED', 'No refund of this event with that id waits to be paid back by the organizer.');
}
