import type { EventFormat } from './enums.ts';
import type { EventDetails, TicketCategory } from './event-page.ts';
import { browserPaths, buildPath, pageHref } from './routes.ts';
import { categoryState, localized } from './structured-data.ts';

/**
 * What search engines and link previews read of an event page, built from the event and its
 * categories as the API answers them: the server writes it into the page it serves, and the shop
 * writes it when the page it shows is not the one served (in front of a server that writes none,
 * after a change of language or of event).
 */

/** The address of the event's page, which every offer points to. */
export const eventPageUrl = (origin: string, shortName: string): string => `${origin}${pageHref.event(shortName)}`;

/** The address of a file the API names by its digest (an event's or a subscription's image). */
export const fileUrlOf = (origin: string, digest: string): string =>
  `${origin}${buildPath(browserPaths.file, { digest })}`;

/**
 * An instant as ISO 8601 in the event's own zone: `2026-07-01T09:00:00+02:00`.
 * `offsetSeconds` is east of UTC, as the API sends it.
 */
export function isoWithOffset(epochMs: number, offsetSeconds: number): string {
  const local = new Date(epochMs + offsetSeconds * 1000).toISOString().slice(0, 19);
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.floor(Math.abs(offsetSeconds) / 60);
  return `${local}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const attendanceModes: Record<EventFormat, string> = {
  IN_PERSON: 'https://schema.org/OfflineEventAttendanceMode',
  ONLINE: 'https://schema.org/OnlineEventAttendanceMode',
  HYBRID: 'https://schema.org/MixedEventAttendanceMode',
};

export function offerAvailability(category: TicketCategory): string {
  if (categoryState(category) === 'saleable') return 'https://schema.org/InStock';
  if (category.saleInFuture) return 'https://schema.org/PreOrder';
  return 'https://schema.org/SoldOut';
}

export interface StructuredDataPage {
  lang: string;
  /** Scheme, host and port of the shop, e.g. `https://tickets.example`. */
  origin: string;
  /** The text of the server's rendered HTML description, without markup, in one line. */
  textOf(html: string): string;
}

/** A schema.org Event for the event page. */
export function eventStructuredData(
  event: EventDetails,
  categories: readonly TicketCategory[],
  { lang, origin, textOf }: StructuredDataPage,
) {
  const url = eventPageUrl(origin, event.shortName);
  const { startDateTime, startTimeZoneOffset, endDateTime, endTimeZoneOffset } = event.datesWithOffset;
  const place = event.location ? { '@type': 'Place', name: event.location, address: event.location } : null;
  const virtual = { '@type': 'VirtualLocation', url: event.websiteUrl || url };
  const location = event.format === 'ONLINE' ? virtual : event.format === 'HYBRID' && place ? [place, virtual] : place;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: localized(event.title, lang) || event.displayName,
    startDate: isoWithOffset(startDateTime, startTimeZoneOffset),
    endDate: isoWithOffset(endDateTime, endTimeZoneOffset),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceModes[event.format],
    ...(location ? { location } : {}),
    ...(event.fileBlobId ? { image: [fileUrlOf(origin, event.fileBlobId)] } : {}),
    description: textOf(localized(event.description, lang)),
    organizer: {
      '@type': 'Organization',
      name: event.organizationName,
      email: event.organizationEmail,
      url: event.websiteUrl,
    },
    offers: categories.map((category) => ({
      '@type': 'Offer',
      name: category.name,
      price: category.free
        ? '0'
        : category.hasDiscount
          ? category.formattedDiscountedPrice
          : category.formattedFinalPrice,
      ...(event.currency ? { priceCurrency: event.currency } : {}),
      availability: offerAvailability(category),
      url,
    })),
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
