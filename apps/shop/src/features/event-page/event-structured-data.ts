import type { EventDetails, TicketCategory } from '@shop/contract';
import { eventStructuredData as structuredData } from '@shop/contract/event-structured-data';

/** A schema.org Event for the event page, as the server writes it into the page it serves. */
export function eventStructuredData(
  event: EventDetails,
  categories: readonly TicketCategory[],
  page: { lang: string; origin: string },
) {
  return structuredData(event, categories, { ...page, textOf });
}

/** The text of the server's rendered description, without markup. */
function textOf(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
