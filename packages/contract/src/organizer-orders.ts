import { z } from 'zod';
import { OrderSummary } from './common.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import { PaymentProxy, ReservationStatus } from './enums.ts';
import { AdminResultError, AdminResultOk, Refund, ReservationSummary } from './organizer.ts';
import { integer, uuidSegment } from './request.ts';

/**
 * Ours, not alf.io's: the orders of an event as the back office works with them. Signed-in staff
 * (or an API key) of the event's organization in the OWNER or API_CLIENT role; check-in staff get
 * 403, another organization's event or order 404. Every change is written to the audit log.
 */

const slug = z.string().min(1).max(255);
const orderParams = z.object({ slug, reservationId: uuidSegment });

/** Search and filters of an event's orders; a query out of these bounds answers 400. */
export const OrderSearchQuery = z.object({
  /** Part of the buyer's or an attendee's name or e-mail address, or of the order's reference (id or invoice number). */
  search: z.string().trim().max(200).optional(),
  status: ReservationStatus.optional(),
  paymentProxy: PaymentProxy.optional(),
  /** From 1. */
  page: integer.refine((value) => value >= 1 && value <= 100_000).optional(),
  pageSize: integer.refine((value) => value >= 1 && value <= 100).optional(),
});
export type OrderSearchQuery = z.input<typeof OrderSearchQuery>;

export const OrderListItem = ReservationSummary.extend({ paymentProxy: PaymentProxy.nullable() });
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderSearchResult = z.object({
  orders: z.array(OrderListItem),
  /** How many orders match, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderSearchResult = z.infer<typeof OrderSearchResult>;

export const OrderTicket = z.object({
  /** The ticket's public id, as in its links. */
  uuid: z.string(),
  category: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** alf.io's ticket status: ACQUIRED, CHECKED_IN, TO_BE_PAID, … */
  status: z.string(),
  checkedInAt: z.string().nullable(),
  /** When its on-site payment was taken; null when none was (or none is due). */
  paidOnSiteAt: z.string().nullable(),
});
export type OrderTicket = z.infer<typeof OrderTicket>;

export const OrderPayment = z.object({
  id: z.number().int(),
  paymentProxy: z.string(),
  /** PENDING, COMPLETE, CANCELLED, … as the provider's transaction stands. */
  status: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string().nullable(),
  /** The provider's id of the payment. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});

export const OrderEmail = z.object({
  recipient: z.string(),
  subject: z.string(),
  /** WAITING, IN_PROCESS, SENT or ERROR, as the outbox has it. */
  status: z.string(),
  createdAt: z.string(),
});

export const OrderAuditEntry = z.object({
  createdAt: z.string(),
  /** `user:<id>`, `api-key:<id>`, … or null for what the shop, the door or the server did itself. */
  actor: z.string().nullable(),
  /** Upper-case words, e.g. RESERVATION_PAYMENT_CONFIRMED, CHECK_IN. */
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
});

/** One order with everything the back office shows of it. */
export const OrderOverview = z.object({
  id: z.string(),
  status: ReservationStatus,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string().nullable(),
  paymentProxy: PaymentProxy.nullable(),
  paymentMethod: z.string().nullable(),
  /** Whether its money is in: paid online, a transfer confirmed, or taken on site. */
  paid: z.boolean(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The invoice's (or receipt's) PDF for the organizer; null while there is none. */
  invoiceUrl: z.string().nullable(),
  /** Minor units of `currency`. */
  finalPriceCents: z.number().int(),
  /** What may still be refunded, in minor units (paid less refunds). */
  refundableCents: z.number().int(),
  currency: z.string().nullable(),
  items: OrderSummary,
  tickets: z.array(OrderTicket),
  payments: z.array(OrderPayment),
  refunds: z.array(Refund),
  emails: z.array(OrderEmail),
  /** Oldest first. */
  audit: z.array(OrderAuditEntry),
});
export type OrderOverview = z.infer<typeof OrderOverview>;

export const ChangeAttendeeRequest = z.object({
  firstName: z.string().trim().min(1).max(255),
  lastName: z.string().trim().min(1).max(255),
  email: z.email().max(320),
});
export type ChangeAttendeeRequest = z.input<typeof ChangeAttendeeRequest>;

export const organizerOrderEndpoints = {
  /** The event's orders matching the search and filters, newest first, a page at a time. */
  searchEventOrders: endpoint('searchEventOrders', {
    params: z.object({ slug }),
    query: OrderSearchQuery,
    responses: { 200: OrderSearchResult, 404: emptyBody },
  }),
  /** One order of the event: items, tickets, payments and refunds, e-mails sent, invoice and audit trail. */
  eventOrder: endpoint('eventOrder', {
    params: orderParams,
    responses: { 200: OrderOverview, 404: emptyBody },
  }),
  /** Sends the buyer the e-mail of the order as it stands (confirmation with tickets, or payment instructions). */
  resendOrderConfirmation: endpoint('resendOrderConfirmation', {
    params: orderParams,
    responses: { 200: AdminResultOk, 400: AdminResultError, 404: emptyBody },
  }),
  /**
   * Gives a ticket of a complete order another holder's name and e-mail address (the organizer's
   * change, whatever the event lets buyers change); the holder gets the ticket by e-mail.
   */
  changeOrderAttendee: endpoint('changeOrderAttendee', {
    params: z.object({ slug, reservationId: uuidSegment, ticketUuid: uuidSegment }),
    body: ChangeAttendeeRequest,
    responses: { 200: AdminResultOk, 400: AdminResultError, 404: emptyBody },
  }),
  /** The order to be paid on site was paid: its tickets no longer ask for payment at the door. */
  confirmOrderOnSitePayment: endpoint('confirmOrderOnSitePayment', {
    params: orderParams,
    responses: { 200: AdminResultOk, 400: AdminResultError, 404: emptyBody },
  }),
};
