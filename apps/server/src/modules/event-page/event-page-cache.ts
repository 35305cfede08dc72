import type { Queryable } from '../../db/database.ts';
import { detailSettingKeys } from './event-details.ts';
import { findEventPage, type EventPageRow } from './event-repository.ts';

/** Events kept at most; past it the oldest read is dropped, so unknown names cannot fill memory. */
const MAX_EVENTS = 500;

/**
 * What `findEventPage` read, reused by this process for `seconds` after the read began: at an
 * on-sale peak every buyer loads the same event, and all but one request per interval are
 * answered without the database. That is the bound: an organizer's change, and the count of
 * tickets left, show in every process at most `seconds` after they are committed, since no
 * process keeps a read longer, whatever the others do. Requests arriving while a read is under
 * way share it. Only the event page reads through here; the categories and the reservation,
 * which decide what a buyer can get, always read the database.
 */
export function eventPageCache(
  db: Queryable,
  seconds: number,
): (shortName: string) => Promise<EventPageRow | undefined> {
  const reads = new Map<string, { startedAt: number; page: Promise<EventPageRow | undefined> }>();
  return (shortName) => {
    if (seconds === 0) return findEventPage(db, shortName, detailSettingKeys);
    // A monotonic clock: a step of the wall clock must not keep a read longer.
    const now = performance.now();
    const kept = reads.get(shortName);
    if (kept && now - kept.startedAt < seconds * 1000) return kept.page;
    const page = findEventPage(db, shortName, detailSettingKeys);
    reads.delete(shortName);
    if (reads.size >= MAX_EVENTS) reads.delete(reads.keys().next().value!);
    reads.set(shortName, { startedAt: now, page });
    // A failed read is not kept: the next request tries again.
    page.catch(() => {
      if (reads.get(shortName)?.page === page) reads.delete(shortName);
    });
    return page;
  };
}
