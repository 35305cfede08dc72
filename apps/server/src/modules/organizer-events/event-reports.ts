import type { AttendeeField, EventAttendeesPage, EventSales } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { toCsv } from '../../lib/csv.ts';
import { fractionDigits } from '../../lib/money.ts';
import { errorOf } from './event-creation.ts';
import {
  attendeeFieldsOf,
  attendeeListOf,
  countAttendees,
  salesOf,
  salesSpanOf,
  type AttendeeListRow,
  type Granularity,
} from './event-reports-repository.ts';
import { findOrganizerEvent } from './organizer-events-repository.ts';
import type { OrganizerScope, Outcome } from './organizer-events-service.ts';

const notFound: Outcome<never> = { ok: false, status: 404, errors: [] };

/** alf.io's rule for its sales chart: days up to three months, weeks up to a year, then months. */
export function granularityOf(from: string, to: string): Granularity {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0);
  if (months > 12) return 'month';
  if (months > 3) return 'week';
  return 'day';
}

/**
 * Tickets sold per period and category between `from` and `to` (days in the event's zone, both
 * included): by default from the first sale to today, or only today before any sale.
 */
export async function organizerEventSales(
  db: Queryable,
  scope: OrganizerScope,
  slug: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<Outcome<EventSales>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound;
  const span = await salesSpanOf(db, event.id);
  const to = range.to ?? (span.firstSale !== null && span.firstSale > span.today ? span.firstSale : span.today);
  const from = range.from ?? (span.firstSale !== null && span.firstSale < to ? span.firstSale : to);
  if (from > to) return { ok: false, status: 400, errors: [errorOf('from', 'invalid.from', 'from is after to')] };
  const granularity = granularityOf(from, to);
  const unit = 10 ** (event.currency ? fractionDigits(event.currency) : 2);
  const rows = await salesOf(db, event.id, from, to, granularity);
  return {
    ok: true,
    value: {
      granularity,
      from,
      to,
      currency: event.currency,
      periods: rows.map((row) => ({
        start: row.start,
        categoryId: row.categoryId,
        tickets: row.tickets,
        amount: row.amountCents / unit,
      })),
    },
  };
}

function attendeeOf(row: AttendeeListRow) {
  return {
    ticketId: row.ticketId,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    firstName: row.firstName ?? row.fullName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    reservationId: row.reservationId,
    additional: row.additional ?? {},
  };
}

/**
 * The event's attendee fields as columns, each labelled in `lang`, else in the first of the
 * event's languages that has a label, else by its name (a field nobody described).
 */
async function attendeeColumns(
  db: Queryable,
  event: { id: number; contentLanguages: string[] },
  lang: string | undefined,
): Promise<AttendeeField[]> {
  const preferred = [...(lang ? [lang] : []), ...event.contentLanguages];
  return (await attendeeFieldsOf(db, event.id)).map(({ name, labels }) => ({
    name,
    label: preferred.map((language) => labels[language]).find(Boolean) ?? Object.values(labels).find(Boolean) ?? name,
  }));
}

export async function organizerEventAttendeesPage(
  db: Queryable,
  scope: OrganizerScope,
  slug: string,
  page: number,
  size: number,
  lang?: string,
): Promise<Outcome<EventAttendeesPage>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound;
  const [fields, total, rows] = await Promise.all([
    attendeeColumns(db, event, lang),
    countAttendees(db, event.id),
    attendeeListOf(db, event.id, { limit: size, offset: page * size }),
  ]);
  return { ok: true, value: { fields, total, page, size, attendees: rows.map(attendeeOf) } };
}

/** The column heads of the export before the additional fields, which follow by their labels. */
const CSV_COLUMNS = ['Ticket', 'Category', 'First name', 'Last name', 'E-mail', 'Status', 'Reservation'];

/** Every attendee as CSV, with the file's name; a field with several values joins them with `; `. */
export async function organizerEventAttendeesCsv(
  db: Queryable,
  scope: OrganizerScope,
  slug: string,
  lang?: string,
): Promise<Outcome<{ filename: string; csv: string }>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound;
  const [fields, rows] = await Promise.all([attendeeColumns(db, event, lang), attendeeListOf(db, event.id, null)]);
  const lines = rows
    .map(attendeeOf)
    .map((attendee) => [
      attendee.ticketId,
      attendee.categoryName,
      attendee.firstName ?? '',
      attendee.lastName ?? '',
      attendee.email ?? '',
      attendee.status,
      attendee.reservationId,
      ...fields.map((field) => (attendee.additional[field.name] ?? []).join('; ')),
    ]);
  return {
    ok: true,
    value: {
      filename: `${event.shortName}-attendees.csv`,
      csv: toCsv([...CSV_COLUMNS, ...fields.map((field) => field.label)], lines),
    },
  };
}
