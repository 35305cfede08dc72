import type { EventSales, OrganizerEvent } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

export type { EventSales, OrganizerEvent };

export { eventStatsQuery } from '../../lib/organizer-queries.ts';

/** Tickets sold per period and category, from the first sale to today. */
export const eventSalesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['organizerEventSales', slug],
    queryFn: ({ signal }) => request('organizerEventSales', { params: { slug }, signal }),
  });
