import type { ItemsByCategory, TicketCategory } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { formatForLanguages } from '../../lib/localized-dates.ts';
import { formatCents } from '../../lib/money.ts';
import { countPromoCodeUsage } from '../reservation/hold/inventory-claim.ts';
import { unitDiscount } from '../reservation/pricing/item-price.ts';
import { readSettings, readSettingsForEach, type ScopedSettings } from '../settings/scoped-settings.ts';
import { toAdditionalService } from './additional-services.ts';
import {
  availableTickets,
  eventPageSettingKeys,
  isExpired,
  isInSale,
  isSaleInFuture,
  maxPerReservation,
  waitingListState,
  type WaitingListState,
} from './category-rules.ts';
import { discountFor, promoCodeFor, resolveCode, revealsCategory, usageScope, type ResolvedCode } from './codes.ts';
import {
  countTickets,
  findAdditionalServices,
  findCategories,
  type CategoryRow,
  type EventRow,
  type TicketCounts,
} from './event-repository.ts';
import { markdownFor } from '../../lib/event-texts.ts';

/**
 * `GET …/ticket-categories` (`endpoints.getTicketCategories` in the contract): the categories a
 * buyer can see, with or without a code, what each still offers, the supplements and donations, and
 * whether the waiting list is open. An unusable code reads as no code.
 */
export async function itemsByCategory(
  db: Queryable,
  event: EventRow,
  rawCode: string | undefined,
): Promise<ItemsByCategory> {
  const [categories, services, code, counts] = await Promise.all([
    findCategories(db, event.id),
    findAdditionalServices(db, event.id),
    rawCode ? resolveCode(db, event, rawCode) : Promise.resolve(null),
    countTickets(db, event.id),
  ]);
  const [eventSettings, ...categorySettings] = await readSettingsForEach(
    db,
    [
      { organizationId: event.organizationId, eventId: event.id },
      ...categories.map((c) => ({ organizationId: event.organizationId, eventId: event.id, categoryId: c.id })),
    ],
    eventPageSettingKeys,
  );
  if (!eventSettings) throw new Error('no settings for the event');
  const settingsOf = new Map(
    categories.map((category, index) => [category.id, categorySettings[index] ?? eventSettings]),
  );
  const codeUsage = await usageOf(db, code);

  const visible = categories.filter((category) => !category.accessRestricted || revealsCategory(code, category));
  const shown = visible
    .map((category) =>
      toTicketCategory(category, event, counts, settingsOf.get(category.id) ?? eventSettings, code, codeUsage),
    )
    .sort((a, b) => a.ordinal - b.ordinal);

  const unrestricted = categories.filter((category) => !category.accessRestricted);
  const waitingList = waitingListState(unrestricted, counts, eventSettings, event.now);
  return {
    ticketCategories: shown.filter((category) => !category.expired),
    expiredCategories: eventSettings.flag('DISPLAY_EXPIRED_CATEGORIES', true)
      ? shown.filter((category) => category.expired)
      : [],
    additionalServices: services
      .filter((service) => service.expiration.getTime() > event.now.getTime())
      .map((service) => toAdditionalService(service, event, code)),
    waitingList: waitingList.open,
    preSales: waitingList.preSales,
    ticketCategoriesForWaitingList: visible
      .filter((category) => !category.bounded && !isExpired(category, event.now))
      .map((category) => ({ id: category.id, name: category.name })),
  };
}

/** Whether the waiting list takes entries now, and the categories an entry may ask for. */
export async function waitingListOf(
  db: Queryable,
  event: EventRow,
): Promise<WaitingListState & { categoryIds: number[] }> {
  const [categories, counts, settings] = await Promise.all([
    findCategories(db, event.id),
    countTickets(db, event.id),
    readSettings(db, { organizationId: event.organizationId, eventId: event.id }, eventPageSettingKeys),
  ]);
  const unrestricted = categories.filter((category) => !category.accessRestricted);
  return {
    ...waitingListState(unrestricted, counts, settings, event.now),
    categoryIds: unrestricted
      .filter((category) => !category.bounded && !isExpired(category, event.now))
      .map((category) => category.id),
  };
}

/** Tickets already sold or held with a limited code, null without one. */
async function usageOf(db: Queryable, code: ResolvedCode | null): Promise<number | null> {
  if (code?.kind !== 'promo-code' || code.promoCode.maxUsage === null) return null;
  return countPromoCodeUsage(db, code.promoCode.id, usageScope(code.promoCode));
}

/**
 * The per-reservation maximum with a code: 1 with a special-price token (it buys one ticket);
 * what a limited promo code has left when it counts for the category.
 */
export function maxWithCode(
  category: CategoryRow,
  settings: ScopedSettings,
  code: ResolvedCode | null,
  codeUsage: number | null,
): number {
  const max = maxPerReservation(category, settings);
  if (code?.kind === 'special-price') return Math.min(1, max);
  const promoCode = promoCodeFor(code, category);
  if (promoCode?.maxUsage != null && codeUsage !== null) return Math.min(max, promoCode.maxUsage - codeUsage);
  return max;
}

function toTicketCategory(
  category: CategoryRow,
  event: EventRow,
  counts: TicketCounts,
  settings: ScopedSettings,
  code: ResolvedCode | null,
  codeUsage: number | null,
): TicketCategory {
  const now = event.now;
  const languages = event.contentLanguages;
  const available = availableTickets(category, counts);
  const inSale = isInSale(category, now);
  const soldOut = inSale && available === 0;
  const maxTickets = maxWithCode(category, settings, code, codeUsage);
  const limitReached = maxTickets <= 0;
  const saleable = inSale && !soldOut;
  const discount = discountFor(code, category);
  const discountCents = discount ? unitDiscount(discount, category.priceCents) : 0;
  const hasDiscount = saleable && discountCents > 0;
  const money = (cents: number) => (event.currency ? formatCents(cents, event.currency) : '');
  return {
    id: category.id,
    name: category.name,
    description: markdownFor(category.description, languages),
    ticketAccessType: category.ticketAccessType,
    bounded: category.bounded,
    maximumSaleableTickets: Math.max(0, Math.min(maxTickets, available)),
    free: category.priceCents === 0,
    // Prices are stored as organizers enter them: with the VAT when the event includes it, without otherwise.
    formattedFinalPrice: money(category.priceCents),
    hasDiscount,
    formattedDiscountedPrice: hasDiscount ? money(category.priceCents - discountCents) : '',
    ordinal: category.accessRestricted ? -1 : category.ordinal,
    expired: isExpired(category, now),
    saleInFuture: isSaleInFuture(category, now),
    containsPendingTickets: counts.withPendingTickets.has(category.id),
    formattedInception: formatForLanguages(
      category.inception,
      'common.ticket-category.date-format',
      event.timeZone,
      languages,
    ),
    formattedExpiration: formatForLanguages(
      category.expiration,
      'common.ticket-category.date-format',
      event.timeZone,
      languages,
    ),
    saleableAndLimitNotReached: saleable && !limitReached,
    accessRestricted: category.accessRestricted,
    soldOutOrLimitReached: soldOut || limitReached,
    availableTickets:
      settings.flag('DISPLAY_TICKETS_LEFT_INDICATOR', false) && category.bounded && !category.accessRestricted
        ? available
        : null,
    displayTaxInformation: !category.taxFree,
  };
}
