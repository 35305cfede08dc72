import type { Queryable } from '../../../db/database.ts';
import type { ReservationContext } from './reservation-context.ts';

export interface ReservationContextRow extends Omit<
  ReservationContext,
  'lastPaymentDay' | 'settings' | 'categorySettings' | 'privacyUrl'
> {
  start: Date | null;
  end: Date | null;
  validityFrom: Date | null;
  privacyUrl: string | null;
  categoryIds: number[];
}

/** The reservation with its purchase context and organization, read against the database clock. */
export async function findReservationContextRow(
  q: Queryable,
  reservationId: string,
): Promise<ReservationContextRow | null> {
  const [row] = await q.query<ReservationContextRow>(
    `SELECT r.id AS "reservationId", r.status, r.validity, r.validated, r.purchase_context_type AS "purchaseContextType",
       r.event_id AS "eventId", r.subscription_descriptor_id AS "subscriptionDescriptorId",
       o.id AS "organizationId", o.name AS "organizationName", o.email AS "organizationEmail",
       coalesce(e.short_name, sd.id::text) AS "publicIdentifier",
       coalesce(jsonb_build_object('en', e.display_name), sd.title) AS "contextTitle",
       r.user_language AS language, r.email, r.user_id AS "userId",
       coalesce(e.allowed_payment_proxies, sd.allowed_payment_proxies) AS "allowedProxies",
       coalesce(e.time_zone, sd.time_zone) AS "timeZone", e.start_at AS start, e.end_at AS "end",
       CASE WHEN sd.validity_from > now() THEN sd.validity_from END AS "validityFrom", coalesce(e.privacy_url, sd.privacy_url) AS "privacyUrl",
       now() AS now, coalesce((SELECT array_agg(DISTINCT t.category_id) FROM ticket t WHERE t.reservation_id = r.id), '{}') AS "categoryIds"
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor sd ON sd.id = r.subscription_descriptor_id
     JOIN organization o ON o.id = coalesce(e.organization_id, sd.organization_id)
     WHERE r.id = $1`,
    [reservationId],
  );
  return row ?? null;
}
