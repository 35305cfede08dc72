import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/** Spec 000 §9: subscriptions are cached for 20 minutes. */
export const subscriptionStaleTimeMs = 20 * 60 * 1000;

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: ['subscription', id],
    queryFn: ({ signal }) => request('getSubscription', { params: { id }, signal }),
    staleTime: subscriptionStaleTimeMs,
  });
