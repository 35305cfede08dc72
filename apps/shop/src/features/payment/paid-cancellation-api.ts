import type { PaidCancellationTerms } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/**
 * What a buyer cancels (ours: `paidCancellationCapability`): a whole paid order, from its success
 * page, or one ticket of it, from the ticket's page.
 */
export type PaidCancellationTarget = { reservationId: string } | { eventShortName: string; ticketUuid: string };

/** Whether the buyer may cancel this now, and what comes back. */
export const paidCancellationQuery = (target: PaidCancellationTarget) =>
  'reservationId' in target
    ? queryOptions({
        queryKey: ['reservation', target.reservationId, 'paid-cancellation'],
        queryFn: ({ signal }) =>
          request('getPaidCancellation', { params: { reservationId: target.reservationId }, signal }),
      })
    : queryOptions({
        queryKey: ['ticket', target.eventShortName, target.ticketUuid, 'paid-cancellation'],
        queryFn: ({ signal }) =>
          request('getPaidTicketCancellation', {
            params: { eventName: target.eventShortName, ticketUuid: target.ticketUuid },
            signal,
          }),
      });

/** Cancels on the terms the server holds at that moment; rejects when they no longer allow it. */
export const cancelPaid = (target: PaidCancellationTarget): Promise<PaidCancellationTerms> =>
  'reservationId' in target
    ? request('cancelPaidReservation', { params: { reservationId: target.reservationId }, body: {} })
    : request('cancelPaidTicket', {
        params: { eventName: target.eventShortName, ticketUuid: target.ticketUuid },
        body: {},
      });
