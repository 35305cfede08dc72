import type { AttendeeField, EventAttendee, EventAttendeesPage } from '@shop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download, request } from '../../lib/api-client.ts';
import type { Language } from '../../messages/index.ts';

export type { AttendeeField, EventAttendee, EventAttendeesPage };

/** How many attendees one page shows. */
export const PAGE_SIZE = 25;

/**
 * One page (0 is the first) of the event's attendees with their additional fields, labelled in
 * `lang` (the back office's language).
 */
export const attendeesQuery = (slug: string, page: number, lang: Language) =>
  queryOptions({
    queryKey: ['organizerEventAttendees', slug, page, PAGE_SIZE, lang],
    queryFn: ({ signal }) =>
      request('listOrganizerEventAttendees', { params: { slug }, query: { page, size: PAGE_SIZE, lang }, signal }),
    // The table keeps the page on screen while the next one loads, instead of jumping to "Loading".
    placeholderData: keepPreviousData,
  });

/** The server's CSV of every attendee, its fields headed by their labels in `lang`. */
export const exportAttendees = (slug: string, lang: Language) =>
  download('exportOrganizerEventAttendees', { params: { slug }, query: { lang } });
