import type { EventFormat, PaymentProxy, ReservationStatus } from '@shop/contract';
import { isUuid } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * One ticket of an event, addressed by its public uuid, with what every ticket endpoint, page
 * and document needs of its reservation, category and event.
 */
export interface TicketRecord {
  id: number;
  /** Internal uuid: input of the ticket code, never shown. */
  uuid: string;
  publicUuid: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  userLanguage: string | null;
  locked: boolean;
  finalPriceCents: number;
  currencyCode: string | null;
  metadata: Record<string, unknown>;
  checkedInAt: Date | null;
  categoryId: number;
  categoryName: string;
  categoryAccessType: 'INHERIT' | 'IN_PERSON' | 'ONLINE';
  categoryValidityStart: Date | null;
  categoryValidityEnd: Date | null;
  categoryMetadata: Record<string, unknown>;
  reservationId: string;
  reservationStatus: ReservationStatus;
  reservationFirstName: string | null;
  reservationLastName: string | null;
  reservationFullName: string | null;
  reservationEmail: string | null;
  reservationLanguage: string;
  reservationInvoiceNumber: string | null;
  paymentProxy: PaymentProxy | null;
  eventId: number;
  eventShortName: string;
  eventDisplayName: string;
  eventFormat: EventFormat;
  eventLocation: string | null;
  eventTimeZone: string;
  eventStart: Date;
  eventEnd: Date;
  eventLanguages: string[];
  eventMetadata: Record<string, unknown>;
  eventPrivateKey: string;
  caseInsensitiveQrCode: boolean;
  useFirstAndLastName: boolean;
  organizationId: number;
  organizationName: string;
  organizationEmail: string;
}

const COLUMNS = `t.id, t.uuid, t.public_uuid AS "publicUuid", t.status, t.first_name AS "firstName",
  t.last_name AS "lastName", t.full_name AS "fullName", t.email, t.user_language AS "userLanguage", t.locked,
  t.final_price_cents AS "finalPriceCents", t.currency_code AS "currencyCode", t.metadata, t.checked_in_at AS "checkedInAt",
  c.id AS "categoryId", c.name AS "categoryName", c.ticket_access_type AS "categoryAccessType",
  c.ticket_validity_start AS "categoryValidityStart", c.ticket_validity_end AS "categoryValidityEnd",
  c.metadata AS "categoryMetadata",
  r.id AS "reservationId", r.status AS "reservationStatus", r.first_name AS "reservationFirstName",
  r.last_name AS "reservationLastName", r.full_name AS "reservationFullName", r.email AS "reservationEmail",
  r.user_language AS "reservationLanguage", r.invoice_number AS "reservationInvoiceNumber", r.payment_proxy AS "paymentProxy",
  e.id AS "eventId", e.short_name AS "eventShortName", e.display_name AS "eventDisplayName", e.format AS "eventFormat",
  e.location AS "eventLocation", e.time_zone AS "eventTimeZone", e.start_at AS "eventStart", e.end_at AS "eventEnd",
  e.content_languages AS "eventLanguages", e.metadata AS "eventMetadata", e.private_key AS "eventPrivateKey",
  e.case_insensitive_qr_code AS "caseInsensitiveQrCode", e.use_first_and_last_name AS "useFirstAndLastName",
  o.id AS "organizationId", o.name AS "organizationName", o.email AS "organizationEmail"`;

const FROM = `FROM ticket t
  JOIN ticket_category c ON c.id = t.category_id
  JOIN reservation r ON r.id = t.reservation_id
  JOIN event e ON e.id = t.event_id
  JOIN organization o ON o.id = e.organization_id`;

/**
 * The ticket of the named event with this public uuid, whatever its state; null when there is
 * none (a malformed uuid included) or it belongs to no reservation.
 */
export async function findEventTicket(
  q: Queryable,
  eventShortName: string,
  publicUuid: string,
): Promise<TicketRecord | null> {
  if (!isUuid(publicUuid)) return null;
  const [row] = await q.query<TicketRecord>(
    `SELECT ${COLUMNS} ${FROM} WHERE t.public_uuid = $1 AND e.short_name = $2`,
    [publicUuid.toLowerCase(), eventShortName],
  );
  return row ?? null;
}

/** The tickets of a reservation, in category display order, then in the order they were claimed. */
export async function findReservationTickets(q: Queryable, reservationId: string): Promise<TicketRecord[]> {
  if (!isUuid(reservationId)) return [];
  return q.query<TicketRecord>(
    `SELECT ${COLUMNS} ${FROM} WHERE t.reservation_id = $1 AND t.status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID', 'PENDING')
     ORDER BY c.ordinal, c.id, t.id`,
    [reservationId.toLowerCase()],
  );
}

/** Same row, locked for an update or a release in the caller's transaction. */
export async function lockEventTicket(q: Queryable, ticketId: number): Promise<void> {
  await q.query('SELECT id FROM ticket WHERE id = $1 FOR UPDATE', [ticketId]);
}
