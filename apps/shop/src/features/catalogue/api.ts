import type { BasicEventInfo, BasicSubscriptionDescriptorInfo } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/**
 * The filters of both lists: `organizerSlug` from the `o/:organizerSlug` path,
 * the rest from the query string. alf.io's subscription list honours only the slug, but the shop
 * sends the same filters to both, so both lists answer for the same organizer and scope.
 */
export type CatalogueFilters = {
  organizerSlug: string | null;
  /** A subscription descriptor id: only the events it can be used for. */
  subscription: string | null;
  /** An organization id, passed through as written. */
  organizer: string | null;
  /** Events carrying all of these tags. */
  tags: readonly string[];
};

export function catalogueFilters(organizerSlug: string | undefined, search: URLSearchParams): CatalogueFilters {
  return {
    organizerSlug: organizerSlug ?? null,
    subscription: search.get('subscription'),
    organizer: search.get('organizer'),
    tags: search.getAll('tags'),
  };
}

/** Failures are logged here; the screens show them as empty lists. */
async function logFailure<T>(list: string, call: Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!signal.aborted) console.error(`The ${list} list could not be loaded`, error);
    throw error;
  }
}

export const eventListQuery = (filters: CatalogueFilters) =>
  queryOptions({
    queryKey: ['catalogue', 'events', filters],
    queryFn: ({ signal }): Promise<BasicEventInfo[]> =>
      logFailure('event', request('listEvents', { query: filters, signal }), signal),
  });

export const subscriptionListQuery = (filters: CatalogueFilters) =>
  queryOptions({
    queryKey: ['catalogue', 'subscriptions', filters],
    queryFn: ({ signal }): Promise<BasicSubscriptionDescriptorInfo[]> =>
      logFailure('subscription', request('listSubscriptions', { query: filters, signal }), signal),
  });
