import type { AvailabilityUpdate, ItemsByCategory } from '@shop/contract';
import { categoryState, type CategoryState } from './category-state.ts';

/** A category that stopped being for sale with an update, and what it shows instead. */
export interface CategoryClosed {
  name: string;
  state: Exclude<CategoryState, 'saleable'>;
}

/**
 * The categories' answer with a pushed update laid over it: each category the update names takes
 * its new availability, everything else (names, prices, categories a code revealed) stays. The
 * same object comes back when nothing changed, so the page does not draw again.
 */
export function applyAvailability(
  items: ItemsByCategory,
  update: AvailabilityUpdate,
): { items: ItemsByCategory; closed: CategoryClosed[] } {
  const byId = new Map(update.categories.map((category) => [category.id, category]));
  const closed: CategoryClosed[] = [];
  let changed = items.waitingList !== update.waitingList || items.preSales !== update.preSales;
  const ticketCategories = items.ticketCategories.map((category) => {
    const availability = byId.get(category.id);
    if (!availability) return category;
    const next = { ...category, ...availability };
    const same = (Object.keys(availability) as (keyof typeof availability)[]).every(
      (key) => category[key] === next[key],
    );
    if (same) return category;
    changed = true;
    const state = categoryState(next);
    if (categoryState(category) === 'saleable' && state !== 'saleable') closed.push({ name: category.name, state });
    return next;
  });
  if (!changed) return { items, closed };
  return {
    items: { ...items, ticketCategories, waitingList: update.waitingList, preSales: update.preSales },
    closed,
  };
}
