import { z } from 'zod';
import { emptyBody, endpoint, plainText } from './endpoint.ts';
import { PaymentProxy, ReservationStatus } from './enums.ts';
import { decimal, flag, integer, optionalDecimal, optionalText, uuidSegment } from './request.ts';

/**
 * alf.io's admin API v1 (`/api/v1/admin/…`), for organizers' programs. Every call carries
 * `Authorization: ApiKey <key>`: an organization's API key, or the installation's system key for
 * the paths under `/api/v1/admin/system/`. A missing or wrong key answers 401, a key whose role
 * may not make the call 403, and what belongs to another organization 404, as if it did not exist.
 * Malformed bodies answer 400 with an empty body, as alf.io's `ResponseEntity.badRequest()`.
 */

/** An organization as alf.io's admin API writes it (`externalId` and `slug` for the system key only). */
export const Organization = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  externalId: z.string().nullable(),
  slug: z.string().nullable(),
});
export type Organization = z.infer<typeof Organization>;

/** alf.io's `OrganizationModification`: name, e-mail and description are required (checked by the server). */
export const OrganizationModification = z.object({
  id: integer.nullish().transform((value) => value ?? null),
  name: optionalText,
  email: optionalText,
  description: optionalText,
  externalId: optionalText,
  /** Lower-case words joined by hyphens; derived from the name when missing. */
  slug: optionalText,
});
export type OrganizationModification = z.input<typeof OrganizationModification>;

/** alf.io's `ApiKeyType`: the role a new key acts in. */
export const apiKeyTypes = ['API_CLIENT', 'SUPERVISOR', 'SPONSOR', 'OPERATOR'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

/** alf.io's `CreateApiKeyRequest`; the whole body may be left out (an API_CLIENT key). */
export const CreateApiKeyRequest = z.object({
  /** Any case, as alf.io reads it; missing or blank means API_CLIENT. */
  type: optionalText,
  description: optionalText,
  /** Ours, not alf.io's: the instant (ISO 8601 with offset) from which the key is refused. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

/** alf.io's `OrganizationApiKey`: the only answer that ever holds the key itself. */
export const OrganizationApiKey = z.object({
  organizationId: z.number().int(),
  apiKey: z.string(),
  apiKeyType: z.enum(apiKeyTypes),
});
export type OrganizationApiKey = z.infer<typeof OrganizationApiKey>;

/** Ours, not alf.io's: a key as the organization's list shows it, without the key. */
export const ApiKeyDescription = z.object({
  id: z.number().int(),
  /** The key's last four characters. */
  hint: z.string(),
  apiKeyType: z.enum(apiKeyTypes),
  description: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDescription = z.infer<typeof ApiKeyDescription>;

const organizationParams = z.object({ id: integer });

/**
 * alf.io's configuration body: setting names (`BANK_ACCOUNT_NR`, `STRIPE_SECRET_KEY`, …) to their
 * values, numbers and flags written as text. A blank value removes the scope's own value, so the
 * wider scope's applies again.
 */
export const ConfigurationValues = z.record(
  z.string().max(100),
  z.union([z.string().max(100_000), z.number(), z.boolean()]).transform(String),
);
export type ConfigurationValues = z.input<typeof ConfigurationValues>;

/** alf.io's `AttendeeData` as a reservation's detail lists it. */
export const AttendeeData = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  userLanguage: z.string().nullable(),
  externalReference: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  /** The attendee's answers to the additional fields, by field name. */
  additional: z.record(z.string(), z.array(z.string())),
  /** Links to the ticket (alf.io's `AttendeeResources`); empty while the ticket is not issued. */
  resources: z.object({
    ticketPdf: z.string().optional(),
    ticketQrCode: z.string().optional(),
    ready: z.boolean().optional(),
  }),
});

/** alf.io's `ReservationDetail`: the buyer, and the attendees by ticket category. */
export const ReservationDetail = z.object({
  id: z.string(),
  status: ReservationStatus,
  user: z.object({
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    id: z.string().nullable(),
  }),
  tickets: z.array(
    z.object({
      ticketCategoryId: z.number().int(),
      quantity: z.number().int(),
      attendees: z.array(AttendeeData),
      metadata: z.array(z.record(z.string(), z.string())),
    }),
  ),
  subscriptionOwners: z.array(
    z.object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  /**
   * Ours, not alf.io's: the newest e-mail about the order in the outbox, null when none was
   * written. REFUSED: the receiving server refused the address or the message for good (`error`
   * holds its answer); BOUNCED: it took the message, then reported it undeliverable for good
   * (`error` holds the report's status and diagnostic); ERROR: sending gave up after retrying.
   */
  emailDelivery: z
    .object({
      status: z.enum(['WAITING', 'IN_PROCESS', 'SENT', 'ERROR', 'REFUSED', 'BOUNCED']),
      recipient: z.string(),
      error: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type ReservationDetail = z.infer<typeof ReservationDetail>;

/** Ours, not alf.io's: one order of an event, as the organizer's list shows it. */
export const ReservationSummary = z.object({
  id: z.string(),
  status: ReservationStatus,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** In minor units (cents), with the currency. */
  finalPriceCents: z.number().int(),
  currency: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  tickets: z.number().int(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type ReservationSummary = z.infer<typeof ReservationSummary>;

/** alf.io's `TransactionDetails`: the payment the organizer received. */
export const TransactionDetails = z.object({
  /** The payment's reference, e.g. the bank's. */
  id: optionalText,
  /** In major units. */
  paidAmount: optionalDecimal,
  /** Local date and time of the payment, e.g. `2026-03-01T10:15:00`. */
  timestamp: optionalText,
  notes: optionalText,
  /** Required: alf.io refuses a confirmation without it. */
  paymentProvider: PaymentProxy.nullish().transform((value) => value ?? null),
});

/**
 * alf.io's `ReservationConfirmationRequest`. Our server always sends the buyer the confirmation
 * e-mail with the tickets and the invoice, whatever `notification` says, and keeps the billing
 * address the buyer gave (`billingData` is read and not applied).
 */
export const ReservationConfirmationRequest = z.object({
  transaction: TransactionDetails.nullish().transform((value) => value ?? null),
  notification: z
    .object({ customer: flag, attendees: flag })
    .nullish()
    .transform((value) => value ?? null),
  billingData: z
    .object({
      fullName: optionalText,
      company: optionalText,
      line1: optionalText,
      line2: optionalText,
      zip: optionalText,
      city: optionalText,
      state: optionalText,
      countryCode: optionalText,
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type ReservationConfirmationRequest = z.input<typeof ReservationConfirmationRequest>;

/** alf.io's `ReservationConfirmationResponse`: who holds the tickets (or the subscription) now confirmed. */
export const ReservationConfirmationResponse = z.object({
  holders: z.array(
    z.object({
      /** The ticket's id in its links (or the subscription's id). */
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
});
export type ReservationConfirmationResponse = z.infer<typeof ReservationConfirmationResponse>;

/** alf.io's `ReservationUser`: the buyer a reservation is made for (`username` and `id` are read and ignored). */
export const ReservationUser = z.object({
  username: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  id: optionalText,
});

/** alf.io's `ReservationConfiguration`: what the buyer's reservation page lets them change. */
export const ReservationConfiguration = z.object({
  hideContactData: flag,
  hideConfirmationButtons: flag,
  lockEmailEdit: flag,
});

/**
 * alf.io's `AttendeeData` in a reservation request: the holder of one ticket. `metadata`,
 * `additional` and `externalReference` are read and ignored here.
 */
const AttendeeRequest = z.object({
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  /** The holder's language for the ticket's e-mails; the reservation's when missing. */
  userLanguage: optionalText,
  metadata: z.record(z.string(), z.string().nullable()).nullish(),
  additional: z.record(z.string(), z.array(z.string())).nullish(),
  externalReference: optionalText,
});

/**
 * alf.io's `AttendeesByCategory`: how many tickets of a category and, optionally, their holders:
 * the first attendee names the first ticket, and so on; attendees beyond `quantity` are ignored,
 * as alf.io's.
 */
const AttendeesByCategory = z.object({
  ticketCategoryId: integer,
  quantity: integer.refine((value) => value > 0),
  attendees: z.array(AttendeeRequest).nullish(),
  metadata: z.array(z.record(z.string(), z.string().nullable())).nullish(),
});

/**
 * alf.io's `TicketReservationCreationRequest`: tickets by category, the buyer and the page's
 * settings. The tickets are held for the event's usual time (setting RESERVATION_TIMEOUT), as a
 * buyer's own, and the buyer finishes the order on the page `href` leads to.
 */
export const TicketReservationCreationRequest = z.object({
  tickets: z.array(AttendeesByCategory).min(1),
  configuration: ReservationConfiguration.nullish(),
  user: ReservationUser.nullish(),
  promoCode: optionalText,
  /** Language of the reservation and its page; the event's first language when missing. */
  language: optionalText,
  externalReference: optionalText,
});
export type TicketReservationCreationRequest = z.input<typeof TicketReservationCreationRequest>;

/**
 * alf.io's `CreationResponse`: the new reservation and its page, or why none was made. A refusal
 * names alf.io's code in `description`, e.g. `error.STEP_1_NOT_ENOUGH_TICKETS` (alf.io leaves the
 * body of that one empty; naming it is ours).
 */
export const CreationResponse = z.object({
  id: z.string().nullable(),
  href: z.string().nullable(),
  errors: z.array(z.object({ code: z.string(), description: z.string() })).nullable(),
});
export type CreationResponse = z.infer<typeof CreationResponse>;

/** A reservation of the organization's event or subscription, as alf.io's admin paths name it. */
const adminReservationParams = z.object({
  purchaseContextType: z.enum(['event', 'subscription']),
  publicIdentifier: z.string().min(1).max(255),
  reservationId: uuidSegment,
});

/** A query flag alf.io requires: `true` or `false`. */
const requiredQueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** alf.io's `Result<Boolean>` of an admin operation that succeeded. */
export const AdminResultOk = z.object({ status: z.literal('OK'), data: z.literal(true), errors: z.array(z.never()) });
export type AdminResultOk = z.infer<typeof AdminResultOk>;

/**
 * alf.io's `Result` of an operation refused, with its reasons. alf.io answers it with 200; ours
 * with 400, so that a program need not read the body to see the refusal. Codes: `NOTHING_PAID`
 * (no payment to refund), `AMOUNT_TOO_HIGH` (more than what is left after earlier refunds, or not
 * a positive amount in the currency's unit), `NOT_CANCELLABLE` (the order is not paid or waiting
 * for its money), `CHECKED_IN` (a ticket of the order was used at the door), `NOT_REQUESTED` (a
 * refund that is not for the organizer to pay back, or is paid already).
 */
export const AdminResultError = z.object({
  status: z.literal('ERROR'),
  data: z.null(),
  errors: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type AdminResultError = z.infer<typeof AdminResultError>;

/** alf.io's `RefundAmount`: in the order's currency, major units (`"12.50"`). */
export const RefundAmount = z.object({ amount: decimal });
export type RefundAmount = z.input<typeof RefundAmount>;

/**
 * Ours, not alf.io's: a refund of an order. PENDING is owed by the provider that took the money,
 * which is asked again until it refunds (`lastError` says what it answered the last time);
 * REQUESTED is for the organizer to pay back (a bank transfer); DONE is given back.
 */
export const Refund = z.object({
  id: z.number().int(),
  reservationId: z.string(),
  paymentProxy: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string().nullable(),
  status: z.enum(['PENDING', 'REQUESTED', 'DONE']),
  reason: z.enum(['BUYER_CANCELLATION', 'ORGANIZER_CANCELLATION', 'ORGANIZER_REFUND']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof Refund>;

/**
 * alf.io's answer to a bulk import (`BulkCreationResponse`): the request's id to ask its status
 * with, or why nothing was scheduled (e.g. `DUPLICATE_REFERENCE` when two attendees share an
 * external reference, or a category the event does not have).
 */
export const BulkCreationResponse = z.object({
  batchId: z.string().nullable(),
  errors: z.array(z.object({ code: z.string(), description: z.string() })).nullable(),
});
export type BulkCreationResponse = z.infer<typeof BulkCreationResponse>;

/**
 * alf.io's `AdminReservationRequestStats`: how many of an import's attendees have their confirmed
 * reservation, are still waiting for it, or could not get one. `userId` is whoever asked: the
 * user, or for a program its API key's id (alf.io's API keys are users).
 */
export const AdminReservationRequestStats = z.object({
  requestId: z.string(),
  userId: z.number().int(),
  eventId: z.number().int(),
  countSuccess: z.number().int(),
  countPending: z.number().int(),
  countError: z.number().int(),
});
export type AdminReservationRequestStats = z.infer<typeof AdminReservationRequestStats>;

export const organizerEndpoints = {
  createOrganization: endpoint('createOrganization', {
    body: OrganizationModification,
    responses: { 200: Organization, 400: emptyBody },
  }),
  listOrganizations: endpoint('listOrganizations', {
    responses: { 200: z.array(Organization) },
  }),
  getOrganization: endpoint('getOrganization', {
    params: organizationParams,
    responses: { 200: Organization, 404: emptyBody },
  }),
  updateOrganization: endpoint('updateOrganization', {
    params: organizationParams,
    body: OrganizationModification,
    responses: { 200: Organization, 400: emptyBody, 404: emptyBody },
  }),
  /**
   * Deletes the organization with its members, keys and settings; 404 when there is none. 400 while
   * it still has an event, a subscription, a promo code or a payment method of its own: alf.io
   * deletes the events along with every order, ours leaves that to the event's own delete, which
   * is refused once something was sold.
   */
  deleteOrganization: endpoint('deleteOrganization', {
    params: organizationParams,
    responses: { 200: emptyBody, 400: emptyBody, 404: emptyBody },
  }),
  createApiKey: endpoint('createApiKey', {
    params: organizationParams,
    body: CreateApiKeyRequest,
    responses: { 200: OrganizationApiKey, 400: emptyBody, 404: emptyBody },
  }),
  /** Ours, not alf.io's. */
  listApiKeys: endpoint('listApiKeys', {
    params: organizationParams,
    responses: { 200: z.array(ApiKeyDescription), 404: emptyBody },
  }),
  /**
   * The organizer received the payment of a reservation: it is complete, its tickets are issued
   * and the buyer gets the confirmation e-mail with the tickets and the invoice, once, however
   * often and on however many processes the call is made at the same time. alf.io confirms only
   * reservations an administrator created (PENDING); ours confirms those waiting for their money
   * (a bank transfer, a custom offline method), and answers 400 to any other, as alf.io does to a
   * reservation it cannot confirm. 404 for another organization's reservation.
   */
  confirmReservation: endpoint('confirmReservation', {
    params: z.object({ reservationId: uuidSegment }),
    body: ReservationConfirmationRequest,
    responses: { 200: ReservationConfirmationResponse, 400: emptyBody, 404: emptyBody },
  }),
  /** Reserves tickets of the organization's event for a buyer; 404 for another organization's event. */
  createReservation: endpoint('createReservation', {
    params: z.object({ slug: z.string().min(1).max(255) }),
    body: TicketReservationCreationRequest,
    responses: { 200: CreationResponse, 400: CreationResponse, 404: emptyBody },
  }),
  /**
   * Imports attendees as alf.io's bulk import does: each attendee of each request gets a
   * reservation of its own for one ticket of its category, with the attendee as buyer and holder,
   * confirmed as the organizer's (complete, ticket issued, no payment, no e-mail), in the
   * background. `language` is the reservations' language where an attendee names none. 404 for
   * another organization's event.
   */
  importReservations: endpoint('importReservations', {
    params: z.object({ slug: z.string().min(1).max(255) }),
    query: z.object({ language: z.string().trim().min(1).max(20) }),
    body: z.array(TicketReservationCreationRequest).min(1).max(10_000),
    responses: { 200: BulkCreationResponse, 400: BulkCreationResponse, 404: emptyBody },
  }),
  /** An import's progress; 400 (as alf.io) for a request this event does not have, 404 for another organization's event. */
  reservationImportStatus: endpoint('reservationImportStatus', {
    params: z.object({ slug: z.string().min(1).max(255), requestId: uuidSegment }),
    responses: { 200: AdminReservationRequestStats, 400: emptyBody, 404: emptyBody },
  }),
  /**
   * Gives every holder of a subscription linked to the event, whose subscription generates
   * tickets (`supportsTicketsGeneration`) and who has no ticket of the event yet, a ticket paid by
   * the subscription, in the background as an import; they receive it by e-mail. 404 for another
   * organization's event.
   */
  generateSubscribersTickets: endpoint('generateSubscribersTickets', {
    params: z.object({ slug: z.string().min(1).max(255) }),
    responses: { 200: z.literal(true), 404: emptyBody },
  }),
  /** One reservation of an event or a subscription, with its buyer and attendees; 404 when not the organization's. */
  getReservationDetail: endpoint('getReservationDetail', {
    params: z.object({
      purchaseContextType: z.enum(['event', 'subscription']),
      publicIdentifier: z.string().min(1).max(255),
      reservationId: uuidSegment,
    }),
    responses: { 200: ReservationDetail, 404: emptyBody },
  }),
  /**
   * Ours, not alf.io's: the event's orders, newest first, optionally only those in `status` (e.g.
   * OFFLINE_PAYMENT, the bank transfers to watch for). Holds still being filled in are left out.
   */
  listEventReservations: endpoint('listEventReservations', {
    params: z.object({ slug: z.string().min(1).max(255) }),
    query: z.object({ status: ReservationStatus.optional() }),
    responses: { 200: z.array(ReservationSummary), 404: emptyBody },
  }),
  /**
   * Takes a ticket out of its order and puts it back on sale (its links and QR code stop working);
   * an order left without tickets is cancelled. Money is not refunded by this call, and no one is
   * told by e-mail (as alf.io's). 404 when the ticket is not one of the organization's event's.
   */
  deleteTicket: endpoint('deleteTicket', {
    params: z.object({ slug: z.string().min(1).max(255), ticketUuid: uuidSegment }),
    responses: { 200: z.literal(true), 404: emptyBody },
  }),
  /**
   * alf.io's cancellation of an order by the organizer: its tickets go back on sale and the order is
   * CANCELLED; with `refund=true` what was paid is given back through the provider that took it
   * (asked again until it does; see `listEventRefunds`), or requested of the organizer for a bank
   * transfer. An order waiting for a bank transfer is cancelled with nothing to refund. The buyer
   * gets no e-mail (alf.io's `notify` and `issueCreditNote` are not read). 404 when the reservation
   * is not the organization's.
   */
  removeReservation: endpoint('removeReservation', {
    params: adminReservationParams,
    query: z.object({ refund: requiredQueryFlag }),
    responses: { 200: AdminResultOk, 400: AdminResultError, 404: emptyBody },
  }),
  /** alf.io's refund of all or part of a paid order, which stays as it is; 404 when not the organization's. */
  refundReservation: endpoint('refundReservation', {
    params: adminReservationParams,
    body: RefundAmount,
    responses: { 200: AdminResultOk, 400: AdminResultError, 404: emptyBody },
  }),
  /** Ours, not alf.io's: the refunds of the event's orders, newest first, owed ones with the provider's last answer. */
  listEventRefunds: endpoint('listEventRefunds', {
    params: z.object({ slug: z.string().min(1).max(255) }),
    responses: { 200: z.array(Refund), 404: emptyBody },
  }),
  /**
   * Ours, not alf.io's: the organizer records that a REQUESTED refund (money taken by bank transfer
   * or another offline method) has been paid back; it reads DONE from then on. 400 `NOT_REQUESTED`
   * for a refund that is owed by a provider or already given; 404 for another organization's.
   */
  markRefundPaid: endpoint('markRefundPaid', {
    params: z.object({ slug: z.string().min(1).max(255), refundId: integer }),
    responses: { 200: AdminResultOk, 400: AdminResultError, 404: emptyBody },
  }),
  /**
   * Sets the organization's settings. 400 with alf.io's message when a name is not one the server
   * reads at this level (`Request contains unrecognized keys`); 404 for another organization.
   */
  saveOrganizationConfiguration: endpoint('saveOrganizationConfiguration', {
    params: z.object({ organizationId: integer }),
    body: ConfigurationValues,
    responses: { 200: plainText('OK'), 400: plainText(null), 404: emptyBody },
  }),
  /** Sets an event's (or a subscription's) settings, as the organization's; 404 when it is not the organization's. */
  savePurchaseContextConfiguration: endpoint('savePurchaseContextConfiguration', {
    params: z.object({
      organizationId: integer,
      purchaseContextType: z.enum(['event', 'subscription']),
      publicIdentifier: z.string().min(1).max(255),
    }),
    body: ConfigurationValues,
    responses: { 200: plainText('OK'), 400: plainText(null), 404: emptyBody },
  }),
  /** Revokes the key at once; 404 when the organization has no such key in use. */
  revokeApiKey: endpoint('revokeApiKey', {
    params: z.object({ id: integer, apiKey: z.string().min(1).max(200) }),
    responses: { 200: z.literal(true), 404: emptyBody },
  }),
};
