import type { LocalizedText, ReservationStatus, VatStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

export interface MyReservationRow {
  id: string;
  status: ReservationStatus;
  type: 'event' | 'subscription';
  /** Event short name or subscription descriptor id. */
  publicIdentifier: string;
  eventName: string | null;
  subscriptionTitle: LocalizedText | null;
  contextStart: Date | null;
  contextEnd: Date | null;
  timeZone: string;
  validity: Date | null;
  confirmedAt: Date | null;
  createdAt: Date;
  invoiceNumber: string | null;
  finalPriceCents: number;
  currencyCode: string | null;
  usedVatPercent: string | null;
  vatStatus: VatStatus | null;
}

export interface MyReservationItemRow {
  reservationId: string;
  id: string;
  firstName: string | null;
  lastName: string | null;
  categoryName: string | null;
  subscriptionTitle: LocalizedText | null;
}

/** The buyer's orders, newest first, except cancelled ones (credited ones are cancelled too). */
export async function findUserReservations(q: Queryable, userId: number): Promise<MyReservationRow[]> {
  return q.query<MyReservationRow>(
    `SELECT r.id, r.status, r.purchase_context_type AS type,
       coalesce(e.short_name, sd.id::text) AS "publicIdentifier",
       e.display_name AS "eventName", sd.title AS "subscriptionTitle",
       coalesce(e.start_at, sd.validity_from) AS "contextStart", coalesce(e.end_at, sd.validity_to) AS "contextEnd",
       coalesce(e.time_zone, sd.time_zone) AS "timeZone",
       r.validity, r.confirmed_at AS "confirmedAt", r.created_at AS "createdAt", r.invoice_number AS "invoiceNumber",
       r.final_price_cents AS "finalPriceCents", coalesce(r.currency_code, e.currency, sd.currency) AS "currencyCode",
       r.used_vat_percent::text AS "usedVatPercent", r.vat_status AS "vatStatus"
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor sd ON sd.id = r.subscription_descriptor_id
     WHERE r.user_id = $1 AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED')
     ORDER BY r.created_at DESC, r.id`,
    [userId],
  );
}

/** Tickets (by category) and subscriptions of those orders. */
export async function findUserReservationItems(q: Queryable, userId: number): Promise<MyReservationItemRow[]> {
  return q.query<MyReservationItemRow>(
    `SELECT t.reservation_id AS "reservationId", t.uuid::text AS id, t.first_name AS "firstName",
       t.last_name AS "lastName", c.name AS "categoryName", NULL::jsonb AS "subscriptionTitle"
     FROM ticket t JOIN reservation r ON r.id = t.reservation_id LEFT JOIN ticket_category c ON c.id = t.category_id
     WHERE r.user_id = $1 AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED')
     UNION ALL
     SELECT s.reservation_id, s.id::text, s.first_name, s.last_name, NULL, sd.title
     FROM subscription s JOIN reservation r ON r.id = s.reservation_id
     JOIN subscription_descriptor sd ON sd.id = s.subscription_descriptor_id
     WHERE r.user_id = $1 AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED')
     ORDER BY 1, 2`,
    [userId],
  );
}
