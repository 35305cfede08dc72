import type { PaymentProxy, ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { ReservationListRow } from './reservation-admin-repository.ts';

/** Reads for the back office's orders of an event: search, and one order with all that happened to it. */

export interface OrderFilter {
  /** Matched anywhere in names, e-mail addresses and invoice number, at the start of the id. */
  search: string | null;
  status: ReservationStatus | null;
  paymentProxy: PaymentProxy | null;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by the organizer are letters, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const MATCHES = `r.event_id = $1
  AND (CASE WHEN $2::text IS NULL THEN r.status <> 'PENDING' ELSE r.status = $2 END)
  AND ($3::text IS NULL OR r.payment_proxy = $3)
  AND ($4::text IS NULL
    OR r.id::text ILIKE $4 || '%'
    OR r.email ILIKE '%' || $4 || '%'
    OR concat_ws(' ', r.first_name, r.last_name) ILIKE '%' || $4 || '%'
    OR r.invoice_number ILIKE '%' || $4 || '%'
    OR EXISTS (SELECT 1 FROM ticket t WHERE t.reservation_id = r.id
      AND (t.email ILIKE '%' || $4 || '%' OR concat_ws(' ', t.first_name, t.last_name) ILIKE '%' || $4 || '%')))`;

export async function searchOrders(
  q: Queryable,
  eventId: number,
  filter: OrderFilter,
): Promise<{ rows: (ReservationListRow & { paymentProxy: PaymentProxy | null })[]; total: number }> {
  const args = [eventId, filter.status, filter.paymentProxy, filter.search === null ? null : likeText(filter.search)];
  const [rows, [count]] = await Promise.all([
    q.query<ReservationListRow & { paymentProxy: PaymentProxy | null }>(
      `SELECT r.id, r.status, r.first_name AS "firstName", r.last_name AS "lastName", r.email,
         r.final_price_cents AS "finalPriceCents", r.currency_code AS currency, r.payment_method AS "paymentMethod",
         r.payment_proxy AS "paymentProxy", r.invoice_number AS "invoiceNumber",
         (SELECT count(*)::int FROM ticket t WHERE t.reservation_id = r.id) AS tickets,
         r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt"
       FROM reservation r WHERE ${MATCHES}
       ORDER BY r.created_at DESC, r.id LIMIT $5 OFFSET $6`,
      [...args, filter.limit, filter.offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM reservation r WHERE ${MATCHES}`, args),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface OrderHeaderRow {
  id: string;
  status: ReservationStatus;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  language: string | null;
  paymentProxy: PaymentProxy | null;
  paymentMethod: string | null;
  registeredAt: Date | null;
  createdAt: Date;
  confirmedAt: Date | null;
  invoiceNumber: string | null;
  finalPriceCents: number;
  currency: string | null;
}

/** The order, when it is one of the event's. */
export async function findOrderHeader(q: Queryable, eventId: number, reservationId: string) {
  const [row] = await q.query<OrderHeaderRow>(
    `SELECT r.id, r.status, r.first_name AS "firstName", r.last_name AS "lastName", r.email,
       r.user_language AS language, r.payment_proxy AS "paymentProxy", r.payment_method AS "paymentMethod",
       r.registered_at AS "registeredAt", r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt",
       r.invoice_number AS "invoiceNumber", r.final_price_cents AS "finalPriceCents", r.currency_code AS currency
     FROM reservation r WHERE r.id = $1 AND r.event_id = $2`,
    [reservationId, eventId],
  );
  return row ?? null;
}

export interface OrderTicketRow {
  id: number;
  uuid: string;
  category: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  status: string;
  checkedInAt: Date | null;
  paidOnSiteAt: string | null;
}

export async function findOrderTickets(q: Queryable, reservationId: string): Promise<OrderTicketRow[]> {
  return q.query<OrderTicketRow>(
    `SELECT t.id, t.public_uuid::text AS uuid, c.name AS category, t.first_name AS "firstName",
       t.last_name AS "lastName", t.email, t.status, t.checked_in_at AS "checkedInAt",
       t.metadata->>'onSitePaidAt' AS "paidOnSiteAt"
     FROM ticket t LEFT JOIN ticket_category c ON c.id = t.category_id
     WHERE t.reservation_id = $1 ORDER BY c.ordinal, t.id`,
    [reservationId],
  );
}

export async function findOrderPayments(q: Queryable, reservationId: string) {
  return q.query<{
    id: number;
    paymentProxy: string;
    status: string;
    amount: number;
    currency: string | null;
    transactionId: string | null;
    createdAt: Date;
  }>(
    `SELECT id::int AS id, payment_proxy AS "paymentProxy", status, amount_cents::int AS amount,
       currency_code AS currency, gateway_id AS "transactionId", created_at AS "createdAt"
     FROM payment_transaction WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
}

/** Paid (the latest completed payment) less what refunds give back; 0 when nothing was paid. */
export async function findRefundableCents(q: Queryable, reservationId: string): Promise<number> {
  const [row] = await q.query<{ cents: number }>(
    `SELECT greatest(t.amount_cents - (SELECT coalesce(sum(f.amount_cents), 0) FROM payment_refund f
       WHERE f.transaction_id = t.id), 0)::int AS cents
     FROM payment_transaction t WHERE t.reservation_id = $1 AND t.status = 'COMPLETE' ORDER BY t.id DESC LIMIT 1`,
    [reservationId],
  );
  return row?.cents ?? 0;
}

export async function findOrderEmails(q: Queryable, reservationId: string) {
  return q.query<{ recipient: string; subject: string; status: string; createdAt: Date }>(
    `SELECT recipient, subject, status, created_at AS "createdAt"
     FROM email_message WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
}

/** Everything the audit log holds about the order: the shop's, the door's and the organizer's entries. */
export async function findOrderAudit(q: Queryable, reservationId: string) {
  return q.query<{
    createdAt: Date;
    actor: string | null;
    action: string;
    entityType: string | null;
    entityId: string | null;
  }>(
    `SELECT created_at AS "createdAt", actor, event_type AS action, entity_type AS "entityType", entity_id AS "entityId"
     FROM audit_log WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
}
