import { isUuid, type ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import type { ContactAndBilling } from '../booking/booking-write-repository.ts';
import type { PriceParts, VatStatus } from '../pricing/item-price.ts';
import type { ReservationVatStatus } from '../pricing/order-pricing.ts';

/**
 * The `reservation` row: every statement that creates, changes or deletes it is in this file (lint
 * refuses such SQL elsewhere), so what a reservation may become is read in one place; its status
 * changes only through `moveStatus` in `reservation-status.ts`.
 *
 * Reading a reservation by id. A PENDING reservation whose validity has passed is expired even
 * if the sweep has not released it yet: it reads as gone (alf.io deletes such holds), so a
 * buyer can never go on with tickets that are about to return to sale.
 */

/**
 * SQL condition "a hold past its validity, by the database clock", for queries that read
 * `reservation` under `alias`: what the sweep releases, and what every read treats as gone.
 */
export function expiredHold(alias: string): string {
  return `(${alias}.status = 'PENDING' AND ${alias}.validity < now())`;
}

/** SQL condition "the reservation still counts": anything but an expired hold. */
export function liveReservation(alias: string): string {
  return `NOT ${expiredHold(alias)}`;
}

export interface ReservationHeader {
  id: string;
  status: ReservationStatus;
  purchaseContextType: 'event' | 'subscription';
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  /** End of the hold while PENDING; payment deadline while OFFLINE_PAYMENT. */
  validity: Date;
  validated: boolean;
  userLanguage: string;
  userId: number | null;
  promoCodeId: number | null;
  currencyCode: string | null;
  createdAt: Date;
}

const HEADER_COLUMNS = `id, status, purchase_context_type AS "purchaseContextType", event_id AS "eventId",
  subscription_descriptor_id AS "subscriptionDescriptorId", validity, validated, user_language AS "userLanguage",
  user_id AS "userId", promo_code_id AS "promoCodeId", currency_code AS "currencyCode", created_at AS "createdAt"`;

/** The reservation, or null when the id is unknown, malformed, or its hold has expired. */
export async function findReservation(q: Queryable, id: string): Promise<ReservationHeader | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<ReservationHeader>(
    `SELECT ${HEADER_COLUMNS} FROM reservation WHERE id = $1 AND ${liveReservation('reservation')}`,
    [id],
  );
  return row ?? null;
}

export interface LockedReservation extends ReservationHeader {
  holdExtensions: number;
  /** Whether `validity` has passed by the database clock (the sweep's), whatever the status. */
  expired: boolean;
  /** The database clock when the lock was taken. */
  now: Date;
}

export interface LockOptions {
  /**
   * Whether a hold past its validity is still locked and returned (`'kept'`): for a change that
   * decides itself what an expired hold means (a payment arriving late, a cancel that releases
   * it, a document written for a row that stays). By default it reads as null, like `findReservation`.
   */
  expiredHold?: 'gone' | 'kept';
  /** Only a reservation in one of these statuses is locked; any other reads as null. */
  status?: readonly ReservationStatus[];
}

/**
 * The one lock of a reservation: the row stays locked until the transaction ends. Take it first
 * in every change of a reservation (booking, payment, cancel, documents): the expiry sweep skips
 * locked rows, so once this returns a reservation the sweep cannot release it before the
 * transaction commits, and two changes of one reservation take turns. Null when the id is unknown
 * or malformed, or the row does not match `options`.
 */
export async function lockReservation(
  tx: Queryable,
  id: string,
  options: LockOptions = {},
): Promise<LockedReservation | null> {
  if (!isUuid(id)) return null;
  const conditions = ['id = $1'];
  if (options.expiredHold !== 'kept') conditions.push(liveReservation('reservation'));
  if (options.status) conditions.push('status = ANY($2::text[])');
  const [row] = await tx.query<LockedReservation>(
    `SELECT ${HEADER_COLUMNS}, hold_extensions AS "holdExtensions", validity < now() AS expired, now() AS now
     FROM reservation WHERE ${conditions.join(' AND ')} FOR UPDATE`,
    options.status ? [id, options.status] : [id],
  );
  return row ?? null;
}

/** For rows already in hand: whether a hold has run out at `now`. */
export function isHoldExpired(reservation: Pick<ReservationHeader, 'status' | 'validity'>, now: Date): boolean {
  return reservation.status === 'PENDING' && reservation.validity.getTime() < now.getTime();
}

/** Moves the reservations whose status is one of `from`; resolves to how many moved. */
export async function updateStatuses(
  q: Queryable,
  reservationIds: readonly string[],
  to: ReservationStatus,
  from: readonly ReservationStatus[],
): Promise<number> {
  const rows = await q.query(
    'UPDATE reservation SET status = $2 WHERE id = ANY($1::uuid[]) AND status = ANY($3::text[]) RETURNING id',
    [reservationIds, to, from],
  );
  return rows.length;
}

/** Sets `validated` on a PENDING reservation; resolves to how many rows changed. */
export async function updatePendingValidated(
  tx: Queryable,
  reservationId: string,
  validated: boolean,
): Promise<number> {
  const rows = await tx.query(
    "UPDATE reservation SET validated = $2 WHERE id = $1 AND status = 'PENDING' RETURNING id",
    [reservationId, validated],
  );
  return rows.length;
}

/** Stores the contact and billing data; the booking is no longer validated until it passes again. */
export async function saveContactAndBilling(
  tx: Queryable,
  reservationId: string,
  data: ContactAndBilling,
): Promise<void> {
  const italian = data.italianEInvoicing;
  await tx.query(
    `UPDATE reservation SET first_name = $2, last_name = $3, full_name = $4, email = $5, user_language = $6,
       invoice_requested = $7, add_company_billing_details = $8, billing_address_company = $9, billing_address_line1 = $10,
       billing_address_line2 = $11, billing_address_zip = $12, billing_address_city = $13, billing_address_state = $14,
       billing_address = $15, customer_reference = $16, vat_country_code = $17, vat_nr = $18, skip_vat_nr = $19,
       italy_e_invoicing_fiscal_code = $20, italy_e_invoicing_reference_type = $21, italy_e_invoicing_addressee_code = $22,
       italy_e_invoicing_pec = $23, italy_e_invoicing_split_payment = $24, vat_status = $25, validated = false
     WHERE id = $1`,
    [
      reservationId,
      data.firstName,
      data.lastName,
      data.fullName,
      data.email,
      data.language,
      data.invoiceRequested,
      data.addCompanyBillingDetails,
      data.company,
      data.line1,
      data.line2,
      data.zip,
      data.city,
      data.state,
      data.billingAddress,
      data.customerReference,
      data.vatCountryCode,
      data.vatNr,
      data.skipVatNr,
      italian?.fiscalCode ?? null,
      italian?.referenceType ?? null,
      italian?.addresseeCode ?? null,
      italian?.pec ?? null,
      italian?.splitPayment ?? false,
      data.vatStatus,
    ],
  );
}

/** The buyer's corrected e-mail address, after the receiving server refused the one given. */
export async function saveContactEmail(tx: Queryable, reservationId: string, email: string): Promise<void> {
  await tx.query('UPDATE reservation SET email = $2 WHERE id = $1', [reservationId, email]);
}

/** The buyer an organizer made the reservation for, and alf.io's page settings (`metadata`), merged into what is there. */
export async function saveReservationOwner(
  tx: Queryable,
  reservationId: string,
  owner: { firstName: string | null; lastName: string | null; email: string | null; language: string | null },
  metadata: Record<string, boolean>,
): Promise<void> {
  const fullName = [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null;
  await tx.query(
    `UPDATE reservation SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
       full_name = coalesce($4, full_name), email = coalesce($5, email), user_language = coalesce($6, user_language),
       metadata = metadata || $7::text::jsonb
     WHERE id = $1`,
    [reservationId, owner.firstName, owner.lastName, fullName, owner.email, owner.language, JSON.stringify(metadata)],
  );
}

/** Moves the end of the hold `minutes` later and counts the extension; resolves to the new end. */
export async function extendHeldReservation(tx: Queryable, reservationId: string, minutes: number): Promise<Date> {
  const [row] = await tx.query<{ validity: Date }>(
    `UPDATE reservation SET validity = validity + make_interval(mins => $2), hold_extensions = hold_extensions + 1
     WHERE id = $1 RETURNING validity`,
    [reservationId, minutes],
  );
  if (!row) throw new Error('the locked reservation was not there to extend');
  return row.validity;
}

/**
 * Deletes the reservations no billing document and no online payment refers to; resolves to how
 * many were deleted. A provider may still take a payment the buyer gave up on, and the order
 * must then be found to be honoured or refunded.
 */
export async function deleteUnbilledReservations(tx: Queryable, ids: string[]): Promise<number> {
  const deleted = await tx.query(
    `DELETE FROM reservation r
     WHERE r.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM billing_document b WHERE b.reservation_id = r.id)
       AND NOT EXISTS (SELECT 1 FROM payment_transaction p WHERE p.reservation_id = r.id AND p.gateway_id IS NOT NULL)
     RETURNING r.id`,
    [ids],
  );
  return deleted.length;
}

export interface ReservationTotals {
  src: number;
  discount: number;
  vat: number;
  final: number;
}

export async function storeReservationTotals(
  tx: Queryable,
  reservationId: string,
  totals: ReservationTotals,
  vatStatus: ReservationVatStatus,
  usedVatPercent: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE reservation SET src_price_cents = $2, discount_cents = $3, vat_cents = $4, final_price_cents = $5,
       vat_status = $6, used_vat_percent = $7
     WHERE id = $1`,
    [reservationId, totals.src, totals.discount, totals.vat, totals.final, vatStatus, usedVatPercent],
  );
}

export interface NewReservation {
  descriptorId: string;
  language: string;
  /** Minutes until the hold expires, possibly a fraction. */
  holdMinutes: number;
  price: PriceParts;
  currency: string | null;
  vatPercent: string | null;
  vatStatus: VatStatus;
  userId: number | null;
}

/** A PENDING reservation of purchase context `subscription`, valid for `holdMinutes` by the database clock. */
export async function insertPendingReservation(
  tx: Queryable,
  reservation: NewReservation,
): Promise<{ id: string; validity: Date }> {
  const [row] = await tx.query<{ id: string; validity: Date }>(
    `INSERT INTO reservation (status, purchase_context_type, subscription_descriptor_id, validity, user_language,
       vat_status, used_vat_percent, src_price_cents, discount_cents, vat_cents, final_price_cents, currency_code, user_id)
     VALUES ('PENDING', 'subscription', $1, now() + make_interval(secs => $2::float8 * 60), $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, validity`,
    [
      reservation.descriptorId,
      reservation.holdMinutes,
      reservation.language,
      reservation.vatStatus,
      reservation.vatPercent,
      reservation.price.src,
      reservation.price.discount,
      reservation.price.vat,
      reservation.price.final,
      reservation.currency,
      reservation.userId,
    ],
  );
  if (!row) throw new Error('reservation insert returned no row');
  return row;
}

export async function recordInvoiceNumber(tx: Queryable, reservationId: string, number: string): Promise<void> {
  await tx.query('UPDATE reservation SET invoice_number = $2 WHERE id = $1', [reservationId, number]);
}

const FINISHED = { readyForConfirmation: true, finalized: true };

export interface ConfirmedPayment {
  /** A new deadline (an offline payment's), or null to keep the current one. */
  validity: Date | null;
  proxy: string;
  method: string | null;
  paid: boolean;
}

/** Records the payment on the reservation; a paid one is registered now. */
export async function markReservationConfirmed(
  tx: Queryable,
  reservationId: string,
  payment: ConfirmedPayment,
): Promise<void> {
  await tx.query(
    `UPDATE reservation SET validity = coalesce($2, validity), payment_proxy = $3, payment_method = $4,
       confirmed_at = now(), registered_at = CASE WHEN $5 THEN now() END, metadata = metadata || $6::text::jsonb
     WHERE id = $1`,
    [reservationId, payment.validity, payment.proxy, payment.method, payment.paid, JSON.stringify(FINISHED)],
  );
}

/**
 * Creates the PENDING reservation, its audit entry and its claim on the first category's tickets
 * in one statement, and only if all `$3` tickets could be locked; otherwise it changes nothing
 * and returns no row. `claimable` (the SELECT … FOR UPDATE of the FREE rows to take, `$1`–`$3`) is MATERIALIZED so that it runs once: counted and updated are
 * the same locked rows.
 */
export const createAndClaimStatement = (claimable: string) => `WITH claimable AS MATERIALIZED (
    ${claimable}
  ), created AS (
    INSERT INTO reservation (status, purchase_context_type, event_id, validity, user_language, promo_code_id, user_id,
      currency_code, vat_status, used_vat_percent, src_price_cents, discount_cents, vat_cents, final_price_cents)
    SELECT 'PENDING', 'event', $1, now() + make_interval(secs => $4::float8 * 60), $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
    WHERE (SELECT count(*) FROM claimable) = $3
    RETURNING id, validity, event_id
  ), claimed AS (
    UPDATE ticket t
    SET status = 'PENDING', reservation_id = created.id, category_id = $2, user_language = $5, special_price_id = $15,
      src_price_cents = $16, discount_cents = $17, vat_cents = $18, final_price_cents = $19, currency_code = $8,
      vat_status = $20, updated_at = now()
    FROM claimable c, created
    WHERE t.id = c.id
    RETURNING t.id
  ), audited AS (
    INSERT INTO audit_log (reservation_id, event_id, event_type, entity_type, entity_id)
    SELECT id, event_id, 'RESERVATION_CREATE', 'RESERVATION', id::text FROM created
  )
  SELECT created.id, created.validity, (SELECT array_agg(id ORDER BY id) FROM claimed) AS "ticketIds" FROM created`;

/** The money of an order paid on site was taken: it counts as paid from now. False when it already was. */
export async function markReservationRegistered(tx: Queryable, reservationId: string): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE reservation SET registered_at = now() WHERE id = $1 AND registered_at IS NULL RETURNING id',
    [reservationId],
  );
  return rows.length > 0;
}
