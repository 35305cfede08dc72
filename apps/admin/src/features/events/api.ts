import type { OrganizerEvent } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

export type { OrganizerEvent };

export const organizerEventsQuery = () =>
  queryOptions({
    queryKey: ['organizerEvents'],
    queryFn: ({ signal }) => request('listOrganizerEvents', { signal }),
  });
