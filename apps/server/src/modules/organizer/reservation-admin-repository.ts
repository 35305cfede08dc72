import type { PaymentProxy, ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

/** How the buyer chose to pay, and the transaction still waiting for that money, if any. */
export interface AwaitedPayment {
  proxy: PaymentProxy | null;
  method: string | null;
  pendingTransactionId: number | null;
  customPaymentMethodId: string | null;
}

export async function findAwaitedPayment(q: Queryable, reservationId: string): Promise<AwaitedPayment | null> {
  const [row] = await q.query<AwaitedPayment>(
    `SELECT r.payment_proxy AS proxy, r.payment_method AS method, t.id AS "pendingTransactionId",
       t.custom_payment_method_id AS "customPaymentMethodId"
     FROM reservation r
     LEFT JOIN LATERAL (
       SELECT id, custom_payment_method_id FROM payment_transaction
       WHERE reservation_id = r.id AND status = 'PENDING' ORDER BY id DESC LIMIT 1
     ) t ON true
     WHERE r.id = $1`,
    [reservationId],
  );
  return row ?? null;
}

export interface Holder {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** Who holds the reservation's tickets, or, for a subscription's reservation, the subscription. */
export async function findHolders(q: Queryable, reservationId: string): Promise<Holder[]> {
  return q.query<Holder>(
    `SELECT public_uuid::text AS id, first_name AS "firstName", last_name AS "lastName", email
     FROM ticket WHERE reservation_id = $1
     UNION ALL
     SELECT id::text, first_name, last_name, email FROM subscription WHERE reservation_id = $1
     ORDER BY id`,
    [reservationId],
  );
}

export interface ReservationListRow {
  id: string;
  status: ReservationStatus;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  finalPriceCents: number;
  currency: string | null;
  paymentMethod: string | null;
  invoiceNumber: string | null;
  tickets: number;
  createdAt: Date;
  confirmedAt: Date | null;
}

/** The event's reservations, newest first: those in `status`, or all but the holds being filled in. */
export async function listEventReservations(
  q: Queryable,
  eventId: number,
  status: ReservationStatus | null,
): Promise<ReservationListRow[]> {
  return q.query<ReservationListRow>(
    `SELECT r.id, r.status, r.first_name AS "firstName", r.last_name AS "lastName", r.email,
       r.final_price_cents AS "finalPriceCents", r.currency_code AS currency, r.payment_method AS "paymentMethod",
       r.invoice_number AS "invoiceNumber",
       (SELECT count(*)::int FROM ticket t WHERE t.reservation_id = r.id) AS tickets,
       r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt"
     FROM reservation r
     WHERE r.event_id = $1 AND (CASE WHEN $2::text IS NULL THEN r.status <> 'PENDING' ELSE r.status = $2 END)
     ORDER BY r.created_at DESC, r.id`,
    [eventId, status],
  );
}

export interface ReservationOwnerRow {
  id: string;
  status: ReservationStatus;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  userId: number | null;
  username: string | null;
  organizationId: number;
  purchaseContextType: 'event' | 'subscription';
  /** The event's short name or the subscription descriptor's id. */
  publicIdentifier: string;
  eventId: number | null;
}

export async function findReservationOwner(q: Queryable, reservationId: string): Promise<ReservationOwnerRow | null> {
  const [row] = await q.query<ReservationOwnerRow>(
    `SELECT r.id, r.status, r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.user_id AS "userId",
       u.username, coalesce(e.organization_id, d.organization_id) AS "organizationId",
       r.purchase_context_type AS "purchaseContextType", coalesce(e.short_name, d.id::text) AS "publicIdentifier",
       r.event_id AS "eventId"
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor d ON d.id = r.subscription_descriptor_id
     LEFT JOIN app_user u ON u.id = r.user_id
     WHERE r.id = $1`,
    [reservationId],
  );
  return row ?? null;
}

export interface AttendeeRow {
  publicUuid: string;
  categoryId: number;
  status: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  userLanguage: string | null;
  /** Field name → values, in the order of their index. */
  additional: Record<string, string[]>;
}

export async function findAttendees(q: Queryable, reservationId: string): Promise<AttendeeRow[]> {
  return q.query<AttendeeRow>(
    `SELECT t.public_uuid::text AS "publicUuid", t.category_id AS "categoryId", t.status, t.first_name AS "firstName",
       t.last_name AS "lastName", t.email, t.user_language AS "userLanguage",
       coalesce((SELECT jsonb_object_agg(name, vals) FROM (
         SELECT f.name, jsonb_agg(v.value ORDER BY v.field_index) AS vals
         FROM additional_field_value v JOIN additional_field f ON f.id = v.field_id
         WHERE v.ticket_id = t.id AND v.value IS NOT NULL GROUP BY f.name) fields), '{}'::jsonb) AS additional
     FROM ticket t WHERE t.reservation_id = $1 AND t.category_id IS NOT NULL ORDER BY t.category_id, t.id`,
    [reservationId],
  );
}

/** The subscriptions a reservation bought, with their holders. */
export async function findSubscriptionOwners(q: Queryable, reservationId: string): Promise<Holder[]> {
  return q.query<Holder>(
    `SELECT id::text AS id, first_name AS "firstName", last_name AS "lastName", email
     FROM subscription WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
}
