import { z } from 'zod';
import { emptyBody, endpoint } from './endpoint.ts';
import { EmptyForm, segment } from './request.ts';

/**
 * A buyer's place in an event's fair queue. Everyone who arrives before the on-sale start gets a
 * place drawn at random at that moment, ahead of everyone who comes later, who queue in order of
 * arrival; the server then lets buyers into ticket selection at the organizer's rate.
 */
export const QueuePlace = z.object({
  /** The buyer may choose tickets now; `reserveTickets` accepts this session from then on. */
  admitted: z.boolean(),
  /** 1 for the next buyer let in; null once admitted, and while places are still to be drawn. */
  position: z.int().positive().nullable(),
  /** Buyers waiting at the moment, this one included. */
  waiting: z.int().nonnegative(),
  /** A rough number of seconds until this buyer is let in; 0 once admitted. */
  estimatedWaitSeconds: z.int().nonnegative(),
  /** The on-sale start, epoch ms, while it is still ahead (places are drawn then); otherwise null. */
  drawAt: z.int().nullable(),
  /** Seconds the shop waits before asking again. */
  pollSeconds: z.int().positive(),
  /** How long the place is kept, in seconds, for a buyer who stops asking (a closed tab, a lost connection). */
  placeKeptSeconds: z.int().positive(),
});
export type QueuePlace = z.infer<typeof QueuePlace>;

export const queueEndpoints = {
  /**
   * Ours, not alf.io's (announced as `fairQueueCapability`, offered for events whose
   * `queueEnabled` is true): joins the queue with the caller's session, or keeps the place of a
   * session already in it, and answers where it stands. 404 for an unknown event or one without
   * a queue.
   */
  enterQueue: endpoint('enterQueue', {
    params: z.object({ eventName: segment }),
    body: EmptyForm,
    responses: { 200: QueuePlace, 404: emptyBody },
  }),
};
