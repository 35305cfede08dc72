import type { QueuePlace } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { admissionSlots, spacingMs } from './admission.ts';
import {
  admitHead,
  ensureGate,
  findSaleStart,
  findStanding,
  joinQueue,
  lockGate,
  moveSchedule,
  restoreAdmission,
  useAdmission,
} from './queue-repository.ts';
import type { QueueSettings } from './queue-settings.ts';

/**
 * `POST …/queue` (`endpoints.enterQueue` in the contract): the session joins the event's queue or
 * keeps its place, the head of the queue is let in as far as the rate allows, and the answer says
 * where the session stands. Any process may admit; the gate row's lock makes them take turns, and
 * one that finds it taken leaves the admitting to the holder.
 */
export async function enterQueue(
  db: Database,
  event: { id: number },
  settings: QueueSettings,
  sessionId: string,
): Promise<QueuePlace> {
  const saleStart = await findSaleStart(db, event.id);
  const member = await joinQueue(db, event.id, sessionId, saleStart, settings.placeKeptSeconds);
  if (member.inserted) await ensureGate(db, event.id);
  const open = saleStart === null || member.now.getTime() >= saleStart.getTime();
  if (open && !member.admitted) await admit(db, event.id, settings);

  const standing = await findStanding(db, event.id, sessionId, settings.placeKeptSeconds);
  const admitted = standing?.admitted ?? member.admitted;
  const untilStartMs = open || !saleStart ? 0 : saleStart.getTime() - member.now.getTime();
  const position = admitted || !open || !standing ? null : standing.ahead + 1;
  const waitMs = admitted ? 0 : untilStartMs + (position ?? 0) * spacingMs(settings.admissionsPerMinute);
  const waitSeconds = Math.ceil(waitMs / 1000);
  return {
    admitted,
    position,
    waiting: standing?.waiting ?? 0,
    estimatedWaitSeconds: waitSeconds,
    drawAt: open || !saleStart ? null : saleStart.getTime(),
    // Near the front the shop asks often, far back or long before the start it asks rarely.
    pollSeconds: Math.min(30, Math.max(2, Math.ceil(waitSeconds / 5))),
    placeKeptSeconds: settings.placeKeptSeconds,
  };
}

async function admit(db: Database, eventId: number, settings: QueueSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const gate = await lockGate(tx, eventId);
    if (!gate) return;
    const slots = admissionSlots(gate.nextSlotAt, gate.now, settings.admissionsPerMinute);
    const admitted = await admitHead(tx, eventId, slots.count, settings.placeKeptSeconds, gate.now);
    if (admitted > 0) await moveSchedule(tx, eventId, slots.nextSlotAt(admitted));
  });
}

/** An admission taken for one reservation, to give back if the reservation is not made. */
export interface Admission {
  giveBack(): Promise<void>;
}

const noQueue: Admission = { giveBack: async () => {} };

/**
 * The admission rule every road to a reservation of an event passes: with the event's queue on,
 * the session must hold an admission, and the reservation uses it up, so one admission makes one
 * reservation however many requests use it at once. Null when the session holds none.
 */
export async function takeAdmission(
  db: Database,
  eventId: number,
  settings: QueueSettings,
  sessionId: string,
): Promise<Admission | null> {
  if (!settings.enabled) return noQueue;
  const used = await useAdmission(db, eventId, sessionId);
  if (!used) return null;
  return { giveBack: () => restoreAdmission(db, eventId, sessionId, used) };
}
