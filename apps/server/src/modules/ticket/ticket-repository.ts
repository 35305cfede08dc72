import type { EventFormat, PaymentProxy, ReservationStatus } from '@shop/contract';
import { isUuid } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { freedSeat } from '../reservation/hold/hold-repository.ts';

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
  /** The event's image, a stored file's digest: the organizer's logo on the ticket. */
  eventImageId: string | null;
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
  e.file_blob_id AS "eventImageId",
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

/**
 * The ticket whose internal uuid (its QR code's first part) this is, of whichever event; null
 * when there is none (a malformed uuid included) or it belongs to no reservation.
 */
export async function findTicketByInternalUuid(q: Queryable, uuid: string): Promise<TicketRecord | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await q.query<TicketRecord>(`SELECT ${COLUMNS} ${FROM} WHERE t.uuid = $1`, [uuid.toLowerCase()]);
  return row ?? null;
}

/** The tickets whose internal uuids these are, of whichever event; malformed or unknown ones are left out. */
export async function findTicketsByInternalUuids(q: Queryable, uuids: readonly string[]): Promise<TicketRecord[]> {
  const wellFormed = uuids.filter(isUuid).map((uuid) => uuid.toLowerCase());
  if (wellFormed.length === 0) return [];
  return q.query<TicketRecord>(`SELECT ${COLUMNS} ${FROM} WHERE t.uuid = ANY($1::uuid[])`, [wellFormed]);
}

/**
 * The same, with the ticket's row locked in the caller's transaction. One statement: a caller that
 * waited for another's lock gets the row as that one left it (or none, when its uuid changed).
 */
export async function lockTicketByInternalUuid(tx: Queryable, uuid: string): Promise<TicketRecord | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await tx.query<TicketRecord>(`SELECT ${COLUMNS} ${FROM} WHERE t.uuid = $1 FOR UPDATE OF t`, [
    uuid.toLowerCase(),
  ]);
  return row ?? null;
}

/**
 * The organization's event with this short name, and the tickets (of whichever event) whose
 * internal uuids these are, in one round trip: what a gate reads before it checks tickets in.
 * Malformed uuids find nothing; null when the organization has no such event.
 */
export async function findTicketsAtOrganizationEvent(
  q: Queryable,
  organizationId: number,
  eventShortName: string,
  uuids: readonly string[],
): Promise<{ eventId: number; tickets: TicketRecord[] } | null> {
  const wellFormed = uuids.filter(isUuid).map((uuid) => uuid.toLowerCase());
  // The event is a subquery of its own, so the tickets' join is planned as in the other reads.
  const rows = await q.query<Omit<TicketRecord, 'id'> & { id: number | null; gateEventId: number | null }>(
    `SELECT (SELECT id FROM event WHERE short_name = $1 AND organization_id = $2) AS "gateEventId", found.*
     FROM (SELECT 1) AS one
     LEFT JOIN (SELECT ${COLUMNS} ${FROM} WHERE t.uuid = ANY($3::uuid[])) found ON true`,
    [eventShortName, organizationId, [...new Set(wellFormed)]],
  );
  const [first] = rows;
  if (first?.gateEventId == null) return null;
  const tickets: TicketRecord[] = [];
  for (const { gateEventId: _, id, ...ticket } of rows) if (id !== null) tickets.push({ ...ticket, id });
  return { eventId: first.gateEventId, tickets };
}

/** The event's tickets with these ids, for the scan app's offline list; unknown ids are left out. */
export async function findEventTicketsByIds(
  q: Queryable,
  eventId: number,
  ids: readonly number[],
): Promise<TicketRecord[]> {
  return q.query<TicketRecord>(
    `SELECT ${COLUMNS} ${FROM} WHERE t.event_id = $1 AND t.id = ANY($2::integer[]) ORDER BY t.id`,
    [eventId, [...ids]],
  );
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

/**
 * Puts a released ticket back on sale, or keeps it for the waiting list (`freedSeat`): out of its
 * reservation, without holder, field values or price, and under new internal and public uuids so
 * the old links and QR code open nothing. Items linked to it are unlinked. Resolves to the subscription the ticket used, whose usage then counts one less.
 */
export async function releaseTicketRow(
  tx: Queryable,
  ticketId: number,
): Promise<{ subscriptionId: string | null; status: 'FREE' | 'RELEASED' }> {
  await tx.query('DELETE FROM additional_field_value WHERE ticket_id = $1', [ticketId]);
  await tx.query('UPDATE additional_service_item SET ticket_id = NULL WHERE ticket_id = $1', [ticketId]);
  const [row] = await tx.query<{ subscriptionId: string | null; status: 'FREE' | 'RELEASED' }>(
    `WITH before AS (SELECT subscription_id FROM ticket WHERE id = $1)
     UPDATE ticket t
     SET ${freedSeat('t')}, reservation_id = NULL,
       first_name = NULL, last_name = NULL, full_name = NULL, email = NULL, user_language = NULL, locked = false,
       special_price_id = NULL, subscription_id = NULL, src_price_cents = 0, discount_cents = 0, vat_cents = 0,
       final_price_cents = 0, currency_code = NULL, vat_status = NULL, metadata = '{}', checked_in_at = NULL,
       uuid = gen_random_uuid(), public_uuid = gen_random_uuid(), updated_at = now()
     WHERE t.id = $1
     RETURNING (SELECT subscription_id FROM before) AS "subscriptionId", t.status`,
    [ticketId],
  );
  return { subscriptionId: row?.subscriptionId ?? null, status: row?.status ?? 'FREE' };
}

/** Tickets the reservation still holds. */
export async function countHeldTickets(q: Queryable, reservationId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ticket
     WHERE reservation_id = $1 AND status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID', 'PENDING')`,
    [reservationId],
  );
  return row?.n ?? 0;
}

/** The supplements and donations of a reservation that ends without tickets. */
export async function cancelReservationItems(tx: Queryable, reservationId: string): Promise<void> {
  await tx.query(
    "UPDATE additional_service_item SET status = 'CANCELLED', ticket_id = NULL WHERE reservation_id = $1 AND status <> 'CANCELLED'",
    [reservationId],
  );
}

/** What a check-in changed of the ticket, for answering without reading it again. */
export type CheckedIn = Pick<TicketRecord, 'status' | 'checkedInAt' | 'metadata'>;

/** An organizer's change of a ticket as the audit log keeps it, written by the statement that makes it. */
export interface TicketChangeAudit {
  organizationId: number;
  actor: string;
  userId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Checks the ticket in unless it already is, no longer has this internal uuid (it was released and
 * issued anew) or its order is no longer complete; resolves to what changed, or null when this
 * call did not check it in. With `audit`, the entry is written by the same statement, so a check-in
 * is never without its entry and costs one round trip without a transaction of its own.
 */
export async function markCheckedIn(
  q: Queryable,
  ticket: Pick<TicketRecord, 'id' | 'uuid'>,
  checkedInBy: string,
  audit?: TicketChangeAudit,
): Promise<CheckedIn | null> {
  const checkIn = `UPDATE ticket t SET status = 'CHECKED_IN', checked_in_at = now(), updated_at = now(),
       metadata = t.metadata || jsonb_build_object('${CHECKED_IN_BY}', $3::text)
     WHERE t.id = $1 AND t.uuid = $2 AND t.status = 'ACQUIRED'
       AND EXISTS (SELECT 1 FROM reservation r WHERE r.id = t.reservation_id AND r.status = 'COMPLETE')
     RETURNING t.id, t.uuid, t.event_id, t.reservation_id, t.status, t.checked_in_at, t.metadata`;
  const returned = `SELECT status, checked_in_at AS "checkedInAt", metadata FROM checked`;
  const [row] = audit
    ? await q.query<CheckedIn>(
        `WITH checked AS (${checkIn}),
         logged AS (
           INSERT INTO audit_log (organization_id, actor, user_id, event_type, entity_type, entity_id, event_id,
             reservation_id, before_data, after_data)
           SELECT $4::integer, $5::text, $6::integer, $7::text, 'TICKET', uuid::text, event_id, reservation_id, $8::text::jsonb, $9::text::jsonb
           FROM checked
         )
         ${returned}`,
        [
          ticket.id,
          ticket.uuid,
          checkedInBy,
          audit.organizationId,
          audit.actor,
          audit.userId,
          audit.action,
          JSON.stringify(audit.before),
          JSON.stringify(audit.after),
        ],
      )
    : await q.query<CheckedIn>(`WITH checked AS (${checkIn}) ${returned}`, [ticket.id, ticket.uuid, checkedInBy]);
  return row ?? null;
}

/** A ticket to check in with the others of an upload, as it was read; `payOnSite` takes its payment due at the door first. */
export interface PlannedCheckIn {
  ticket: Pick<TicketRecord, 'id' | 'uuid' | 'status'>;
  payOnSite: boolean;
}

/** The audit entries of an upload's check-ins, all by one gate: what differs per ticket comes from the ticket. */
export interface CheckInsAudit {
  organizationId: number;
  actor: string;
  userId: number | null;
  /** `after_data` of a check-in's entry, and of a payment's taken at the door. */
  checkedInAfter: unknown;
  paidAfter: unknown;
}

/**
 * Checks the tickets in, each under the conditions of `markCheckedIn` (and of `markPaidOnSite`
 * first for those with `payOnSite`), with their audit entries (the payment's before the check-in's),
 * all in one statement. The rows are locked in id order before they are changed, so two uploads
 * of the same tickets wait for each other instead of deadlocking. Resolves to what changed of the
 * tickets this call checked in, by id; a ticket another gate or upload was first with is missing.
 */
export async function markAllCheckedIn(
  q: Queryable,
  planned: readonly PlannedCheckIn[],
  checkedInBy: string,
  audit: CheckInsAudit,
): Promise<Map<number, CheckedIn>> {
  if (planned.length === 0) return new Map();
  const rows = await q.query<CheckedIn & { id: number }>(
    `WITH planned AS (
       SELECT * FROM unnest($1::integer[], $2::uuid[], $3::boolean[], $4::text[]) WITH ORDINALITY
         AS p(id, uuid, pay, status_before, position)
     ),
     locked AS (SELECT t.id FROM ticket t WHERE t.id = ANY($1::integer[]) ORDER BY t.id FOR UPDATE),
     checked AS (
       UPDATE ticket t SET status = 'CHECKED_IN', checked_in_at = now(), updated_at = now(),
         metadata = t.metadata
           || CASE WHEN p.pay THEN jsonb_build_object('${ON_SITE_PAID_AT}', now()) ELSE '{}'::jsonb END
           || jsonb_build_object('${CHECKED_IN_BY}', $5::text)
       FROM planned p JOIN locked l ON l.id = p.id
       WHERE t.id = p.id AND t.uuid = p.uuid
         AND CASE WHEN p.pay
           THEN t.status = 'TO_BE_PAID' OR (t.status = 'ACQUIRED' AND NOT t.metadata ? '${ON_SITE_PAID_AT}')
           ELSE t.status = 'ACQUIRED' END
         AND EXISTS (SELECT 1 FROM reservation r WHERE r.id = t.reservation_id AND r.status = 'COMPLETE')
       RETURNING t.id, t.uuid, t.event_id, t.reservation_id, t.status, t.checked_in_at, t.metadata,
         p.pay, p.status_before, p.position
     ),
     logged AS (
       INSERT INTO audit_log (organization_id, actor, user_id, event_type, entity_type, entity_id, event_id,
         reservation_id, before_data, after_data)
       SELECT $6::integer, $7::text, $8::integer, entry.action, 'TICKET', c.uuid::text, c.event_id, c.reservation_id,
         jsonb_build_object('status', c.status_before), entry.after
       FROM checked c
       CROSS JOIN LATERAL (VALUES (1, 'ON_SITE_PAYMENT_CONFIRMED', $9::text::jsonb), (2, 'CHECK_IN', $10::text::jsonb))
         AS entry(step, action, after)
       WHERE entry.step = 2 OR c.pay
       ORDER BY c.position, entry.step
     )
     SELECT id, status, checked_in_at AS "checkedInAt", metadata FROM checked`,
    [
      planned.map((p) => p.ticket.id),
      planned.map((p) => p.ticket.uuid),
      planned.map((p) => p.payOnSite),
      planned.map((p) => p.ticket.status),
      checkedInBy,
      audit.organizationId,
      audit.actor,
      audit.userId,
      JSON.stringify(audit.paidAfter),
      JSON.stringify(audit.checkedInAfter),
    ],
  );
  return new Map(rows.map(({ id, ...checked }) => [id, checked]));
}

/** The ticket's metadata key for who checked it in: the gate's name, or the key's when it gave none. */
export const CHECKED_IN_BY = 'checkedInBy';

/**
 * The holder paid at the door: a ticket due on site (TO_BE_PAID, or an order to be paid on site
 * whose payment nobody took yet) is paid, and says when in its metadata (`ON_SITE_PAID_AT`).
 * Resolves to whether this call took it.
 */
export async function markPaidOnSite(tx: Queryable, ticketId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ticket SET status = 'ACQUIRED', updated_at = now(),
       metadata = metadata || jsonb_build_object('${ON_SITE_PAID_AT}', now())
     WHERE id = $1 AND (status = 'TO_BE_PAID' OR (status = 'ACQUIRED' AND NOT metadata ? '${ON_SITE_PAID_AT}'))
     RETURNING id`,
    [ticketId],
  );
  return rows.length > 0;
}

/** The ticket's metadata key for the instant its on-site payment was taken at the door. */
export const ON_SITE_PAID_AT = 'onSitePaidAt';

/** Undoes a check-in; a payment taken at the door stays taken. Resolves to whether this call did. */
export async function revertCheckedIn(tx: Queryable, ticketId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ticket SET status = 'ACQUIRED', checked_in_at = NULL, updated_at = now(), metadata = metadata - '${CHECKED_IN_BY}'
     WHERE id = $1 AND status = 'CHECKED_IN' RETURNING id`,
    [ticketId],
  );
  return rows.length > 0;
}

export type TicketAuditType =
  'TICKET_UPDATE' | 'TICKET_RELEASED' | 'CHECK_IN' | 'MANUAL_CHECK_IN' | 'REVERT_CHECK_IN' | 'ON_SITE_PAYMENT';

/** An audit entry about a ticket of the reservation; the entity is the ticket's internal uuid. */
export async function auditTicket(
  q: Queryable,
  ticket: Pick<TicketRecord, 'reservationId' | 'eventId' | 'uuid'>,
  eventType: TicketAuditType,
  data: Record<string, unknown> = {},
): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (reservation_id, event_id, event_type, entity_type, entity_id, data)
     VALUES ($1, $2, $3, 'TICKET', $4, $5::text::jsonb)`,
    [ticket.reservationId, ticket.eventId, eventType, ticket.uuid, JSON.stringify(data)],
  );
}

/** The organizer gives the ticket another holder: names and e-mail address, nothing else of it changes. */
export async function setTicketHolder(
  tx: Queryable,
  ticketId: number,
  holder: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await tx.query(
    `UPDATE ticket SET first_name = $2, last_name = $3, full_name = $2 || ' ' || $3, email = $4, updated_at = now()
     WHERE id = $1`,
    [ticketId, holder.firstName, holder.lastName, holder.email],
  );
}
