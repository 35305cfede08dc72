import { z } from 'zod';
import { binary, emptyBody, endpoint, plainText } from './endpoint.ts';
import type { AdditionalFieldType } from './enums.ts';
import {
  AdditionalServiceType,
  applicationLanguages,
  DiscountType,
  EventFormat,
  PaymentProxy,
  SupplementPolicy,
  TicketAccessType,
} from './enums.ts';
import { segment } from './request.ts';

/**
 * The events part of alf.io's admin API v1 (`/api/v1/admin/event/…`), for an organizer's scripts
 * and integrations: the shapes alf.io reads and writes, so a script written for alf.io works here.
 * alf.io reads its request with a lenient JSON mapper and checks it afterwards, answering 400 with
 * a list of error codes; so every field below may be missing or null, and what a creation needs is
 * checked by the server, which answers that list (`OrganizerErrors`).
 */

/** A wall-clock time in the event's time zone, as alf.io's `LocalDateTime`: `2026-12-08T08:00:00`. */
export const LocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/, 'a local date and time, 2026-12-08T08:00:00');

/** alf.io's `BigDecimal`: a JSON number, or a number written as a string. */
export const Decimal = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((value) => Number(value));

const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

export const DescriptionRequest = z.object({ lang: z.string(), body: z.string() });
export type DescriptionRequest = z.infer<typeof DescriptionRequest>;

export const LocationRequest = z.object({
  fullAddress: optional(z.string()),
  coordinate: optional(z.object({ latitude: optional(Decimal), longitude: optional(Decimal) })),
});

export const CategoryRequest = z.object({
  /** An existing category to change (update); otherwise categories are matched by name. */
  id: optional(z.int()),
  name: optional(z.string()),
  description: optional(z.array(DescriptionRequest)),
  /** Tickets of this category only; null or 0 shares the event's remaining seats. */
  maxTickets: optional(z.int().min(0)),
  accessRestricted: optional(z.boolean()),
  price: optional(Decimal),
  startSellingDate: optional(LocalDateTime),
  endSellingDate: optional(LocalDateTime),
  accessCode: optional(z.string()),
  customValidity: optional(
    z.object({
      checkInFrom: optional(LocalDateTime),
      checkInTo: optional(LocalDateTime),
      validityStart: optional(LocalDateTime),
      validityEnd: optional(LocalDateTime),
    }),
  ),
  /** Attendee groups are not kept by our server; a link is accepted and ignored. */
  groupLink: optional(z.unknown()),
  ticketAccessType: optional(TicketAccessType),
});
export type CategoryRequest = z.infer<typeof CategoryRequest>;

export const PromoCodeRequest = z.object({
  name: optional(z.string()),
  validFrom: optional(LocalDateTime),
  validTo: optional(LocalDateTime),
  discountType: optional(DiscountType),
  /** Whole percent, or for fixed amounts cents of the event's currency, as alf.io counts them. */
  discount: optional(z.int().min(0)),
});
export type PromoCodeRequest = z.infer<typeof PromoCodeRequest>;

export const TicketRequest = z.object({
  freeOfCharge: optional(z.boolean()),
  /** Seats of the event. */
  max: optional(z.int().min(0)),
  currency: optional(z.string()),
  taxPercentage: optional(Decimal),
  taxIncludedInPrice: optional(z.boolean()),
  paymentMethods: optional(z.array(PaymentProxy)),
  categories: optional(z.array(CategoryRequest)),
  /** On update (ours: alf.io's adds them on creation only) a code of the same name changes, a new one is added. */
  promoCodes: optional(z.array(PromoCodeRequest)),
});

/** alf.io's type names of additional fields, each one of our field types. */
export const additionalInfoTypes = {
  GENERIC_TEXT: 'input:text',
  PHONE_NUMBER: 'input:tel',
  MULTI_LINE_TEXT: 'textarea',
  LIST_BOX: 'select',
  COUNTRY: 'country',
  EU_VAT_NR: 'vat:eu',
  CHECKBOX: 'checkbox',
  RADIO: 'radio',
  DATE_OF_BIRTH: 'input:dateOfBirth',
} as const satisfies Record<string, AdditionalFieldType>;

export const AdditionalInfoRequest = z.object({
  ordinal: optional(z.int()),
  name: optional(z.string()),
  type: optional(z.enum(Object.keys(additionalInfoTypes) as [keyof typeof additionalInfoTypes])),
  required: optional(z.boolean()),
  label: optional(z.array(DescriptionRequest)),
  placeholder: optional(z.array(DescriptionRequest)),
  restrictedValues: optional(
    z.array(
      z.object({
        value: z.string(),
        enabled: optional(z.boolean()),
        descriptions: optional(z.array(DescriptionRequest)),
      }),
    ),
  ),
  contentLength: optional(z.object({ min: optional(z.int().min(0)), max: optional(z.int().min(1)) })),
  displayAtCheckIn: optional(z.boolean()),
});
export type AdditionalInfoRequest = z.infer<typeof AdditionalInfoRequest>;

/** alf.io's `DateTimeModification`: a wall-clock day and time in the event's zone. */
export const DateTimeModification = z.object({
  date: z.iso.date(),
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'a time of day, 08:00'),
});

/** alf.io's `AdditionalServiceText`: one language's title or description of an additional service. */
export const AdditionalServiceText = z.object({
  id: optional(z.int()),
  locale: z.string(),
  value: z.string(),
  type: optional(z.enum(['TITLE', 'DESCRIPTION'])),
});

/**
 * An additional service or a donation in the shape of alf.io's `EventModification.AdditionalService`
 * (its back office's body; alf.io's v1 API takes none). `price` is the fixed price (`fixPrice`),
 * `minPrice` the least a buyer may give when they choose the amount; decimals in the event's
 * currency. Percentage policies are refused: our server charges supplements by the unit.
 */
export const AdditionalServiceRequest = z.object({
  /** An existing service to change (update); otherwise one is added. */
  id: optional(z.int()),
  type: optional(AdditionalServiceType),
  supplementPolicy: optional(SupplementPolicy),
  fixPrice: optional(z.boolean()),
  price: optional(Decimal),
  minPrice: optional(Decimal),
  ordinal: optional(z.int()),
  /** Units for sale; -1 or missing: unlimited. */
  availableQuantity: optional(z.int().min(-1)),
  maxQtyPerOrder: optional(z.int().min(0)),
  inception: optional(DateTimeModification),
  expiration: optional(DateTimeModification),
  vatType: optional(z.enum(['INHERITED', 'NONE', 'CUSTOM_INCLUDED', 'CUSTOM_EXCLUDED'])),
  vat: optional(Decimal),
  title: optional(z.array(AdditionalServiceText)),
  description: optional(z.array(AdditionalServiceText)),
});
export type AdditionalServiceRequest = z.infer<typeof AdditionalServiceRequest>;

/** The body of create and update; on update a missing field keeps what the event has. */
export const EventCreationRequest = z.object({
  title: optional(z.string()),
  slug: optional(z.string()),
  description: optional(z.array(DescriptionRequest)),
  format: optional(EventFormat),
  location: optional(LocationRequest),
  timezone: optional(z.string()),
  startDate: optional(LocalDateTime),
  endDate: optional(LocalDateTime),
  websiteUrl: optional(z.string()),
  termsAndConditionsUrl: optional(z.string()),
  privacyPolicyUrl: optional(z.string()),
  imageUrl: optional(z.string()),
  tickets: optional(TicketRequest),
  /** alf.io's extensions; our server has none, so their settings are accepted and ignored. */
  extensionSettings: optional(z.array(z.unknown())),
  additionalInfo: optional(z.array(AdditionalInfoRequest)),
  /** Ours: alf.io's v1 API does not take them; on update those named by id change, the others are added. */
  additionalServices: optional(z.array(AdditionalServiceRequest)),
});
export type EventCreationRequest = z.input<typeof EventCreationRequest>;
export type ParsedEventCreationRequest = z.output<typeof EventCreationRequest>;

/** alf.io's `ErrorCode` as its serializer writes it; a creation refused answers a list of them. */
export const OrganizerError = z.object({
  fieldName: z.string(),
  code: z.string(),
  description: z.string(),
});
export type OrganizerError = z.infer<typeof OrganizerError>;
export const OrganizerErrors = z.array(OrganizerError);

const TicketCounts = {
  soldTickets: z.int(),
  checkedInTickets: z.int(),
  pendingTickets: z.int(),
  notSoldTickets: z.int(),
  releasedTickets: z.int(),
};

export const OrganizerTicketCategory = z.object({
  id: z.int(),
  name: z.string(),
  ordinal: z.int(),
  bounded: z.boolean(),
  maxTickets: z.int(),
  /** Decimal in the event's currency, as alf.io's `price`. */
  price: z.number(),
  accessRestricted: z.boolean(),
  /** The sales window, ISO 8601 with the event's offset. */
  inception: z.string(),
  expiration: z.string(),
  ticketAccessType: TicketAccessType,
  description: z.record(z.string(), z.string()),
  ...TicketCounts,
});

/**
 * alf.io's `EventWithAdditionalInfo` as `list` and `stats` answer it: the event's header, its
 * categories and the counts of its tickets. Dates are ISO 8601 with the event's offset.
 */
export const OrganizerEvent = z.object({
  id: z.int(),
  shortName: z.string(),
  displayName: z.string(),
  organizationId: z.int(),
  status: z.enum(['DRAFT', 'PUBLIC', 'DISABLED']),
  format: EventFormat,
  timeZone: z.string(),
  begin: z.string(),
  end: z.string(),
  websiteUrl: z.string(),
  termsAndConditionsUrl: z.string(),
  privacyPolicyUrl: z.string().nullable(),
  location: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  fileBlobId: z.string().nullable(),
  currency: z.string().nullable(),
  vatPercentage: z.number(),
  vatIncluded: z.boolean(),
  freeOfCharge: z.boolean(),
  allowedPaymentProxies: z.array(PaymentProxy),
  description: z.record(z.string(), z.string()),
  availableSeats: z.int(),
  /** Decimal: what the completed orders brought, in the event's currency. */
  grossIncome: z.number(),
  ticketCategories: z.array(OrganizerTicketCategory),
  ...TicketCounts,
});
export type OrganizerEvent = z.infer<typeof OrganizerEvent>;

export const DownloadedAttendeeData = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  userLanguage: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  /** Values of the additional fields by field name (a checkbox field may hold several). */
  additional: z.record(z.string(), z.array(z.string())),
  externalReference: z.string().nullable(),
  status: z.string(),
  confirmationTimestamp: z.string().nullable(),
});
export const DownloadedAttendeesByCategory = z.object({
  ticketCategoryId: z.int(),
  attendees: z.array(DownloadedAttendeeData),
});
export type DownloadedAttendeesByCategory = z.infer<typeof DownloadedAttendeesByCategory>;

/** One scan of a ticket at the door, in alf.io's `ScanAudit`. */
export const ScanAudit = z.object({
  /** ISO 8601 instant (alf.io sends the server's local time without offset). */
  scanTimestamp: z.string(),
  /** Who scanned: ours names the key (`api-key:12`); null for the holder's own online check-in. */
  username: z.string().nullable(),
  checkInStatus: z.enum(['SUCCESS', 'OK_READY_TO_BE_CHECKED_IN']),
  operation: z.enum(['SCAN', 'REVERT']),
});

/** alf.io's `CheckInLogEntry`: a checked-in ticket (its internal id, as the scan app knows it), its holder and its scans. */
export const CheckInLogEntry = z.object({
  ticketId: z.string(),
  attendeeData: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    userLanguage: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    additional: z.record(z.string(), z.array(z.string())).nullable(),
    externalReference: z.string().nullable(),
  }),
  audit: z.array(ScanAudit),
});
export type CheckInLogEntry = z.infer<typeof CheckInLogEntry>;

/**
 * One entry of an event's waiting list, in the shape of alf.io's `WaitingQueueSubscription` (which
 * its back office loads): `status` WAITING until a seat is offered, PENDING while the offer's
 * reservation (`reservationId`) is held, then ACQUIRED once it went on to a payment, or EXPIRED.
 */
export const WaitingQueueSubscription = z.object({
  id: z.int(),
  /** When the person signed up, ISO 8601 with offset. */
  creation: z.string(),
  eventId: z.int(),
  status: z.enum(['WAITING', 'PENDING', 'ACQUIRED', 'EXPIRED', 'CANCELLED']),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string(),
  reservationId: z.string().nullable(),
  userLanguage: z.string(),
  selectedCategoryId: z.int().nullable(),
  subscriptionType: z.enum(['PRE_SALES', 'SOLD_OUT']),
  /** Ours, not alf.io's: until when the offered seat is held (PENDING only), ISO 8601; else null. */
  offerExpiresAt: z.string().nullable(),
});
export type WaitingQueueSubscription = z.infer<typeof WaitingQueueSubscription>;

/** A calendar day, `2026-03-01`. */
const calendarDay = z.iso.date();

/**
 * Ours, not alf.io's: the tickets sold per period and category, as the back office's dashboard
 * draws them. Periods are counted in the event's time zone from the order's confirmation; the
 * length follows alf.io's own statistics: a day, a week past three months, a month past a year.
 */
export const EventSalesPeriod = z.object({
  /** The period's first day, `YYYY-MM-DD` in the event's time zone. */
  start: calendarDay,
  categoryId: z.int(),
  tickets: z.int(),
  /** Decimal, in the event's currency: what these tickets brought, VAT included. */
  amount: z.number(),
});
export const EventSales = z.object({
  granularity: z.enum(['day', 'week', 'month']),
  /** The days the answer covers, both included; periods without sales are left out. */
  from: calendarDay,
  to: calendarDay,
  currency: z.string().nullable(),
  periods: z.array(EventSalesPeriod),
});
export type EventSales = z.infer<typeof EventSales>;
export type EventSalesPeriod = z.infer<typeof EventSalesPeriod>;

/** Ours, not alf.io's: one ticket holder as the back office lists them. */
export const EventAttendee = z.object({
  /** The ticket's public uuid. */
  ticketId: z.string(),
  categoryId: z.int(),
  categoryName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  reservationId: z.string(),
  /** Values of the additional fields by field name (a checkbox field may hold several). */
  additional: z.record(z.string(), z.array(z.string())),
});
/** An additional field as a column: its name (the key of `additional`) and its label for people. */
export const AttendeeField = z.object({
  name: z.string(),
  /** In the language asked for, else the event's first language that has one, else the name. */
  label: z.string(),
});
export type AttendeeField = z.infer<typeof AttendeeField>;
export const EventAttendeesPage = z.object({
  /** Every additional field of the event, in the order the buyer saw them: the table's extra columns. */
  fields: z.array(AttendeeField),
  /** Every attendee of the event, whatever the page. */
  total: z.int(),
  page: z.int(),
  size: z.int(),
  attendees: z.array(EventAttendee),
});
export type EventAttendeesPage = z.infer<typeof EventAttendeesPage>;
export type EventAttendee = z.infer<typeof EventAttendee>;

/**
 * Ours, not alf.io's: what an update accepts beyond what `stats` answers, in the request's own
 * shapes, so an editor shows it and sends it back. Settings are named, never valued: a secret
 * (a provider's key, the bank account) can be replaced or cleared but is not read back.
 */
export const OrganizerEventSetup = z.object({
  additionalInfo: z.array(AdditionalInfoRequest.required()),
  additionalServices: z.array(AdditionalServiceRequest.required()),
  promoCodes: z.array(PromoCodeRequest.required()),
  /** Settings the event sets itself, and those its organization sets for all its events. */
  settingsSet: z.object({ event: z.array(z.string()), organization: z.array(z.string()) }),
});
export type OrganizerEventSetup = z.infer<typeof OrganizerEventSetup>;

const eventParams = z.object({ slug: segment });

/**
 * Each call carries an organization's `Authorization: ApiKey <key>` (401 without a valid one, 403
 * for a key whose role may not make it) and reaches only that organization's events: another's
 * answers 404, as if it did not exist. A body that is not the shape below answers 400 before any check.
 */
export const organizerEventEndpoints = {
  /** Creates a draft event; answers its slug as text, or alf.io's error list. */
  createOrganizerEvent: endpoint('createOrganizerEvent', {
    body: EventCreationRequest,
    responses: { 200: plainText(), 400: OrganizerErrors },
  }),
  /** Changes what the body names; answers the slug as text. */
  updateOrganizerEvent: endpoint('updateOrganizerEvent', {
    params: eventParams,
    body: EventCreationRequest,
    responses: { 200: plainText(), 400: OrganizerErrors, 404: emptyBody },
  }),
  /** Ours: the event's fields, services, codes and the names of its settings (see `OrganizerEventSetup`). */
  organizerEventSetup: endpoint('organizerEventSetup', {
    params: eventParams,
    responses: { 200: OrganizerEventSetup, 404: emptyBody },
  }),
  listOrganizerEvents: endpoint('listOrganizerEvents', {
    responses: { 200: z.array(OrganizerEvent) },
  }),
  organizerEventStats: endpoint('organizerEventStats', {
    params: eventParams,
    responses: { 200: OrganizerEvent, 404: emptyBody },
  }),
  /** The holders of sold tickets by category, with their answers to the additional fields. */
  organizerEventAttendees: endpoint('organizerEventAttendees', {
    params: eventParams,
    responses: { 200: z.array(DownloadedAttendeesByCategory), 404: emptyBody },
  }),
  /** Ours: tickets sold per period and category; `from` after `to` answers 400. */
  organizerEventSales: endpoint('organizerEventSales', {
    params: eventParams,
    query: z.object({ from: calendarDay.optional(), to: calendarDay.optional() }),
    responses: { 200: EventSales, 400: OrganizerErrors, 404: emptyBody },
  }),
  /** Ours: a page of the attendees (0 is the first) with their answers to the additional fields. */
  listOrganizerEventAttendees: endpoint('listOrganizerEventAttendees', {
    params: eventParams,
    query: z.object({
      page: z.coerce.number().int().min(0).max(100_000).default(0),
      size: z.coerce.number().int().min(1).max(200).default(50),
      /** The language of the fields' labels. */
      lang: z.enum(applicationLanguages).optional(),
    }),
    responses: { 200: EventAttendeesPage, 404: emptyBody },
  }),
  /**
   * Ours: every attendee as CSV for a spreadsheet, UTF-8 with a byte order mark, one column per
   * additional field headed by its label in `lang` (as the list's); a cell that a spreadsheet
   * would read as a formula is defused.
   */
  exportOrganizerEventAttendees: endpoint('exportOrganizerEventAttendees', {
    params: eventParams,
    query: z.object({ lang: z.enum(applicationLanguages).optional() }),
    responses: { 200: binary('text/csv'), 404: emptyBody },
  }),
  /** The checked-in tickets and their scans; the supervisor may read it too. */
  organizerEventCheckInLog: endpoint('organizerEventCheckInLog', {
    params: eventParams,
    responses: { 200: z.array(CheckInLogEntry), 404: emptyBody },
  }),
  /** Ours, not alf.io's: the event's waiting list, first come first, with each entry's state. */
  listOrganizerWaitingList: endpoint('listOrganizerWaitingList', {
    params: eventParams,
    responses: { 200: z.array(WaitingQueueSubscription), 404: emptyBody },
  }),
  /** Answers `Ok` as text; refused (400) once any order names the event. */
  deleteOrganizerEvent: endpoint('deleteOrganizerEvent', {
    params: eventParams,
    responses: { 200: plainText('Ok'), 400: OrganizerErrors, 404: emptyBody },
  }),
  /** Ours, not alf.io's: `active` true puts the event on sale (PUBLIC), false makes it a draft again. */
  setOrganizerEventStatus: endpoint('setOrganizerEventStatus', {
    params: eventParams,
    body: z.object({ active: z.boolean() }),
    responses: { 200: plainText('Ok'), 404: emptyBody },
  }),
};
