import type { PaidCancellationTerms } from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { fractionDigits } from '../../lib/money.ts';
import { auditHoldsEnded } from '../reservation/hold/hold-repository.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { moveStatus } from '../reservation/status/reservation-status.ts';
import { returnTicketToSale } from '../ticket/release-ticket.ts';
import { isAvailable } from '../ticket/ticket-access.ts';
import { findEventTicket, lockEventTicket } from '../ticket/ticket-repository.ts';
import { readSettingsForEach } from '../settings/scoped-settings.ts';
import type { OnlinePayments } from './online-payment.ts';
import { cancelOrderLocked } from './order-cancellation.ts';
import { findCancellationFacts } from './paid-cancellation-repository.ts';
import { findPaidTransaction } from './refund-repository.ts';
import { decideRefund, giveRefund } from './refunds.ts';
import { queueCancellationEmail } from '../email/cancellation-email.ts';

/**
 * A buyer's cancellation of a paid order. The organizer allows it per event or per category
 * (PAID_CANCELLATION_DAYS: until that many whole days before the event starts; unset, it is not
 * allowed) and may keep a fee per ticket (PAID_CANCELLATION_FEE, in the event's currency). An
 * order is cancelled whole: every category of its tickets must allow it, the earliest deadline
 * counts and the fees add up. The rest goes back through `refunds.ts`.
 */

const SETTING_KEYS = ['PAID_CANCELLATION_DAYS', 'PAID_CANCELLATION_FEE'] as const;
const DAY_MS = 86_400_000;

/** The terms of the reservation's cancellation now; null when it is no event order. */
export async function paidCancellationTerms(
  q: Queryable,
  engine: OnlinePayments,
  reservationId: string,
): Promise<PaidCancellationTerms | null> {
  return termsOf(q, engine, reservationId, null);
}

/**
 * One ticket of an order is cancelled on its category's terms, for what was paid for it; the
 * order's last ticket takes the order with it, on the order's terms (what is left of the payment,
 * items included).
 */
interface CancelledTicket {
  categoryId: number;
  finalPriceCents: number;
}

async function termsOf(
  q: Queryable,
  engine: OnlinePayments,
  reservationId: string,
  ticket: CancelledTicket | null,
): Promise<PaidCancellationTerms | null> {
  const facts = await findCancellationFacts(q, reservationId);
  if (!facts) return null;
  const currency = facts.currency ?? 'EUR';
  const paid = await findPaidTransaction(q, reservationId);
  const refundBy = paid?.gatewayId && engine.adapters.has(paid.proxy) ? 'PROVIDER' : 'ORGANIZER';
  const closed = { allowed: false, until: null, fee: 0, refund: 0, currency, refundBy } as const;
  const wholeOrder = ticket === null || facts.ticketCategories.length === 1;
  const paidLeft = paid ? paid.amountCents - paid.refundedCents : 0;
  const refundable = wholeOrder ? paidLeft : Math.min(paidLeft, ticket.finalPriceCents);
  if (facts.status !== 'COMPLETE' || refundable <= 0 || facts.ticketCategories.length === 0) return closed;

  const target = { organizationId: facts.organizationId, eventId: facts.eventId };
  const cancelledCategories = wholeOrder ? facts.ticketCategories : [ticket.categoryId];
  const categories = [...new Set(cancelledCategories)];
  const settings = await readSettingsForEach(
    q,
    categories.map((categoryId) => ({ ...target, categoryId })),
    SETTING_KEYS,
  );
  const byCategory = new Map(categories.map((categoryId, index) => [categoryId, settings[index]!]));
  const days = categories.map((categoryId) => byCategory.get(categoryId)!.integer('PAID_CANCELLATION_DAYS', -1));
  if (days.some((value) => value < 0)) return closed;
  const until = new Date(facts.startAt.getTime() - Math.max(...days) * DAY_MS);
  const unit = 10 ** fractionDigits(currency);
  const fee = cancelledCategories.reduce((sum, categoryId) => {
    const perTicket = Number(byCategory.get(categoryId)!.text('PAID_CANCELLATION_FEE') ?? 0);
    return sum + (Number.isFinite(perTicket) && perTicket > 0 ? Math.round(perTicket * unit) : 0);
  }, 0);
  const refund = Math.max(0, refundable - fee);
  return {
    allowed: facts.now.getTime() < until.getTime() && refund > 0,
    until: until.toISOString(),
    fee: Math.min(fee, refundable),
    refund,
    currency,
    refundBy,
  };
}

export type PaidCancellationOutcome =
  | { kind: 'cancelled'; terms: PaidCancellationTerms }
  | { kind: 'refused'; terms: PaidCancellationTerms }
  | { kind: 'not-found' };

/**
 * Cancels the order on the terms that hold while its lock is held (a deadline passing or a
 * check-in meanwhile refuses it), then asks the provider for the money.
 */
export async function cancelPaidReservation(
  db: Database,
  engine: OnlinePayments,
  reservationId: string,
  baseUrl: string,
): Promise<PaidCancellationOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PaidCancellationOutcome & { refundId?: number }> => {
    const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
    if (!locked) return { kind: 'not-found' };
    const terms = await paidCancellationTerms(tx, engine, reservationId);
    if (!terms) return { kind: 'not-found' };
    if (!terms.allowed) return { kind: 'refused', terms };
    const cancelled = await cancelOrderLocked(tx, engine, reservationId, locked.status, {
      refund: true,
      feeCents: terms.fee,
      reason: 'BUYER_CANCELLATION',
      auditData: { by: 'buyer' },
    });
    if (cancelled.kind !== 'cancelled') return { kind: 'refused', terms: { ...terms, allowed: false } };
    const refund = cancelled.refund;
    await queueCancellationEmail(tx, {
      reservationId,
      refundCents: terms.refund,
      feeCents: terms.fee,
      currency: terms.currency,
      refundBy: terms.refundBy,
      baseUrl,
    });
    return {
      kind: 'cancelled',
      terms,
      ...(refund?.kind === 'owed' && { refundId: refund.refundId }),
    };
  });
  if (outcome.kind === 'cancelled' && outcome.refundId !== undefined) await giveRefund(engine, outcome.refundId);
  if (outcome.kind === 'cancelled') return { kind: 'cancelled', terms: outcome.terms };
  return outcome;
}

export type PaidTicketCancellationOutcome = PaidCancellationOutcome;

/** The terms of cancelling one ticket, as its page shows them; null for a ticket the page would not show. */
export async function paidTicketCancellationTerms(
  q: Queryable,
  engine: OnlinePayments,
  eventShortName: string,
  publicUuid: string,
): Promise<PaidCancellationTerms | null> {
  const ticket = await findEventTicket(q, eventShortName, publicUuid);
  if (!ticket || !isAvailable(ticket)) return null;
  const terms = await termsOf(q, engine, ticket.reservationId, ticket);
  return terms && ticket.status !== 'ACQUIRED' ? { ...terms, allowed: false } : terms;
}

/**
 * Cancels one ticket of a paid order under the reservation's lock, then the ticket's (the door's
 * check-in takes the same locks, so a ticket checked in meanwhile is refused here): the ticket
 * goes back on sale or to the waiting list, and what was paid for it less the fee goes back to
 * whoever paid the order. The order's last ticket cancels the order, as `cancelPaidReservation`.
 */
export async function cancelPaidTicket(
  db: Database,
  engine: OnlinePayments,
  eventShortName: string,
  publicUuid: string,
  baseUrl: string,
): Promise<PaidTicketCancellationOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PaidCancellationOutcome & { refundId?: number }> => {
    const found = await findEventTicket(tx, eventShortName, publicUuid);
    if (!found || !isAvailable(found)) return { kind: 'not-found' };
    const locked = await lockReservation(tx, found.reservationId, { expiredHold: 'kept' });
    if (!locked) return { kind: 'not-found' };
    await lockEventTicket(tx, found.id);
    const ticket = await findEventTicket(tx, eventShortName, publicUuid);
    if (!ticket || !isAvailable(ticket)) return { kind: 'not-found' };
    const terms = await termsOf(tx, engine, ticket.reservationId, ticket);
    if (!terms) return { kind: 'not-found' };
    if (!terms.allowed || ticket.status !== 'ACQUIRED') return { kind: 'refused', terms: { ...terms, allowed: false } };
    const auditData = { by: 'buyer', ticket: ticket.publicUuid };
    const { orderEmpty } = await returnTicketToSale(tx, ticket, auditData);
    if (orderEmpty) {
      await moveStatus(tx, ticket.reservationId, 'CANCELLED', ['COMPLETE']);
      await auditHoldsEnded(tx, [ticket.reservationId], 'RESERVATION_CANCELLED');
    }
    const refund = await decideRefund(
      tx,
      engine,
      ticket.reservationId,
      orderEmpty ? 'rest' : terms.refund,
      'BUYER_CANCELLATION',
      orderEmpty ? terms.fee : 0,
    );
    await queueCancellationEmail(tx, {
      reservationId: ticket.reservationId,
      refundCents: terms.refund,
      feeCents: terms.fee,
      currency: terms.currency,
      refundBy: terms.refundBy,
      ...(!orderEmpty && { ticket: ticket.categoryName }),
      baseUrl,
    });
    return { kind: 'cancelled', terms, ...(refund.kind === 'owed' && { refundId: refund.refundId }) };
  });
  if (outcome.kind === 'cancelled' && outcome.refundId !== undefined) await giveRefund(engine, outcome.refundId);
  if (outcome.kind === 'cancelled') return { kind: 'cancelled', terms: outcome.terms };
  return outcome;
}
