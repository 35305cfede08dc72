import type { ValidatedResponse } from '@shop/contract';
import { buildPath, routes } from '@shop/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import type { TicketOwnerBody } from '../../components/ticket-owner-form-slot.ts';
import { ApiError, request } from '../../lib/api-client.ts';

/** Tickets are addressed by their event and their public uuid. */
export interface TicketRef {
  eventShortName: string;
  ticketUuid: string;
}

const params = ({ eventShortName, ticketUuid }: TicketRef) => ({ eventName: eventShortName, ticketUuid });

/** The ticket as its holder sees it; 404 while it is not assigned or its order not complete. */
export const ticketQuery = (ref: TicketRef) =>
  queryOptions({
    queryKey: ['ticket', ref.eventShortName, ref.ticketUuid],
    queryFn: ({ signal }) => request('getTicket', { params: params(ref), signal }),
  });

/** The ticket with its category and field configuration, as the update page edits it. */
export const fullTicketQuery = (ref: TicketRef) =>
  queryOptions({
    queryKey: ['ticket', ref.eventShortName, ref.ticketUuid, 'full'],
    queryFn: ({ signal }) => request('getFullTicket', { params: params(ref), signal }),
  });

/** Everything cached about a ticket is stale once it changed. */
export const ticketQueryKey = (ref: TicketRef) => ['ticket', ref.eventShortName, ref.ticketUuid];

/** Queues the ticket e-mail to its holder; resolves with whether the server did. */
export function sendTicketByEmail(ref: TicketRef): Promise<boolean> {
  return request('sendTicketByEmail', { params: params(ref), body: {} });
}

/**
 * Assigns the ticket or changes its holder. Rejects with an `ApiError` holding the server's
 * validation errors, whose field names have no `tickets[…]` prefix.
 */
export async function updateTicket(ref: TicketRef, body: TicketOwnerBody): Promise<void> {
  const answer: ValidatedResponse<boolean> = await request('updateTicket', {
    params: params(ref),
    body,
    validated: true,
  });
  if (!answer.value) throw new ApiError(200, answer, []);
}

/** Releases the ticket; rejects when the server refuses (the ticket cannot be released). */
export async function releaseTicket(ref: TicketRef): Promise<void> {
  await request('releaseTicket', { params: params(ref) });
}

/** Documents the browser opens itself: the QR code image, the PDF and the two wallet passes. */
export const ticketDocumentUrl = (
  ref: TicketRef,
  document: 'qr-code' | 'pdf' | 'google-wallet' | 'apple-wallet',
): string => {
  const key = {
    'qr-code': 'getTicketQrCode',
    pdf: 'downloadTicket',
    'google-wallet': 'googleWalletPass',
    'apple-wallet': 'appleWalletPass',
  } as const satisfies Record<string, keyof typeof routes>;
  return buildPath(routes[key[document]].path, params(ref));
};

/** All tickets of an order in one PDF: our server's addition, linked only where its info lists the capability. */
export function reservationTicketsPdfUrl(eventShortName: string, reservationId: string): string {
  return buildPath(routes.downloadReservationTickets.path, { eventName: eventShortName, reservationId });
}
