import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client.ts';

/** Subscriptions are cached for 20 minutes, kept as long even while no page shows them. */
export const subscriptionStaleTimeMs = 20 * 60 * 1000;

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: ['subscription', id],
    queryFn: ({ signal }) => request('getSubscription', { params: { id }, signal }),
    staleTime: subscriptionStaleTimeMs,
    gcTime: subscriptionStaleTimeMs,
  });

/**
 * Reserves one subscription and resolves with the reservation id. The human
 * challenge, when the server asks for it, is passed inside `request`.
 */
export async function reserveSubscription(id: string): Promise<string> {
  const answer = await request('reserveSubscription', { params: { id }, body: {}, validated: true });
  if (!answer.value) throw new ApiError(200, answer, []);
  return answer.value;
}
