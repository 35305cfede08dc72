import type { ScopedSettings } from '../settings/scoped-settings.ts';
import type { CategoryRow, TicketCounts } from './event-repository.ts';

/**
 * When a ticket category sells and how many tickets one reservation may take.
 * All instants are compared with the database clock of the request.
 */

/** In its sale window: started, not ended. */
export function isInSale(category: Pick<CategoryRow, 'inception' | 'expiration'>, now: Date): boolean {
  return category.inception.getTime() <= now.getTime() && now.getTime() < category.expiration.getTime();
}

export function isExpired(category: Pick<CategoryRow, 'expiration'>, now: Date): boolean {
  return category.expiration.getTime() <= now.getTime();
}

export function isSaleInFuture(category: Pick<CategoryRow, 'inception'>, now: Date): boolean {
  return category.inception.getTime() > now.getTime();
}

/** FREE tickets the category could hand out now: its own rows when bounded, else the event's shared pool. */
export function availableTickets(category: Pick<CategoryRow, 'id' | 'bounded'>, counts: TicketCounts): number {
  return category.bounded ? (counts.freeByCategory.get(category.id) ?? 0) : counts.freeInPool;
}

export const DEFAULT_MAX_PER_RESERVATION = 5;

/** The category's own limit, else the setting resolved from the category outward. */
export function maxPerReservation(
  category: Pick<CategoryRow, 'maxPerReservation'>,
  categorySettings: ScopedSettings,
): number {
  return (
    category.maxPerReservation ??
    categorySettings.integer('MAX_AMOUNT_OF_TICKETS_BY_RESERVATION', DEFAULT_MAX_PER_RESERVATION)
  );
}

/** Before the sale of the first category opens. */
export function isPreSales(categories: readonly Pick<CategoryRow, 'inception'>[], now: Date): boolean {
  if (categories.length === 0) return false;
  const firstInception = Math.min(...categories.map((category) => category.inception.getTime()));
  return now.getTime() < firstInception;
}

export interface WaitingListState {
  /** Show the waiting-list (or pre-registration) form. */
  open: boolean;
  preSales: boolean;
}

/**
 * The waiting list takes entries unless the organizer stopped it, either before the sale as a
 * pre-registration, or once nothing is left to buy while some category is still selling.
 * `categories` are the ones a buyer without a code sees.
 */
export function waitingListState(
  categories: readonly CategoryRow[],
  counts: TicketCounts,
  settings: ScopedSettings,
  now: Date,
): WaitingListState {
  const preSales = isPreSales(categories, now);
  if (categories.length === 0 || settings.flag('STOP_WAITING_QUEUE_SUBSCRIPTIONS', false))
    return { open: false, preSales };
  if (preSales) return { open: settings.flag('ENABLE_PRE_REGISTRATION', false), preSales };
  const lastSaleEnd = Math.max(...categories.map((category) => category.expiration.getTime()));
  const noSeatsLeft = categories
    .filter((category) => !isExpired(category, now))
    .every((category) => availableTickets(category, counts) === 0);
  return { open: settings.flag('ENABLE_WAITING_QUEUE', false) && now.getTime() < lastSaleEnd && noSeatsLeft, preSales };
}

/** The settings the event page and the reservation read, so one query loads just these. */
export const eventPageSettingKeys = [
  'MAX_AMOUNT_OF_TICKETS_BY_RESERVATION',
  'DISPLAY_TICKETS_LEFT_INDICATOR',
  'DISPLAY_EXPIRED_CATEGORIES',
  'STOP_WAITING_QUEUE_SUBSCRIPTIONS',
  'ENABLE_PRE_REGISTRATION',
  'ENABLE_WAITING_QUEUE',
  'PAYMENT_METHODS_BLACKLIST',
  'RESERVATION_TIMEOUT',
  'ENABLE_CAPTCHA_FOR_TICKET_SELECTION',
  'RECAPTCHA_API_KEY',
  'RECAPTCHA_SECRET',
] as const;
