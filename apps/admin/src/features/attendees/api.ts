import type { EventAttendee, EventAttendeesPage } from '@shop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download, request } from '../../lib/api-client.ts';

export type { EventAttendee, EventAttendeesPage };

/** How many attendees one page shows. */
export const PAGE_SIZE = 25;

/** One page (0 is the first) of the event's attendees with their additional fields. */
export const attendeesQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['organizerEventAttendees', slug, page, PAGE_SIZE],
    queryFn: ({ signal }) =>
      request('listOrganizerEventAttendees', { params: { slug }, query: { page, size: PAGE_SIZE }, signal }),
    // The table keeps the page on screen while the next one loads, instead of jumping to "Loading".
    placeholderData: keepPreviousData,
  });

/** The server's CSV of every attendee. */
export const exportAttendees = (slug: string) => download('exportOrganizerEventAttendees', { params: { slug } });
