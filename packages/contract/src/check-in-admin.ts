import { z } from 'zod';
import { emptyBody, endpoint } from './endpoint.ts';
import { optionalText, queryFlag, repeatable, segment } from './request.ts';

/**
 * alf.io's check-in API (`/admin/api/check-in/…`), the one its scan app calls at the door. Every
 * call carries `Authorization: ApiKey <key>` of the event's organization: an OWNER or API_CLIENT
 * key, or a check-in staff key (SUPERVISOR, OPERATOR). A missing or wrong key answers 401, a
 * role that may not make the call 403, and an event that is not the organization's 404.
 *
 * `{ticketIdentifier}` is the ticket's internal uuid, the part of its QR code before the slash;
 * `code` is the QR code's whole text (`{uuid}/{HMAC}`), which proves the holder's name and e-mail.
 */

/** alf.io's `CheckInStatus`; ours answers with those of a check-in at the door. */
export const checkInStatuses = [
  'EVENT_NOT_FOUND',
  'TICKET_NOT_FOUND',
  'EMPTY_TICKET_CODE',
  'INVALID_TICKET_CODE',
  'INVALID_TICKET_STATE',
  'ALREADY_CHECK_IN',
  'MUST_PAY',
  'OK_READY_TO_BE_CHECKED_IN',
  'SUCCESS',
  'INVALID_TICKET_CATEGORY_CHECK_IN_DATE',
  'ERROR',
] as const;
export const CheckInStatus = z.enum(checkInStatuses);
export type CheckInStatus = z.infer<typeof CheckInStatus>;

/** alf.io's `TicketWithCategory` as the scan app reads it. */
export const CheckInTicket = z.object({
  id: z.number().int(),
  uuid: z.string(),
  eventId: z.number().int(),
  ticketsReservationId: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  userLanguage: z.string().nullable(),
  assigned: z.boolean(),
  checkedIn: z.boolean(),
  /** Ours, not alf.io's: the ticket's status and, once checked in, when (ISO 8601) and by which gate. */
  status: z.string(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
});
export type CheckInTicket = z.infer<typeof CheckInTicket>;

/** alf.io's `CheckInResult`: `dueAmount` (major units) and `currency` with MUST_PAY only. */
export const CheckInResult = z.object({
  status: CheckInStatus,
  message: z.string(),
  dueAmount: z.number().optional(),
  currency: z.string().nullable().optional(),
});

/** alf.io's `TicketAndCheckInResult`; a SUCCESS also carries `SuccessfulCheckIn`'s lists. */
export const TicketAndCheckInResult = z.object({
  ticket: CheckInTicket.nullable(),
  result: CheckInResult,
  additionalServices: z.array(z.unknown()).optional(),
  fieldsToDisplay: z.array(z.unknown()).optional(),
  boxColor: z.string().nullable().optional(),
});
export type TicketAndCheckInResult = z.infer<typeof TicketAndCheckInResult>;

/** alf.io's `TicketCheckInStatusResult`: whether the ticket is checked in, without its code. */
export const TicketCheckInStatusResult = z.object({
  ticketUuid: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  checkInStatus: z.enum(['ALREADY_CHECK_IN', 'OK_READY_TO_BE_CHECKED_IN']),
  tags: z.array(z.string()),
});
export type TicketCheckInStatusResult = z.infer<typeof TicketCheckInStatusResult>;

/** alf.io's `TicketCode`: the scanned QR code's text; missing means none was scanned. */
export const TicketCodeBody = z
  .object({ code: optionalText })
  .nullish()
  .transform((value) => ({ code: value?.code ?? null }));
export type TicketCodeBody = z.input<typeof TicketCodeBody>;

/** alf.io's `CheckInStatistics`, with our count per category. */
export const CheckInStatistics = z.object({
  totalAttendees: z.number().int(),
  checkedIn: z.number().int(),
  /** Milliseconds since the epoch of the latest check-in, 0 before the first. */
  lastUpdate: z.number().int(),
  /** Ours, not alf.io's. */
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      totalAttendees: z.number().int(),
      checkedIn: z.number().int(),
    }),
  ),
});
export type CheckInStatistics = z.infer<typeof CheckInStatistics>;

/** One check-in the scan app made offline (alf.io's `TicketIdentifierCode`). */
export const TicketIdentifierCode = z.object({
  identifier: z.string().min(1).max(255),
  code: optionalText,
});

/** alf.io's `EventListItem`: an event the scan app offers at the door. */
export const CheckInEvent = z.object({
  /** The event's slug, the `eventName` of the other check-in calls. */
  key: z.string(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** ISO 8601 in UTC. */
  begin: z.string(),
  end: z.string(),
  oneDay: z.boolean(),
  location: z.string().nullable(),
  timeZone: z.string(),
  apiVersion: z.number().int(),
  descriptions: z.array(z.object({ locale: z.string(), description: z.string() })),
});
export type CheckInEvent = z.infer<typeof CheckInEvent>;

const ticketParams = z.object({ eventName: segment, ticketIdentifier: segment });
const eventParams = z.object({ eventName: segment });
/** `offlineUser`: who checked the ticket in offline, written to the audit log instead of the key. */
const offlineUserQuery = z.object({ offlineUser: z.string().max(255).optional() });

export const checkInAdminEndpoints = {
  /**
   * The organization's events at a venue that have not ended before yesterday, by start: those a
   * gate may pick.
   */
  listCheckInEvents: endpoint('listCheckInEvents', {
    responses: { 200: z.array(CheckInEvent), 403: emptyBody },
  }),
  /** What a scan of `qrCode` would do now, without checking in (`OK_READY_TO_BE_CHECKED_IN` and the others). */
  lookUpCheckIn: endpoint('lookUpCheckIn', {
    params: ticketParams,
    query: z.object({ qrCode: z.string().max(2000).optional() }),
    responses: { 200: TicketAndCheckInResult, 403: emptyBody, 404: emptyBody },
  }),
  /** Whether the event's ticket is checked in; 404 when the event has no such ticket. */
  checkInTicketStatus: endpoint('checkInTicketStatus', {
    params: ticketParams,
    responses: { 200: TicketCheckInStatusResult, 403: emptyBody, 404: emptyBody },
  }),
  /**
   * Checks the ticket in once: of any number of scans, on however many processes, one answers
   * SUCCESS and the others ALREADY_CHECK_IN. MUST_PAY while its on-site payment is due.
   */
  checkInTicket: endpoint('checkInTicket', {
    params: ticketParams,
    query: offlineUserQuery,
    body: TicketCodeBody,
    responses: { 200: TicketAndCheckInResult, 400: emptyBody, 403: emptyBody, 404: emptyBody },
  }),
  /** Checks the ticket in without its code (staff found the holder by name); false when it cannot be. */
  manualCheckIn: endpoint('manualCheckIn', {
    params: ticketParams,
    responses: { 200: z.boolean(), 403: emptyBody, 404: emptyBody },
  }),
  /** Undoes a check-in (the ticket is again due for payment when paid on site); false when not checked in. */
  revertCheckIn: endpoint('revertCheckIn', {
    params: ticketParams,
    responses: { 200: z.boolean(), 403: emptyBody, 404: emptyBody },
  }),
  /** The holder paid at the desk: the ticket is paid, then checked in as `checkInTicket` does. */
  confirmOnSitePayment: endpoint('confirmOnSitePayment', {
    params: ticketParams,
    query: offlineUserQuery,
    body: TicketCodeBody,
    responses: { 200: TicketAndCheckInResult, 400: emptyBody, 403: emptyBody, 404: emptyBody },
  }),
  /** Checked in and expected, for the event or the categories named by `categoryId`. */
  checkInStatistics: endpoint('checkInStatistics', {
    params: eventParams,
    query: z.object({
      categoryId: repeatable.pipe(
        z.array(
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ),
      ),
    }),
    responses: { 200: CheckInStatistics, 400: emptyBody, 403: emptyBody, 404: emptyBody },
  }),
  /**
   * The ids of the tickets to download for scanning offline, changed since `changedSince`
   * (milliseconds since the epoch); the `Alfio-TIME` header is the time to ask from next.
   */
  offlineIdentifiers: endpoint('offlineIdentifiers', {
    params: eventParams,
    query: z.object({ changedSince: z.coerce.number().int().nonnegative().optional() }),
    responses: { 200: z.array(z.number().int()), 400: emptyBody, 403: emptyBody, 404: emptyBody },
  }),
  /**
   * The tickets with these ids (1 to 200), as alf.io gives them to the scan app: keyed by the hex
   * SHA-256 of the code's HMAC, each an AES-256-CBC encryption (key derived from the ticket's
   * code by PBKDF2-HMAC-SHA1, 1000 rounds) of the holder, status, uuid and category as JSON,
   * written `base64url(iv)|base64url(data)`: only a device that scans the code can read it.
   */
  offlineTickets: endpoint('offlineTickets', {
    params: eventParams,
    body: z.array(z.number().int()).min(1).max(200),
    responses: { 200: z.record(z.string(), z.string()), 400: emptyBody, 403: emptyBody, 404: emptyBody },
  }),
  /**
   * The check-ins the scan app made offline, once it is back online: each ticket's answer by its
   * identifier. A ticket scanned twice, or already checked in elsewhere, answers ALREADY_CHECK_IN:
   * the first check-in stands. `forceCheckInPaymentOnSite` takes the payment of MUST_PAY tickets as made.
   */
  bulkCheckIn: endpoint('bulkCheckIn', {
    params: eventParams,
    query: offlineUserQuery.extend({ forceCheckInPaymentOnSite: queryFlag(false) }),
    body: z.array(TicketIdentifierCode).max(1000),
    responses: {
      200: z.record(z.string(), TicketAndCheckInResult),
      400: emptyBody,
      403: emptyBody,
      404: emptyBody,
    },
  }),
};
