import type { TicketCategory } from '@shop/contract';

export { categoryState, type CategoryState } from '@shop/contract/structured-data';

/** Some category has its own ticket count: then the event-wide "tickets left" badge would mislead. */
export function showsEventTicketsLeft(
  availableTicketsCount: number | null,
  categories: readonly Pick<TicketCategory, 'bounded'>[],
): boolean {
  return (availableTicketsCount ?? 0) > 0 && !categories.some((category) => category.bounded);
}
