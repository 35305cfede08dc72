import type { EventCode, EventDetails } from '@shop/contract';
import { browserPaths, buildPath, routes } from '@shop/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';
import { readPreload } from '../../lib/preload.ts';
import type { ReservationFormBody } from './reservation-form.ts';

/** Events are cached for 20 minutes, kept as long even while no page shows them. */
export const eventStaleTimeMs = 20 * 60 * 1000;

/** One event by short name; the page's `preload-event` answers the first call when it is this event. */
export const eventQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['event', eventName],
    queryFn: ({ signal }) => request('getEvent', { params: { eventName }, signal }),
    staleTime: eventStaleTimeMs,
    gcTime: eventStaleTimeMs,
    initialData: () => readPreload<EventDetails>('preload-event', eventName),
  });

/** The key every `ticketCategoriesQuery` of the event starts with, with or without a code. */
export const ticketCategoriesOf = (eventName: string) => ['ticket-categories', eventName] as const;

/** The code a cached `ticketCategoriesQuery` was asked with, read back from its key. */
export const codeOfTicketCategoriesKey = (key: readonly unknown[]): string | null =>
  (key[2] as { code: string | null } | undefined)?.code ?? null;

/**
 * Categories, supplements and the waiting-list flags as seen with `code` (null: without a code).
 * Never cached as fresh: availability changes with every sale.
 */
export const ticketCategoriesQuery = (eventName: string, code: string | null) =>
  queryOptions({
    queryKey: [...ticketCategoriesOf(eventName), { code }] as const,
    queryFn: ({ signal }) =>
      request('getTicketCategories', { params: { eventName }, query: code ? { code } : {}, signal }),
  });

/**
 * The automatic discount for a selection, or null when none applies (the server's 204). The
 * whole body is part of the key, so every change of quantities asks again.
 */
export const dynamicDiscountQuery = (eventName: string, body: ReservationFormBody) =>
  queryOptions({
    queryKey: ['dynamic-discount', eventName, body],
    queryFn: async ({ signal }) => (await request('checkDiscount', { params: { eventName }, body, signal })) ?? null,
  });

/** The code as the server knows it; rejects with the `ApiError` of a 422 when it is not valid. */
export async function validateCode(eventName: string, code: string): Promise<EventCode> {
  const answer = await request('validateCode', { params: { eventName }, query: { code }, validated: true });
  return answer.value ?? { code, type: null, discountType: null, discountAmount: null };
}

/** Creates the reservation; resolves with its id and any warnings the server attached. */
export async function reserveTickets(eventName: string, lang: string, body: ReservationFormBody) {
  const answer = await request('reserveTickets', { params: { eventName }, query: { lang }, body, validated: true });
  return { reservationId: answer.value ?? '', warnings: answer.warnings };
}

/** Links the browser opens itself: the calendar file, or with `google` a redirect to Google Calendar. */
export function calendarUrl(eventName: string, lang: string, variant: 'ics' | 'google'): string {
  const path = buildPath(routes.getCalendar.path, { eventName, locale: lang });
  return variant === 'google' ? `${path}?type=google` : path;
}

export function fileUrl(digest: string): string {
  return buildPath(browserPaths.file, { digest });
}

/** Releases a reservation just made, when the visitor prefers to change the selection after a warning. */
export async function cancelReservation(reservationId: string): Promise<void> {
  await request('cancelReservation', { params: { reservationId } });
}
