import type { EventDetails } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';
import { readPreload } from '../../lib/preload.ts';

/** Spec 000 §9: events are cached for 20 minutes. */
export const eventStaleTimeMs = 20 * 60 * 1000;

/** One event by short name; the page's `preload-event` answers the first call when it is this event. */
export const eventQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['event', eventName],
    queryFn: ({ signal }) => request('getEvent', { params: { eventName }, signal }),
    staleTime: eventStaleTimeMs,
    initialData: () => readPreload<EventDetails>('preload-event', eventName),
  });
