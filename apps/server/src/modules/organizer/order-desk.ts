import type { OrderOverview, OrderSearchResult, PaymentProxy, ReservationStatus } from '@shop/contract';
import type { z } from 'zod';
import type { ChangeAttendeeRequest } from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { queueReservationEmail } from '../email/reservation-email.ts';
import { listReservationRefunds } from '../payment/refund-repository.ts';
import { priceReservation, summaryOf } from '../reservation/pricing/order-summary.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { lockReservation, markReservationRegistered } from '../reservation/status/reservation-repository.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { queueTicketEmail } from '../ticket/ticket-email.ts';
import {
  auditTicket,
  findEventTicket,
  lockEventTicket,
  markPaidOnSite,
  setTicketHolder,
} from '../ticket/ticket-repository.ts';
import { loadTicketView } from '../ticket/ticket-view.ts';
import {
  findOrderAudit,
  findOrderEmails,
  findOrderHeader,
  findOrderPayments,
  findOrderTickets,
  findRefundableCents,
  searchOrders,
} from './order-desk-repository.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { refundAnswer, type AdminOutcome } from './reservation-refunds.ts';

/**
 * The back office's orders of an event: finding them, reading one whole, and the organizer's
 * small changes to one (send its e-mail again, another holder for a ticket, its on-site payment
 * taken). Each change holds the order's lock and is written to the audit log in its transaction.
 */

export interface OrderSearch {
  search?: string | undefined;
  status?: ReservationStatus | undefined;
  paymentProxy?: PaymentProxy | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const DEFAULT_PAGE_SIZE = 25;

/** One page of the event's orders; null when the organization has no event of that slug. */
export async function searchEventOrders(
  db: Queryable,
  organizer: Organizer,
  slug: string,
  query: OrderSearch,
): Promise<OrderSearchResult | null> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return null;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await searchOrders(db, eventId, {
    search: query.search ? query.search : null,
    status: query.status ?? null,
    paymentProxy: query.paymentProxy ?? null,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    orders: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    total,
    page,
    pageSize,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The order with all the back office shows of it; null when it is not one of the organization's event's. */
export async function eventOrder(
  db: Queryable,
  organizer: Organizer,
  slug: string,
  reservationId: string,
): Promise<OrderOverview | null> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return null;
  const header = await findOrderHeader(db, eventId, reservationId);
  if (!header) return null;
  const lang = header.language ?? 'en';
  const [priced, tickets, payments, refunds, emails, audit, refundableCents] = await Promise.all([
    priceReservation(db, reservationId, lang),
    findOrderTickets(db, reservationId),
    findOrderPayments(db, reservationId),
    listReservationRefunds(db, reservationId),
    findOrderEmails(db, reservationId),
    findOrderAudit(db, reservationId),
    findRefundableCents(db, reservationId),
  ]);
  const paid = payments.some((payment) => payment.status === 'COMPLETE') || header.registeredAt !== null;
  return {
    id: header.id,
    status: header.status,
    firstName: header.firstName,
    lastName: header.lastName,
    email: header.email,
    language: header.language,
    paymentProxy: header.paymentProxy,
    paymentMethod: header.paymentMethod,
    paid,
    createdAt: header.createdAt.toISOString(),
    confirmedAt: iso(header.confirmedAt),
    invoiceNumber: header.invoiceNumber,
    invoiceUrl:
      header.invoiceNumber === null
        ? null
        : `/api/v2/public/event/${encodeURIComponent(slug)}/reservation/${header.id}/invoice`,
    finalPriceCents: header.finalPriceCents,
    refundableCents,
    currency: header.currency,
    items: priced
      ? summaryOf(priced, lang)
      : {
          summary: [],
          totalPrice: '0.00',
          free: true,
          displayVat: false,
          priceInCents: 0,
          descriptionForPayment: '',
          totalVAT: '0.00',
          vatPercentage: '0.00',
          notYetPaid: false,
        },
    tickets: tickets.map(({ id: _id, ...ticket }) => ({ ...ticket, checkedInAt: iso(ticket.checkedInAt) })),
    payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    refunds: refunds.map(refundAnswer),
    emails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })),
    audit: audit.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

const refused = (code: string, description: string): AdminOutcome => ({
  kind: 'refused',
  answer: { status: 'ERROR', data: null, errors: [{ code, description }] },
});

interface OrderRef {
  slug: string;
  reservationId: string;
}

/** Locks the order when it is one of the organization's event's, and runs `change` with it. */
async function withOwnedOrder(
  db: Database,
  organizer: Organizer,
  { slug, reservationId }: OrderRef,
  change: (
    tx: Queryable,
    order: {
      eventId: number;
      status: ReservationStatus;
      header: NonNullable<Awaited<ReturnType<typeof findOrderHeader>>>;
    },
  ) => Promise<AdminOutcome>,
): Promise<AdminOutcome> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return { kind: 'not-found' };
  return db.transaction(async (tx) => {
    const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
    if (!locked || locked.eventId !== eventId) return { kind: 'not-found' };
    const header = await findOrderHeader(tx, eventId, reservationId);
    if (!header) return { kind: 'not-found' };
    return change(tx, { eventId, status: locked.status, header });
  });
}

/** Sends the buyer the order's e-mail again, as it stands: confirmed with its tickets, or the payment still awaited. */
export function resendOrderConfirmation(
  db: Database,
  organizer: Organizer,
  where: OrderRef,
  baseUrl: string,
): Promise<AdminOutcome> {
  return withOwnedOrder(db, organizer, where, async (tx, { eventId, status }) => {
    if (status !== 'COMPLETE' && !isIn('awaitingPayment', status))
      return refused('NOT_CONFIRMED', 'Only a confirmed order or one waiting for its payment has an e-mail to send.');
    if (!(await queueReservationEmail(tx, where.reservationId, baseUrl)))
      return refused('NO_RECIPIENT', 'The order has no e-mail address to write to.');
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'RESERVATION_EMAIL_RESENT',
      organizationId: organizer.organizationId,
      entityType: 'RESERVATION',
      entityId: where.reservationId,
      eventId,
      reservationId: where.reservationId,
      before: null,
      after: { status },
    });
    return { kind: 'done' };
  });
}

const HELD = new Set(['ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID']);

/** Gives a ticket of a complete order another holder, who gets the ticket by e-mail. */
export function changeOrderAttendee(
  db: Database,
  organizer: Organizer,
  where: OrderRef & { ticketUuid: string },
  holder: z.output<typeof ChangeAttendeeRequest>,
  baseUrl: string,
): Promise<AdminOutcome> {
  return withOwnedOrder(db, organizer, where, async (tx, { eventId, status }) => {
    const found = await findEventTicket(tx, where.slug, where.ticketUuid);
    if (!found || found.reservationId !== where.reservationId) return { kind: 'not-found' };
    await lockEventTicket(tx, found.id);
    if (status !== 'COMPLETE' || !HELD.has(found.status))
      return refused('NOT_ASSIGNABLE', 'Only a ticket of a confirmed order can change its holder.');
    await setTicketHolder(tx, found.id, holder);
    await auditTicket(tx, found, 'TICKET_UPDATE', { newHolder: true, by: 'organizer' });
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'TICKET_HOLDER_CHANGE',
      organizationId: organizer.organizationId,
      entityType: 'TICKET',
      entityId: found.publicUuid,
      eventId,
      reservationId: where.reservationId,
      before: { firstName: found.firstName, lastName: found.lastName, email: found.email },
      after: holder,
    });
    const updated = await findEventTicket(tx, where.slug, where.ticketUuid);
    const view = updated && (await loadTicketView(tx, updated));
    if (updated && view)
      await queueTicketEmail(tx, {
        ticket: updated,
        shortId: shortIdOf(view.reservation, view.settings.context),
        baseUrl,
      });
    return { kind: 'done' };
  });
}

/** The organizer took the money of an order to be paid on site: the order is paid, its tickets ask for nothing at the door. */
export function confirmOnSitePayment(db: Database, organizer: Organizer, where: OrderRef): Promise<AdminOutcome> {
  return withOwnedOrder(db, organizer, where, async (tx, { eventId, status, header }) => {
    if (status !== 'COMPLETE' || header.paymentProxy !== 'ON_SITE' || header.registeredAt !== null)
      return refused('NOT_DUE_ON_SITE', 'This order has no payment due on site.');
    await markReservationRegistered(tx, where.reservationId);
    for (const ticket of await findOrderTickets(tx, where.reservationId)) await markPaidOnSite(tx, ticket.id);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'RESERVATION_ON_SITE_PAYMENT_CONFIRMED',
      organizationId: organizer.organizationId,
      entityType: 'RESERVATION',
      entityId: where.reservationId,
      eventId,
      reservationId: where.reservationId,
      before: { status, paid: false },
      after: { status, paid: true },
    });
    return { kind: 'done' };
  });
}
