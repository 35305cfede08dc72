import type { AvailabilityUpdate, ItemsByCategory } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { findVisibleEvent } from './event-repository.ts';
import { itemsByCategory } from './ticket-categories.ts';

/** The channel migration 010 notifies with an event id when that event's stock changed. */
export const STOCK_CHANNEL = 'ticket_stock';

/**
 * How long a change waits for the ones behind it: a burst of sales of one event costs one
 * recompute per interval for the process, shared by all of that event's streams.
 */
export const AVAILABILITY_COALESCE_MS = 250;

/** What a stream needs from its transport: writing an update, and being ended by the server. */
export interface AvailabilitySubscriber {
  send(update: AvailabilityUpdate): void;
  end(): void;
}

export interface AvailabilityHub {
  /**
   * Registers a stream of the event and resolves with its first update, or with null when the
   * process already holds `maxStreams` streams. The returned `close` unregisters it.
   */
  subscribe(
    event: { id: number; shortName: string },
    subscriber: AvailabilitySubscriber,
  ): Promise<{ first: AvailabilityUpdate; close: () => void } | null>;
  /** Streams this process holds open. */
  readonly size: number;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

/** The part of the categories' answer that sales change, without code-only categories. */
export function availabilityOf(items: ItemsByCategory): AvailabilityUpdate {
  return {
    categories: items.ticketCategories
      .filter((category) => !category.accessRestricted)
      .map((category) => ({
        id: category.id,
        maximumSaleableTickets: category.maximumSaleableTickets,
        saleableAndLimitNotReached: category.saleableAndLimitNotReached,
        soldOutOrLimitReached: category.soldOutOrLimitReached,
        availableTickets: category.availableTickets,
        containsPendingTickets: category.containsPendingTickets,
      })),
    waitingList: items.waitingList,
    preSales: items.preSales,
  };
}

interface EventStreams {
  shortName: string;
  subscribers: Set<AvailabilitySubscriber>;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: Promise<void> | undefined;
  /** A change arrived while the last recompute ran. */
  again: boolean;
  last: string | undefined;
}

/**
 * The process's availability streams, grouped by event. One database listener serves them all: a
 * notification schedules one recompute of its event, and only a changed answer is sent.
 */
export async function openAvailabilityHub(
  db: Database,
  maxStreams: number,
  onError: (error: unknown) => void,
): Promise<AvailabilityHub> {
  const events = new Map<number, EventStreams>();
  let size = 0;

  const compute = async (shortName: string): Promise<AvailabilityUpdate | null> => {
    const event = await findVisibleEvent(db, shortName);
    return event ? availabilityOf(await itemsByCategory(db, event, undefined)) : null;
  };

  const recompute = async (streams: EventStreams) => {
    const update = await compute(streams.shortName);
    if (!update) return;
    const text = JSON.stringify(update);
    if (text === streams.last) return;
    streams.last = text;
    for (const subscriber of streams.subscribers) subscriber.send(update);
  };

  const schedule = (streams: EventStreams): void => {
    if (streams.running) {
      streams.again = true;
      return;
    }
    if (streams.timer) return;
    streams.timer = setTimeout(() => {
      streams.timer = undefined;
      streams.running = recompute(streams)
        .catch(onError)
        .finally(() => {
          streams.running = undefined;
          if (streams.again && streams.subscribers.size > 0) {
            streams.again = false;
            schedule(streams);
          }
        });
    }, AVAILABILITY_COALESCE_MS);
  };

  const stopListening = await db.listen(STOCK_CHANNEL, (payload) => {
    if (payload === null) {
      for (const streams of events.values()) schedule(streams);
      return;
    }
    const streams = events.get(Number(payload));
    if (streams) schedule(streams);
  });

  return {
    get size() {
      return size;
    },
    async subscribe(event, subscriber) {
      if (size >= maxStreams) return null;
      size++;
      let streams = events.get(event.id);
      if (!streams) {
        streams = {
          shortName: event.shortName,
          subscribers: new Set(),
          timer: undefined,
          running: undefined,
          again: false,
          last: undefined,
        };
        events.set(event.id, streams);
      }
      streams.subscribers.add(subscriber);
      const own = streams;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        size--;
        own.subscribers.delete(subscriber);
        if (own.subscribers.size === 0 && events.get(event.id) === own) {
          clearTimeout(own.timer);
          events.delete(event.id);
        }
      };
      try {
        const first = (await compute(event.shortName)) ?? { categories: [], waitingList: false, preSales: false };
        return { first, close };
      } catch (error) {
        close();
        throw error;
      }
    },
    async close() {
      for (const streams of events.values()) {
        clearTimeout(streams.timer);
        for (const subscriber of streams.subscribers) subscriber.end();
      }
      events.clear();
      await stopListening();
    },
  };
}
