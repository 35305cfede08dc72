import { isUuid } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { toICalendar, utc } from '../../lib/ical.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { findTicketCategoryByTicketUuid, type EventRow } from './event-repository.ts';
import { eventLanguage } from '../../lib/event-texts.ts';

/**
 * "Add to calendar" (`endpoints.getCalendar` in the contract): an iCalendar file, or Google Calendar's template link.
 * The description is the event's, in the requested language, as plain text. With the internal
 * uuid of a ticket (e-mail links), a category valid on other dates than the event gives its own.
 */
export interface CalendarSource {
  event: EventRow;
  start: Date;
  end: Date;
  description: string;
  pageUrl: string;
}

export async function calendarSource(
  db: Queryable,
  event: EventRow,
  locale: string,
  ticketId: string | undefined,
  baseUrl: string,
): Promise<CalendarSource> {
  const lang = eventLanguage(locale, event.contentLanguages);
  const markdown = event.description[lang] ?? '';
  const category =
    ticketId && isUuid(ticketId) ? await findTicketCategoryByTicketUuid(db, event.id, ticketId) : undefined;
  return {
    event,
    start: category?.ticketValidityStart ?? event.startAt,
    end: category?.ticketValidityEnd ?? event.endAt,
    description: markdownToPlainText(markdown, lang),
    pageUrl: `${baseUrl}/event/${encodeURIComponent(event.shortName)}`,
  };
}

export function icsFile(source: CalendarSource, baseUrl: string): string {
  const { event } = source;
  return toICalendar(
    [
      {
        uid: `${event.shortName}@${new URL(baseUrl).hostname}`,
        start: source.start,
        end: source.end,
        stamp: event.now,
        summary: event.displayName,
        description: source.description,
        location: event.format === 'ONLINE' ? null : event.location,
        url: source.pageUrl,
        organizer: { name: event.organizationName, email: event.organizationEmail },
      },
    ],
    '-//ticket-shop//event calendar//EN',
  );
}

/** Google reads the whole entry from the link; long descriptions are cut so the URL stays usable. */
const GOOGLE_DETAILS_MAX = 1_000;

export function googleCalendarUrl(source: CalendarSource): string {
  const { event } = source;
  const details =
    source.description.length > GOOGLE_DETAILS_MAX
      ? `${source.description.slice(0, GOOGLE_DETAILS_MAX - 1)}…`
      : source.description;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    dates: `${utc(source.start)}/${utc(source.end)}`,
    ctz: event.timeZone,
    text: event.displayName,
    details: `${details}\n\n${source.pageUrl}`.trim(),
  });
  if (event.location && event.format !== 'ONLINE') query.set('location', event.location);
  return `https://www.google.com/calendar/event?${query}`;
}

/** The organizer's markdown as readable plain text: paragraphs, list items with dashes, link targets in brackets. */
export function markdownToPlainText(markdown: string, lang: string): string {
  const html = renderMarkdown(markdown, lang);
  return decodeEntities(
    html
      .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g, (_, href: string, label: string) =>
        label === href ? href : `${label} (${href})`,
      )
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<li>/g, '- ')
      .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre)>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
