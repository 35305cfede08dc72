import type { TicketCategory } from '@shop/contract';

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

/** Some category has its own ticket count: then the event-wide "tickets left" badge would mislead. */
export function showsEventTicketsLeft(
  availableTicketsCount: number | null,
  categories: readonly Pick<TicketCategory, 'bounded'>[],
): boolean {
  return (availableTicketsCount ?? 0) > 0 && !categories.some((category) => category.bounded);
}
