import type { Database } from '../../db/database.ts';
import { STOCK_CHANNEL } from '../event-page/availability-hub.ts';
import { findShortName } from './offer-repository.ts';
import { offerFreedSeats, offerFreedSeatsEverywhere } from './waiting-list-offers.ts';

/**
 * Runs the waiting list's offers in this process: at once for an event whose stock changed (the
 * database tells every process when a hold expires or is cancelled, a ticket is released, an order
 * is cancelled or the organizer adds seats), and for every event with a queue every
 * `intervalSeconds`, which also opens pre-sales whose sale starts and catches what a lost
 * notification missed. One run at a time per process; the lock of each event's offers keeps
 * processes apart.
 */
export interface OfferWorker {
  /** Offers the event's free seats now, after the runs already scheduled. */
  runFor(shortName: string): Promise<number>;
  /** Waits for the runs in progress, then stops. */
  stop(): Promise<void>;
}

export async function startOfferWorker(
  db: Database,
  options: { baseUrl: string; intervalSeconds: number },
  onError: (error: unknown) => void,
): Promise<OfferWorker> {
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const scheduled = new Set<number>();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work);
    chain = run.catch(onError);
    return run;
  };
  const runFor = (shortName: string) => enqueue(() => offerFreedSeats(db, shortName, options.baseUrl));
  if (options.intervalSeconds <= 0) return { runFor, stop: () => chain.then(() => undefined) };

  const stopListening = await db.listen(STOCK_CHANNEL, (payload) => {
    const eventId = Number(payload);
    if (stopped || payload === null || !Number.isInteger(eventId) || scheduled.has(eventId)) return;
    scheduled.add(eventId);
    void enqueue(async () => {
      scheduled.delete(eventId);
      const shortName = await findShortName(db, eventId);
      return shortName ? offerFreedSeats(db, shortName, options.baseUrl) : 0;
    }).catch(() => undefined);
  });
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping || stopped) return;
    sweeping = true;
    void enqueue(() => offerFreedSeatsEverywhere(db, options.baseUrl))
      .catch(() => undefined)
      .finally(() => {
        sweeping = false;
      });
  }, options.intervalSeconds * 1000);
  timer.unref();
  return {
    runFor,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await stopListening();
      await chain;
    },
  };
}
