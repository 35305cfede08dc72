import {
  applicationLanguages,
  type BasicEventInfo,
  type BasicSubscriptionDescriptorInfo,
  type CurrencyDescriptor,
  type LocalizedText,
} from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { datesWithOffset, formatForLanguages, formattedEventDates, sameDay } from '../../lib/localized-dates.ts';
import { currencyDescriptor, formatCents } from '../../lib/money.ts';
import { languageOf } from '../../lib/languages.ts';
import { readSettingsForEach } from '../settings/scoped-settings.ts';
import {
  findListedEvents,
  findListedSubscriptions,
  type CatalogueFilters,
  type ListedSubscriptionRow,
} from './catalogue-repository.ts';

export async function listEvents(db: Queryable, filters: CatalogueFilters): Promise<BasicEventInfo[]> {
  const rows = await findListedEvents(db, filters);
  const settings = await readSettingsForEach(
    db,
    rows.map((row) => ({ organizationId: row.organizationId, eventId: row.id })),
    ['DISPLAY_TICKETS_LEFT_INDICATOR'],
  );
  return rows.map((row, index) => ({
    shortName: row.shortName,
    fileBlobId: row.fileBlobId ?? '',
    title: Object.fromEntries(row.contentLanguages.map((lang) => [lang, row.displayName])),
    format: row.format,
    location: row.location,
    timeZone: row.timeZone,
    datesWithOffset: datesWithOffset(row.startAt, row.endAt, row.timeZone),
    sameDay: sameDay(row.startAt, row.endAt, row.timeZone),
    ...datesInAllLanguages(row.startAt, row.endAt, row.timeZone),
    contentLanguages: row.contentLanguages.map(languageOf),
    availability: {
      isSoldOut: row.ticketsForSale === 0,
      // The count is the organizer's to publish, as alf.io's `availableTicketsCount` on the event page.
      ticketsLeft: settings[index]?.flag('DISPLAY_TICKETS_LEFT_INDICATOR', false) ? row.ticketsForSale : null,
    },
  }));
}

const formattedDatesCache = new Map<string, ReturnType<typeof formattedEventDates>>();
const FORMATTED_DATES_CACHE_SIZE = 1_000;

/**
 * The list is read by pages in any language, so its dates come in all 14 application languages. That
 * is 56 formatted strings per event, which would dominate the answer time on every refresh; the
 * patterns come from the shipped bundles, so the result for given dates never changes.
 */
function datesInAllLanguages(start: Date, end: Date, timeZone: string): ReturnType<typeof formattedEventDates> {
  const key = `${start.getTime()}|${end.getTime()}|${timeZone}`;
  let dates = formattedDatesCache.get(key);
  if (!dates) {
    dates = formattedEventDates(start, end, timeZone, applicationLanguages);
    if (formattedDatesCache.size >= FORMATTED_DATES_CACHE_SIZE) {
      const oldest = formattedDatesCache.keys().next().value;
      if (oldest !== undefined) formattedDatesCache.delete(oldest);
    }
    formattedDatesCache.set(key, dates);
  }
  return dates;
}

const DATE_FORMAT = 'common.event.date-format';

export async function listSubscriptions(
  db: Queryable,
  organizerSlug: string | null,
): Promise<BasicSubscriptionDescriptorInfo[]> {
  const rows = await findListedSubscriptions(db, organizerSlug);
  return rows.map((row) => {
    const formatted = (instant: Date | null) =>
      instant ? formatForLanguages(instant, DATE_FORMAT, row.timeZone, row.contentLanguages) : null;
    return {
      id: row.id,
      fileBlobId: row.fileBlobId ?? '',
      title: row.title,
      // Raw markdown: unlike the detail, alf.io's list does not render it.
      description: row.description as LocalizedText,
      salePeriod: datesWithOffset(row.onSaleFrom, row.onSaleTo, row.timeZone),
      validityType: row.validityType,
      usageType: row.usageType,
      timeZone: row.timeZone,
      validityTimeUnit: row.validityTimeUnit,
      validityUnits: row.validityUnits,
      maxEntries: row.maxEntries,
      organizationEmail: null,
      organizationName: null,
      formattedPrice: formatCents(row.priceCents, row.currency),
      currency: row.currency ?? '',
      currencyDescriptor: listCurrencyDescriptor(row),
      vat: Number(row.vat),
      vatIncluded: row.vatIncluded,
      formattedOnSaleFrom: formatted(row.onSaleFrom),
      formattedOnSaleTo: formatted(row.onSaleTo),
      formattedValidFrom: formatted(row.validityFrom),
      formattedValidTo: formatted(row.validityTo),
      contentLanguages: row.contentLanguages.map(languageOf),
    };
  });
}

/**
 * The list always carries a currency descriptor; a free subscription stored without currency
 * gets an empty one rather than none.
 */
function listCurrencyDescriptor(row: ListedSubscriptionRow): CurrencyDescriptor {
  return currencyDescriptor(row.currency) ?? { code: '', name: '', symbol: '', fractionDigits: 2 };
}
