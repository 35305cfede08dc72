import { pageHref } from '@shop/contract/routes';
import type { GlobalError } from '../../lib/api-client.ts';

/** Query parameters of the event page that travel on to the booking step. */
const carriedParams = ['subscription', 'organizer', 'tags'] as const;

/** Where a new event reservation is completed: its booking page, filters kept. */
export function bookingPath(eventName: string, reservationId: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of carriedParams) for (const value of search.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  const path = pageHref.reservation({ type: 'event', publicIdentifier: eventName, reservationId }, 'book');
  return query ? `${path}?${query}` : path;
}

/** `?errors=a,b`: codes the server sent the visitor here with, as global errors. */
export function errorsFromAddress(value: string | null): GlobalError[] {
  return (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => ({ code, arguments: null }));
}
