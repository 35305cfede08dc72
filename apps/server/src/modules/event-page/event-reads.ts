import type { Queryable } from '../../db/database.ts';
import { recentReads } from '../../lib/recent-reads.ts';
import { queueSettingKeys } from '../queue/queue-settings.ts';
import { eventPageSettingKeys } from './category-rules.ts';
import { detailSettingKeys } from './event-details.ts';
import {
  findEventPage,
  findReservationContext,
  type EventPageRow,
  type EventRow,
  type ReservationContext,
} from './event-repository.ts';

/**
 * The event as the event endpoint and reserve-tickets read it, each kept by this process for
 * `seconds` (EVENT_PAGE_CACHE_SECONDS): the event page with its settings, texts and count of
 * tickets left, and what a reservation is checked against (categories, prices, sale windows,
 * services, automatic discounts, settings). An organizer's change and the count shown take at
 * most that long to reach every process. What a buyer actually gets is never read from here:
 * the claim takes FREE ticket rows under lock in the database, and the ticket categories'
 * availability is read on every request.
 */
export interface EventReads {
  eventPage(shortName: string): Promise<EventPageRow | undefined>;
  reservationContext(shortName: string): Promise<ReservationContext | undefined>;
}

// Reserve-tickets also checks the fair queue, whose settings come with the rest.
export const reservationSettingKeys = [...eventPageSettingKeys, ...queueSettingKeys];

export function eventReads(db: Queryable, seconds: number): EventReads {
  const pages = recentReads(seconds, (shortName) => findEventPage(db, shortName, detailSettingKeys));
  const contexts = recentReads(seconds, (shortName) => findReservationContext(db, shortName, reservationSettingKeys));
  return {
    async eventPage(shortName) {
      const { value, ageMs } = await pages(shortName);
      return value && { ...value, event: aged(value.event, ageMs) };
    },
    async reservationContext(shortName) {
      const { value, ageMs } = await contexts(shortName);
      return value && { ...value, event: aged(value.event, ageMs) };
    },
  };
}

/** The database clock of a kept read moved on by the time kept, so sale windows close on time. */
function aged(event: EventRow, ageMs: number): EventRow {
  return ageMs === 0 ? event : { ...event, now: new Date(event.now.getTime() + ageMs) };
}
