import type { BasicEventInfo, BasicSubscriptionDescriptorInfo } from '@shop/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { eventListQuery, subscriptionListQuery, type CatalogueFilters } from './api.ts';

interface ListOptions {
  /** Milliseconds between refreshes; none by default. */
  refetchInterval?: number;
}

/**
 * A list once it is known: a failure counts as an empty list, a failed refresh
 * keeps the last one. Undefined while the first answer is on its way.
 */
function settled<T>(query: UseQueryResult<T[]>): T[] | undefined {
  if (query.data) return query.data;
  return query.isError ? [] : undefined;
}

export function useEventList(filters: CatalogueFilters, options: ListOptions = {}): BasicEventInfo[] | undefined {
  return settled(useQuery({ ...eventListQuery(filters), refetchInterval: options.refetchInterval }));
}

export function useSubscriptionList(
  filters: CatalogueFilters,
  options: ListOptions = {},
): BasicSubscriptionDescriptorInfo[] | undefined {
  return settled(useQuery({ ...subscriptionListQuery(filters), refetchInterval: options.refetchInterval }));
}
