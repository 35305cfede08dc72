import type { PaymentProxy } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { documentTypeFor, issueDocument } from '../billing-document/billing-documents.ts';
import { findBuyer } from '../billing-document/document-model.ts';
import { queueReservationEmail } from '../email/reservation-email.ts';
import type { PricedOrder } from '../reservation/pricing/order-summary.ts';
import { descriptionForPayment } from '../reservation/pricing/order-summary-rows.ts';
import { moveStatus } from '../reservation/status/reservation-status.ts';
import { summaryOf } from '../reservation/pricing/order-summary.ts';
import type { PaymentContext } from './payment-context.ts';
import type { ConfirmOutcome } from './payment-providers.ts';

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
}

const FINISHED = { readyForConfirmation: true, finalized: true };

/** Resolves to false, having changed nothing, when the reservation may not move to the outcome's status. */
export async function settleReservation(tx: Queryable, settlement: Settlement): Promise<boolean> {
  const { context, priced, outcome } = settlement;
  const id = context.reservationId;
  if (!(await moveStatus(tx, id, outcome.status, [context.status]))) return false;
  await tx.query(
    `UPDATE reservation SET validity = coalesce($2, validity), payment_proxy = $3, payment_method = $4,
       confirmed_at = now(), registered_at = CASE WHEN $5 THEN now() END, metadata = metadata || $6::text::jsonb
     WHERE id = $1`,
    [id, outcome.validity, settlement.proxy, settlement.method, outcome.paid, JSON.stringify(FINISHED)],
  );
  await tx.query("UPDATE ticket SET status = $2, updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING'", [
    id,
    outcome.items,
  ]);
  await tx.query("UPDATE additional_service_item SET status = $2 WHERE reservation_id = $1 AND status = 'PENDING'", [
    id,
    outcome.items,
  ]);
  await tx.query(
    "UPDATE special_price SET status = 'TAKEN' WHERE status = 'PENDING' AND id IN (SELECT special_price_id FROM ticket WHERE reservation_id = $1)",
    [id],
  );
  await tx.query("UPDATE waiting_queue SET status = 'ACQUIRED' WHERE reservation_id = $1 AND status = 'PENDING'", [id]);
  await acquireSubscription(tx, id, outcome.items);
  await recordPayment(tx, settlement);
  await tx.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id, data)
     VALUES ($1::uuid, $2, $3, $4, 'RESERVATION', $1::text, $5::text::jsonb)`,
    [
      id,
      context.eventId,
      context.subscriptionDescriptorId,
      outcome.status === 'COMPLETE' ? 'RESERVATION_COMPLETE' : 'RESERVATION_OFFLINE_PAYMENT',
      JSON.stringify({
        paymentProxy: settlement.proxy,
        paymentMethod: settlement.method ?? settlement.customPaymentMethodId,
      }),
    ],
  );
  // A free order has nothing to bill.
  if (priced.pricing.totals.final > 0) {
    const buyer = await findBuyer(tx, id);
    if (buyer)
      await issueDocument(tx, { ...context, status: outcome.status }, documentTypeFor(context, buyer), outcome.paid);
  }
  await queueReservationEmail(tx, id, settlement.baseUrl);
  return true;
}

/**
 * A purchased subscription belongs to its owner once the order is confirmed: the contact
 * person unless another owner was named, valid from now (or its fixed dates), with the
 * descriptor's entries.
 */
async function acquireSubscription(
  tx: Queryable,
  reservationId: string,
  status: 'TO_BE_PAID' | 'ACQUIRED',
): Promise<void> {
  await tx.query(
    `UPDATE subscription s SET status = $2,
       first_name = coalesce(nullif(s.first_name, ''), r.first_name),
       last_name = coalesce(nullif(s.last_name, ''), r.last_name),
       email = coalesce(nullif(s.email, ''), r.email),
       max_entries = d.max_entries,
       valid_from = CASE d.validity_type WHEN 'CUSTOM' THEN coalesce(d.validity_from, now()) WHEN 'STANDARD' THEN now() END,
       valid_to = CASE d.validity_type
         WHEN 'CUSTOM' THEN d.validity_to
         WHEN 'STANDARD' THEN now() + CASE d.validity_time_unit
           WHEN 'DAYS' THEN make_interval(days => d.validity_units)
           WHEN 'MONTHS' THEN make_interval(months => d.validity_units)
           ELSE make_interval(years => d.validity_units) END
         END,
       updated_at = now()
     FROM reservation r, subscription_descriptor d
     WHERE s.reservation_id = $1 AND r.id = s.reservation_id AND d.id = s.subscription_descriptor_id AND s.status = 'PENDING'`,
    [reservationId, status],
  );
}

async function recordPayment(tx: Queryable, settlement: Settlement): Promise<void> {
  const { context, priced, outcome } = settlement;
  // One pending transaction per reservation: an earlier attempt gives way to this one.
  await tx.query(
    "UPDATE payment_transaction SET status = 'CANCELLED', updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING'",
    [context.reservationId],
  );
  const summary = summaryOf(priced, context.language);
  await tx.query(
    `INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, custom_payment_method_id, status, amount_cents,
       currency_code, description, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $5 = 'COMPLETE' THEN now() END)`,
    [
      context.reservationId,
      settlement.proxy,
      settlement.method,
      settlement.customPaymentMethodId,
      outcome.transaction,
      priced.pricing.totals.final,
      priced.order.header.currency,
      descriptionForPayment(summary.summary),
    ],
  );
}
