import type { QueuePlace } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client.ts';

/**
 * The buyer's place in the event's fair queue (offered by servers that list
 * `fairQueueCapability`, for events with `queueEnabled`). Each ask keeps the place, so the query
 * asks again as often as the server says until the buyer is let in, also while the tab is hidden.
 * A 404 means the event no longer has a queue: the buyer goes straight to the tickets.
 */
export const queuePlaceQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['queue', eventName],
    queryFn: async (): Promise<QueuePlace> => {
      try {
        return await request('enterQueue', { params: { eventName }, body: {} });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return noQueue;
        throw error;
      }
    },
    refetchInterval: (query) => {
      const place = query.state.data;
      return place && !place.admitted ? place.pollSeconds * 1000 : false;
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

const noQueue: QueuePlace = {
  admitted: true,
  position: null,
  waiting: 0,
  estimatedWaitSeconds: 0,
  drawAt: null,
  pollSeconds: 1,
  placeKeptSeconds: 1,
};
