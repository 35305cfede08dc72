import type { LocalizedText } from './common.ts';
import type { TicketCategory } from './event-page.ts';
import { browserPaths, buildPath, pageHref } from './routes.ts';

/**
 * What the pages search engines and link previews read share with the shop's first screen: texts
 * in a language, a category's state, the pages' addresses. The schema.org data built from them is
 * in `event-structured-data.ts`, apart, so the shop loads it only when it must write it.
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

/** The address of the event's page, which every offer points to. */
export const eventPageUrl = (origin: string, shortName: string): string => `${origin}${pageHref.event(shortName)}`;

/** The address of a file the API names by its digest (the event's image). */
export const fileUrlOf = (origin: string, digest: string): string =>
  `${origin}${buildPath(browserPaths.file, { digest })}`;
