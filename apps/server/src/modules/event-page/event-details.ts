import type { EventDetails } from '@shop/contract';
import { datesWithOffset, formattedEventDates, sameDay } from '../../lib/localized-dates.ts';
import { currencyDescriptor } from '../../lib/money.ts';
import { languageOf } from '../../lib/languages.ts';
import {
  analyticsConfiguration,
  captchaConfiguration,
  embeddingConfiguration,
  invoicingConfiguration,
  purchaseContextSettingKeys,
} from '../settings/purchase-context-configuration.ts';
import { settingsFromRows, type ScopedSettings } from '../settings/scoped-settings.ts';
import type { EventPageRow, EventRow } from './event-repository.ts';
import { markdownFor } from '../../lib/event-texts.ts';

/** The settings the answer reads, for `findEventPage`. */
export const detailSettingKeys = [
  ...purchaseContextSettingKeys,
  'MAPS_PROVIDER',
  'MAPS_CLIENT_API_KEY',
  'MAPS_HERE_API_KEY',
  'BANK_ACCOUNT_NR',
  'BANK_ACCOUNT_OWNER',
  'FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION',
  'ENABLE_ATTENDEE_AUTOCOMPLETE',
  'ENABLE_TICKET_TRANSFER',
  'DISPLAY_DISCOUNT_CODE_BOX',
  'USE_PARTNER_CODE_INSTEAD_OF_PROMOTIONAL',
  'SHOW_ONLY_BASIC_INSTRUCTIONS',
  'DISPLAY_TICKETS_LEFT_INDICATOR',
  'EVENT_CUSTOM_CSS',
  'QUEUE_ENABLED',
] as const;

/**
 * `GET /api/v2/public/event/{eventName}` (`endpoints.getEvent` in the contract), also the page's
 * `preload-event`, from what `findEventPage` read in one statement.
 */
export function eventDetails(
  { event, settingRows, facts, overrides, ticketsLeft }: EventPageRow,
  sessionId: string,
): EventDetails {
  const settings = settingsFromRows(settingRows);
  const languages = event.contentLanguages;
  return {
    shortName: event.shortName,
    displayName: event.displayName,
    title: Object.fromEntries(languages.map((lang) => [lang, event.displayName])),
    description: markdownFor(event.description, languages),
    format: event.format,
    fileBlobId: event.fileBlobId ?? '',
    websiteUrl: event.websiteUrl,
    location: event.location,
    mapUrl: mapUrl(event, settings),
    privacyPolicyUrl: event.privacyUrl?.trim() ? event.privacyUrl : null,
    termsAndConditionsUrl: event.termsUrl,
    organizationName: event.organizationName,
    organizationEmail: event.organizationEmail,
    currency: event.currency ?? '',
    currencyDescriptor: currencyDescriptor(event.currency),
    vat: event.vat,
    vatIncluded: event.vatIncluded,
    free: event.currency === null,
    bankAccount: settings.text('BANK_ACCOUNT_NR') ?? '',
    bankAccountOwner: (settings.text('BANK_ACCOUNT_OWNER') ?? '').split('\n'),
    timeZone: event.timeZone,
    datesWithOffset: datesWithOffset(event.startAt, event.endAt, event.timeZone),
    sameDay: sameDay(event.startAt, event.endAt, event.timeZone),
    ...formattedEventDates(event.startAt, event.endAt, event.timeZone, languages),
    contentLanguages: languages.map(languageOf),
    invoicingConfiguration: invoicingConfiguration(settings),
    captchaConfiguration: captchaConfiguration(settings),
    assignmentConfiguration: {
      forceAssignment: settings.flag('FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION', false),
      enableAttendeeAutocomplete: settings.flag('ENABLE_ATTENDEE_AUTOCOMPLETE', true),
      enableTicketTransfer: settings.flag('ENABLE_TICKET_TRANSFER', true),
    },
    promotionsConfiguration: {
      hasAccessPromotions:
        settings.flag('DISPLAY_DISCOUNT_CODE_BOX', true) && (facts.hasAccessRestrictedCategory || facts.hasPromoCodes),
      usePartnerCode: settings.flag('USE_PARTNER_CODE_INSTEAD_OF_PROMOTIONAL', false),
    },
    analyticsConfiguration: analyticsConfiguration(settings, sessionId),
    offlinePaymentConfiguration: { showOnlyBasicInstructions: settings.flag('SHOW_ONLY_BASIC_INSTRUCTIONS', false) },
    embeddingConfiguration: embeddingConfiguration(settings),
    i18nOverride: mergeOverrides(overrides, languages),
    availableTicketsCount: settings.flag('DISPLAY_TICKETS_LEFT_INDICATOR', false) ? ticketsLeft : null,
    customCss: settings.text('EVENT_CUSTOM_CSS'),
    canApplySubscriptions: facts.canApplySubscriptions,
    // Left out when off, so the answer stays alf.io's own.
    ...(settings.flag('QUEUE_ENABLED', false) ? { queueEnabled: true } : {}),
  };
}

/**
 * A 400×400 static map of the venue from the configured provider (alf.io's MAPS_* settings):
 * null for online events, an empty string without a provider, a key or coordinates.
 */
function mapUrl(event: EventRow, settings: ScopedSettings): string | null {
  if (event.format === 'ONLINE') return null;
  if (event.latitude === null || event.longitude === null) return '';
  const position = `${event.latitude},${event.longitude}`;
  switch (settings.text('MAPS_PROVIDER')?.toUpperCase()) {
    case 'GOOGLE': {
      const key = settings.text('MAPS_CLIENT_API_KEY');
      if (!key) return '';
      const query = new URLSearchParams({
        center: position,
        key,
        zoom: '16',
        size: '400x400',
        markers: `color:blue|label:E|${position}`,
      });
      return `https://maps.googleapis.com/maps/api/staticmap?${query}`;
    }
    case 'HERE': {
      const key = settings.text('MAPS_HERE_API_KEY');
      if (!key) return '';
      const query = new URLSearchParams({ c: position, z: '16', w: '400', h: '400', poi: position, apikey: key });
      return `https://image.maps.ls.hereapi.com/mia/1.6/mapview?${query}`;
    }
    default:
      return '';
  }
}

/**
 * Overrides of every scope, later scopes winning, for the event's languages, with alf.io's
 * `{0}` placeholders written as the bundle's `{{0}}`, the form the shop's message formatter reads. alf.io would wrap an
 * override already written as `{{0}}` once more; such a placeholder is left as it is here.
 */
export function mergeOverrides(
  rows: readonly { lang: string; key: string; message: string }[],
  languages: readonly string[],
): Record<string, Record<string, string>> {
  const merged: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    if (!languages.includes(row.lang)) continue;
    (merged[row.lang] ??= {})[row.key] = bundlePlaceholders(row.message);
  }
  return merged;
}

export function bundlePlaceholders(message: string): string {
  return message.replace(/(?<!\{)\{(\d+)\}(?!\})/g, '{{$1}}').replace(/''/g, "'");
}
