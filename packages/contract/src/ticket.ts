import { z } from 'zod';
import {
  AdditionalServiceWithData,
  DatesWithOffset,
  LocalizedText,
  TicketsByTicketCategory,
  validatedResponse,
} from './common.ts';
import { binary, emptyBody, endpoint } from './endpoint.ts';
import { EmptyForm, optionalInteger, optionalText, segment, uuidSegment } from './request.ts';

/**
 * Values of configurable fields, one array element per slot: a checkbox has one element per
 * option (the option's value, or null when unticked), a date of birth is `YYYY-MM-DD`.
 */
export const AdditionalFieldValues = z.record(z.string(), z.array(z.string().nullable()).nullable());

/** Field values of one linked additional-service item. */
export const AdditionalServiceLinkForm = z.object({
  additionalServiceItemId: optionalInteger,
  /** Public ticket uuid. */
  ticketUUID: optionalText,
  /** Left null when missing: an item without values is an error the server reports. */
  additional: AdditionalFieldValues.nullish().transform((value) => value ?? null),
});

/** Attendee data of one ticket: the ticket update body and the entries of the booking form's `tickets`. */
export const UpdateTicketOwnerForm = z.object({
  /** Trimmed by the server; empty means null. */
  firstName: optionalText,
  lastName: optionalText,
  /** Only events that use a single name field. */
  fullName: optionalText,
  email: optionalText,
  /** Language tag. */
  userLanguage: optionalText,
  additional: AdditionalFieldValues.nullish().transform((value) => value ?? {}),
  /** Keyed by public ticket uuid; validated only for events with linked additional services. */
  additionalServices: z
    .record(z.string(), z.array(AdditionalServiceLinkForm))
    .nullish()
    .transform((value) => value ?? {}),
});

/** A ticket as its holder sees it on the ticket page. */
export const TicketInfo = z.object({
  /** Public ticket uuid. */
  uuid: z.string(),
  fullName: z.string(),
  email: z.string(),
  ticketCategoryName: z.string(),
  /** The reservation's contact person. */
  reservationFullName: z.string(),
  /** The short id shown to buyers, not the reservation's UUID. */
  reservationId: z.string(),
  /** Paid on site: payment at the desk. */
  deskPaymentRequired: z.boolean(),
  /** The event's dates, not the category's. */
  timeZone: z.string(),
  datesWithOffset: DatesWithOffset,
  /** Computed on the category's validity when it has one. */
  sameDay: z.boolean(),
  formattedBeginDate: LocalizedText,
  formattedBeginTime: LocalizedText,
  formattedEndDate: LocalizedText,
  formattedEndTime: LocalizedText,
  additionalServiceWithData: z.array(AdditionalServiceWithData),
});
export type TicketInfo = z.infer<typeof TicketInfo>;

/**
 * Tickets are addressed by their public uuid. A ticket is "available" when its reservation is
 * COMPLETE and it is assigned; otherwise these endpoints answer 404 (403 for the documents).
 */
const TicketParams = z.object({ eventName: segment, ticketUuid: uuidSegment });

export const ticketEndpoints = {
  getTicket: endpoint('getTicket', {
    params: TicketParams,
    responses: { 200: TicketInfo, 404: emptyBody },
  }),
  /**
   * The category with exactly this ticket, including online check-in data for online events.
   * alf.io answers 404 for a ticket without a holder; our server serves it while its order is complete.
   */
  getFullTicket: endpoint('getFullTicket', {
    params: TicketParams,
    responses: { 200: TicketsByTicketCategory, 404: emptyBody },
  }),
  sendTicketByEmail: endpoint('sendTicketByEmail', {
    params: TicketParams,
    body: EmptyForm,
    responses: { 200: z.boolean(), 404: emptyBody },
  }),
  /**
   * Assigns or updates the holder; the reservation must be COMPLETE but the ticket need not be
   * assigned. Field names in errors have no `tickets[…]` prefix. With a locked assignment the
   * server silently keeps the stored name and e-mail (our server also while the event's transfers
   * are off and the ticket has a holder), and a field that is not `editable` keeps its stored answer.
   */
  updateTicket: endpoint('updateTicket', {
    params: TicketParams,
    body: UpdateTicketOwnerForm,
    responses: { 200: validatedResponse(z.boolean()), 422: validatedResponse(z.boolean()), 404: emptyBody },
  }),
  /** 200 `true` also when the ticket is not available (nothing done); 400 `false` when not releasable. */
  releaseTicket: endpoint('releaseTicket', {
    params: TicketParams,
    responses: { 200: z.boolean(), 400: z.boolean() },
  }),
  getTicketQrCode: endpoint('getTicketQrCode', {
    params: TicketParams,
    responses: { 200: binary('image/png'), 403: emptyBody },
  }),
  /** PDF attachment `ticket-{uuid}.pdf`. */
  downloadTicket: endpoint('downloadTicket', {
    params: TicketParams,
    responses: { 200: binary('application/pdf'), 403: emptyBody },
  }),
  /**
   * PDF attachment `tickets-{reservationId}.pdf`: the order's assigned tickets, one page each, in
   * the reservation's language. Like the other ticket documents it needs no sign-in: whoever
   * knows the reservation id may have it. 404 when the event has no such reservation; 403 when
   * the reservation is not COMPLETE or none of its tickets is assigned.
   */
  downloadReservationTickets: endpoint('downloadReservationTickets', {
    params: z.object({ eventName: segment, reservationId: uuidSegment }),
    responses: { 200: binary('application/pdf'), 403: emptyBody, 404: emptyBody },
  }),
  /** 302 to Google Wallet's "save" page. */
  googleWalletPass: endpoint('googleWalletPass', {
    params: TicketParams,
    responses: { 302: emptyBody, 404: emptyBody },
  }),
  appleWalletPass: endpoint('appleWalletPass', {
    params: TicketParams,
    responses: { 200: binary('application/vnd.apple.pkpass'), 404: emptyBody },
  }),
};
