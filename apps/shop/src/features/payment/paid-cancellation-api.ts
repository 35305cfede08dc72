import type { PaidCancellationTerms } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/** Whether the buyer may cancel this paid order now, and what comes back (ours: `paidCancellationCapability`). */
export const paidCancellationQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId, 'paid-cancellation'],
    queryFn: ({ signal }) => request('getPaidCancellation', { params: { reservationId }, signal }),
  });

/** Cancels the order on the terms the server holds at that moment; rejects when they no longer allow it. */
export const cancelPaidReservation = (reservationId: string): Promise<PaidCancellationTerms> =>
  request('cancelPaidReservation', { params: { reservationId }, body: {} });
