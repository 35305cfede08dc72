import type { PaymentProxy } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { documentTypeFor, issueDocument } from '../billing-document/billing-documents.ts';
import { findBuyer, findLatestDocument, invalidateDocument } from '../billing-document/billing-document-repository.ts';
import { queueConfirmationEmail } from '../email/reservation-email.ts';
import type { PricedOrder } from '../reservation/pricing/order-summary.ts';
import { descriptionForPayment } from '../reservation/pricing/order-summary-rows.ts';
import { moveStatus } from '../reservation/status/reservation-status.ts';
import { pricedIn, summaryOf } from '../reservation/pricing/order-summary.ts';
import type { PaymentContext } from './payment-context.ts';
import type { ConfirmOutcome } from './payment-provider.ts';
import { cancelPendingTransactions, insertPaymentTransaction, markTransaction } from './transaction-repository.ts';
import { insertConfirmationAudit } from './payment-audit-repository.ts';
import { settleReservedItems } from '../reservation/hold/hold-repository.ts';
import { acquireSubscription } from '../reservation/hold/subscription-rows-repository.ts';
import { markReservationConfirmed } from '../reservation/status/reservation-repository.ts';

/**
 * What confirming a reservation changes, in the transaction that holds its lock: the
 * reservation's status, payment and deadline; tickets, additional services and a purchased
 * subscription move on; the payment is recorded; the invoice or receipt is written; the e-mail
 * goes to the outbox.
 */

export interface Settlement {
  context: PaymentContext;
  priced: PricedOrder;
  outcome: Extract<ConfirmOutcome, { kind: 'confirmed' }>;
  proxy: PaymentProxy;
  /** Static method id (BANK_TRANSFER, ON_SITE, NONE) or, for custom offline, null. */
  method: string | null;
  customPaymentMethodId: string | null;
  baseUrl: string;
  /** The online payment that paid: it is completed instead of a new one recorded. */
  transactionId?: number;
  /** False when the organizer confirms without telling the buyer (an imported attendee). */
  notifyBuyer?: boolean;
}

/** Resolves to false, having changed nothing, when the reservation may not move to the outcome's status. */
export async function settleReservation(tx: Queryable, settlement: Settlement): Promise<boolean> {
  const { context, priced, outcome } = settlement;
  const id = context.reservationId;
  if (!(await moveStatus(tx, id, outcome.status, [context.status]))) return false;
  await markReservationConfirmed(tx, id, {
    validity: outcome.validity,
    proxy: settlement.proxy,
    method: settlement.method,
    paid: outcome.paid,
  });
  await settleReservedItems(tx, id, outcome.items);
  await acquireSubscription(tx, id, outcome.items);
  await recordPayment(tx, settlement);
  await insertConfirmationAudit(tx, {
    reservationId: id,
    eventId: context.eventId,
    subscriptionDescriptorId: context.subscriptionDescriptorId,
    eventType: outcome.status === 'COMPLETE' ? 'RESERVATION_COMPLETE' : 'RESERVATION_OFFLINE_PAYMENT',
    data: {
      paymentProxy: settlement.proxy,
      paymentMethod: settlement.method ?? settlement.customPaymentMethodId,
    },
  });
  // The document and the e-mail are in the buyer's language, from the order priced once.
  const confirmed = { ...context, status: outcome.status, validity: outcome.validity ?? context.validity };
  const forBuyer = await pricedIn(tx, priced, context.language);
  if (!forBuyer) throw new Error(`reservation ${id} vanished while it was confirmed`);
  // A free order has nothing to bill.
  if (priced.pricing.totals.final > 0) {
    const buyer = await findBuyer(tx, id);
    // An order billed while it waited for the money (a bank transfer) keeps its document's type
    // and number: the paid document replaces the unpaid one.
    const earlier = await findLatestDocument(tx, id);
    if (earlier) await invalidateDocument(tx, earlier.id);
    if (buyer)
      await issueDocument(
        tx,
        confirmed,
        earlier?.type ?? documentTypeFor(context, buyer),
        outcome.paid,
        earlier?.number ?? null,
        { priced: forBuyer, buyer },
      );
  }
  if (settlement.notifyBuyer !== false) await queueConfirmationEmail(tx, confirmed, forBuyer, settlement.baseUrl);
  return true;
}

async function recordPayment(tx: Queryable, settlement: Settlement): Promise<void> {
  const { context, priced, outcome } = settlement;
  // One pending transaction per reservation: an earlier attempt gives way to this one.
  await cancelPendingTransactions(tx, context.reservationId);
  if (settlement.transactionId !== undefined) {
    await markTransaction(tx, settlement.transactionId, 'COMPLETE', null);
    return;
  }
  const summary = summaryOf(priced, context.language);
  await insertPaymentTransaction(tx, {
    reservationId: context.reservationId,
    proxy: settlement.proxy,
    method: settlement.method,
    customPaymentMethodId: settlement.customPaymentMethodId,
    status: outcome.transaction,
    amountCents: priced.pricing.totals.final,
    currency: priced.order.header.currency,
    description: descriptionForPayment(summary.summary),
  });
}
