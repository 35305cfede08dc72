import type { LocalizedText } from './common.ts';
import type { TicketCategory } from './event-page.ts';

/**
 * What the pages search engines and link previews read share with the shop's first screen: texts
 * in a language and a category's state. The schema.org data and the absolute addresses built with
 * them are in `event-structured-data.ts`, apart, so the shop loads them only when it writes the data.
 */

/** A text in the visitor's language, else in the first language the server sent, else empty. */
export function localized(text: LocalizedText | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] ?? Object.values(text)[0] ?? '';
}

/** The four faces of a category card. */
export type CategoryState = 'saleable' | 'all-reserved' | 'sold-out' | 'not-available';

type StatefulCategory = Pick<
  TicketCategory,
  'saleableAndLimitNotReached' | 'maximumSaleableTickets' | 'containsPendingTickets' | 'soldOutOrLimitReached'
>;

export function categoryState(category: StatefulCategory): CategoryState {
  if (category.saleableAndLimitNotReached && category.maximumSaleableTickets > 0) return 'saleable';
  // Held by pending reservations: some may come back, so the card offers a refresh.
  if (category.containsPendingTickets) return 'all-reserved';
  if (category.soldOutOrLimitReached) return 'sold-out';
  return 'not-available';
}
