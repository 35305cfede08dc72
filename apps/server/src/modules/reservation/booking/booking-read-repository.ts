import type {
  ItalianEInvoicingReferenceType,
  PaymentProxy,
  ReservationMetadata,
  ReservationStatus,
} from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import type { StoredContactAndBilling } from './booking-write-repository.ts';
import { liveReservation } from '../status/reservation-repository.ts';

/**
 * Everything the booking step and the reservation info read about one reservation, with the
 * facts of its purchase context (event or subscription) that shape them.
 */
export interface BookingReservation extends StoredContactAndBilling {
  id: string;
  status: ReservationStatus;
  validated: boolean;
  validity: Date;
  userLanguage: string;
  userId: number | null;
  fiscalCode: string | null;
  referenceType: ItalianEInvoicingReferenceType | null;
  addresseeCode: string | null;
  pec: string | null;
  splitPayment: boolean;
  finalPriceCents: number;
  invoiceNumber: string | null;
  paymentProxy: PaymentProxy | null;
  metadata: Partial<ReservationMetadata>;
  registeredAt: Date | null;
  purchaseContextType: 'event' | 'subscription';
  organizationId: number;
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  languages: string[];
  timeZone: string;
  currency: string | null;
  /** numeric as text. */
  vat: string;
  vatIncluded: boolean;
  useFirstAndLastName: boolean;
  /** Null for subscriptions. */
  eventEnd: Date | null;
  documentPresent: boolean;
  /** The database clock. */
  now: Date;
}

const COLUMNS = `r.id, r.status, r.validated, r.validity, r.user_language AS "userLanguage", r.user_id AS "userId",
  r.first_name AS "firstName", r.last_name AS "lastName", r.full_name AS "fullName", r.email,
  r.invoice_requested AS "invoiceRequested", r.add_company_billing_details AS "addCompanyBillingDetails",
  r.billing_address_company AS company, r.billing_address_line1 AS line1, r.billing_address_line2 AS line2,
  r.billing_address_zip AS zip, r.billing_address_city AS city, r.billing_address_state AS state,
  r.billing_address AS "billingAddress", r.customer_reference AS "customerReference",
  r.vat_country_code AS "vatCountryCode", r.vat_nr AS "vatNr", r.skip_vat_nr AS "skipVatNr",
  r.italy_e_invoicing_fiscal_code AS "fiscalCode", r.italy_e_invoicing_reference_type AS "referenceType",
  r.italy_e_invoicing_addressee_code AS "addresseeCode", r.italy_e_invoicing_pec AS pec,
  r.italy_e_invoicing_split_payment AS "splitPayment", r.final_price_cents AS "finalPriceCents",
  r.invoice_number AS "invoiceNumber", r.payment_proxy AS "paymentProxy", r.metadata, r.registered_at AS "registeredAt",
  r.purchase_context_type AS "purchaseContextType", coalesce(e.organization_id, d.organization_id) AS "organizationId",
  r.event_id AS "eventId", r.subscription_descriptor_id AS "subscriptionDescriptorId",
  coalesce(e.content_languages, d.content_languages) AS languages, coalesce(e.time_zone, d.time_zone) AS "timeZone",
  CASE WHEN r.event_id IS NULL THEN d.currency ELSE e.currency END AS currency,
  coalesce(e.vat, d.vat)::text AS vat, coalesce(e.vat_included, d.vat_included) AS "vatIncluded",
  coalesce(e.use_first_and_last_name, true) AS "useFirstAndLastName", e.end_at AS "eventEnd",
  EXISTS (SELECT 1 FROM billing_document b WHERE b.reservation_id = r.id AND b.status = 'VALID' AND b.type IN ('INVOICE', 'RECEIPT'))
    AS "documentPresent",
  now() AS now`;

/** Null when unknown, or a hold past its validity (as `findReservation`). */
export async function findBookingReservation(q: Queryable, id: string): Promise<BookingReservation | null> {
  const [row] = await q.query<BookingReservation>(
    `SELECT ${COLUMNS}
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor d ON d.id = r.subscription_descriptor_id
     WHERE r.id = $1 AND ${liveReservation('r')}`,
    [id],
  );
  return row ?? null;
}

export interface ReservedTicket {
  id: number;
  /** Public uuid. */
  uuid: string;
  categoryId: number;
  categoryName: string;
  ticketAccessType: 'INHERIT' | 'IN_PERSON' | 'ONLINE';
  status: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  userLanguage: string | null;
  locked: boolean;
  finalPriceCents: number;
}

/** In category display order, then in the order they were claimed. */
export async function findReservedTickets(q: Queryable, reservationId: string): Promise<ReservedTicket[]> {
  return q.query<ReservedTicket>(
    `SELECT t.id, t.public_uuid AS uuid, t.category_id AS "categoryId", c.name AS "categoryName",
       c.ticket_access_type AS "ticketAccessType", t.status, t.first_name AS "firstName", t.last_name AS "lastName",
       t.full_name AS "fullName", t.email, t.user_language AS "userLanguage", t.locked, t.final_price_cents AS "finalPriceCents"
     FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE t.reservation_id = $1
     ORDER BY c.ordinal, c.id, t.id`,
    [reservationId],
  );
}

export interface ReservedItem {
  id: number;
  serviceId: number;
  ticketId: number | null;
  type: 'SUPPLEMENT' | 'DONATION';
  title: Record<string, string>;
  finalPriceCents: number;
}

/** Supplements and donations the reservation holds or bought, by service, then in order. */
export async function findReservedItems(q: Queryable, reservationId: string): Promise<ReservedItem[]> {
  return q.query<ReservedItem>(
    `SELECT i.id, i.additional_service_id AS "serviceId", i.ticket_id AS "ticketId", s.type, s.title,
       i.final_price_cents AS "finalPriceCents"
     FROM additional_service_item i JOIN additional_service s ON s.id = i.additional_service_id
     WHERE i.reservation_id = $1 AND i.status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED')
     ORDER BY s.id, i.id`,
    [reservationId],
  );
}

export interface StoredValue {
  fieldId: number;
  ticketId: number | null;
  itemId: number | null;
  subscriptionId: string | null;
  index: number;
  value: string | null;
}

/** Field values of the reservation's tickets, items and subscription. */
export async function findStoredValues(q: Queryable, reservationId: string): Promise<StoredValue[]> {
  return q.query<StoredValue>(
    `SELECT field_id AS "fieldId", ticket_id AS "ticketId", additional_service_item_id AS "itemId",
       subscription_id AS "subscriptionId", field_index AS index, value
     FROM additional_field_value
     WHERE ticket_id IN (SELECT id FROM ticket WHERE reservation_id = $1)
       OR additional_service_item_id IN (SELECT id FROM additional_service_item WHERE reservation_id = $1)
       OR subscription_id IN (SELECT id FROM subscription WHERE reservation_id = $1)
     ORDER BY field_id, field_index`,
    [reservationId],
  );
}

/** The subscription a subscription reservation buys. */
export async function findReservedSubscriptionId(q: Queryable, reservationId: string): Promise<string | null> {
  const [row] = await q.query<{ id: string }>(
    'SELECT id FROM subscription WHERE reservation_id = $1 ORDER BY id LIMIT 1',
    [reservationId],
  );
  return row?.id ?? null;
}

/** Some category of the reservation admits only attendees of a group (which forces assignment). */
export async function containsCategoriesLinkedToGroups(
  q: Queryable,
  reservationId: string,
  eventId: number | null,
): Promise<boolean> {
  if (eventId === null) return false;
  const [row] = await q.query<{ linked: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM attendee_group_link l JOIN attendee_group g ON g.id = l.group_id
       WHERE g.active AND l.event_id = $2
         AND (l.ticket_category_id IS NULL OR l.ticket_category_id IN (SELECT category_id FROM ticket WHERE reservation_id = $1))
     ) AS linked`,
    [reservationId, eventId],
  );
  return row?.linked ?? false;
}

export interface PaymentFacts {
  /** A payment token (e.g. a PayPal approval) is stored on the pending transaction. */
  tokenProxy: PaymentProxy | null;
  completed: boolean;
}

export async function findPaymentFacts(q: Queryable, reservationId: string): Promise<PaymentFacts> {
  const [row] = await q.query<PaymentFacts>(
    `SELECT (SELECT payment_proxy FROM payment_transaction
             WHERE reservation_id = $1 AND status = 'PENDING' AND token IS NOT NULL ORDER BY id DESC LIMIT 1) AS "tokenProxy",
       EXISTS (SELECT 1 FROM payment_transaction WHERE reservation_id = $1 AND status = 'COMPLETE') AS completed`,
    [reservationId],
  );
  return row ?? { tokenProxy: null, completed: false };
}
