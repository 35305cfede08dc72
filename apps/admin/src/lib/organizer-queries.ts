import { queryOptions } from '@tanstack/react-query';
import { request } from './api-client.ts';

/**
 * The queries several screens read, once each: the events list, the orders screen's choice of
 * event, the dashboard and the editor share their answers and their cache keys, and a change made
 * on one screen refreshes the others through these keys.
 */
export const organizerEventsQuery = () =>
  queryOptions({
    queryKey: ['organizerEvents'],
    queryFn: ({ signal }) => request('listOrganizerEvents', { signal }),
  });

/** The event with its categories and ticket counts (alf.io's `stats` answer). */
export const eventStatsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['organizerEventStats', slug],
    queryFn: ({ signal }) => request('organizerEventStats', { params: { slug }, signal }),
  });
