import type { WaitingQueueSubscription } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

export type { WaitingQueueSubscription };

/** The event's waiting list, first come first. */
export const waitingListQuery = (slug: string) =>
  queryOptions({
    queryKey: ['organizerWaitingList', slug],
    queryFn: ({ signal }) => request('listOrganizerWaitingList', { params: { slug }, signal }),
  });
