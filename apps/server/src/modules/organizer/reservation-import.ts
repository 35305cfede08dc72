import { TicketReservationCreationRequest, type BulkCreationResponse } from '@shop/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { loadPaymentContext } from '../payment/payment-context.ts';
import { paidOutcome } from '../payment/payment-provider.ts';
import { settleReservation } from '../payment/settle-reservation.ts';
import { applySubscriptionCode } from '../payment/subscription-code.ts';
import { priceReservation } from '../reservation/pricing/order-summary.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Actor, Organizer } from './organizer-roles.ts';
import { createReservationForBuyer } from './reservation-creation.ts';
import {
  claimPendingImport,
  findSubscribersWithoutTicket,
  finishImport,
  forgetImportReservation,
  insertImportRequest,
  recordImportReservation,
  type ImportBody,
  type ImportRow,
} from './reservation-import-repository.ts';

type Request = z.output<typeof TicketReservationCreationRequest>;

export type ImportScheduleOutcome =
  | { kind: 'scheduled'; answer: BulkCreationResponse }
  | { kind: 'refused'; answer: BulkCreationResponse }
  | { kind: 'not-found' };

/** How long a process may work on one attendee before another may take the attendee up again. */
const CLAIM_SECONDS = 300;

/**
 * alf.io's bulk import: every attendee of every request becomes a row of its own, made into a
 * confirmed reservation later by `processReservationImports`. An external reference names one
 * attendee, so two attendees sharing one refuse the whole import (as alf.io, naming five at most).
 */
export async function scheduleReservationImport(
  db: Database,
  organizer: Organizer,
  slug: string,
  language: string,
  requests: readonly Request[],
): Promise<ImportScheduleOutcome> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return { kind: 'not-found' };
  const bodies: ImportBody[] = requests.flatMap((request) =>
    request.tickets.flatMap((ticket) =>
      (ticket.attendees ?? []).map((attendee) => ({
        slug,
        ticketCategoryId: ticket.ticketCategoryId,
        language: attendee.userLanguage?.trim() || language,
        attendee: {
          firstName: attendee.firstName ?? null,
          lastName: attendee.lastName ?? null,
          email: attendee.email ?? null,
          userLanguage: attendee.userLanguage ?? null,
          externalReference: attendee.externalReference ?? null,
        },
      })),
    ),
  );
  const duplicates = duplicateReferences(bodies);
  if (duplicates.length > 0) {
    const description = `external references used more than once: ${duplicates.join(', ')}`;
    return { kind: 'refused', answer: { batchId: null, errors: [{ code: 'DUPLICATE_REFERENCE', description }] } };
  }
  const requestId = await insertImport(db, organizer, eventId, bodies, 'RESERVATION_IMPORT', { language });
  return { kind: 'scheduled', answer: { batchId: requestId, errors: null } };
}

async function insertImport(
  db: Database,
  organizer: Organizer,
  eventId: number,
  bodies: readonly ImportBody[],
  action: string,
  audited: Record<string, unknown>,
): Promise<string> {
  const requestId = randomUUID();
  await db.transaction(async (tx) => {
    await insertImportRequest(tx, {
      requestId,
      organizationId: organizer.organizationId,
      eventId,
      actor: organizer.actor,
      userId: userIdOf(organizer.actor),
      role: organizer.role,
      bodies,
    });
    await insertOrganizerChange(tx, organizer.actor, {
      action,
      organizationId: organizer.organizationId,
      entityType: 'reservation-import',
      entityId: requestId,
      eventId,
      before: null,
      after: { ...audited, attendees: bodies.length },
    });
  });
  return requestId;
}

/**
 * alf.io's generate-subscribers-tickets: every holder of a subscription that generates tickets
 * (`supportsTicketsGeneration`) and is linked to the event, without a ticket of it yet, gets one
 * in the first category the subscription is valid for, paid by the subscription, through the
 * import's rows, and receives it by e-mail. A subscriber already waiting for one is not added twice.
 * False for an event not the organization's.
 */
export async function generateSubscribersTickets(db: Database, organizer: Organizer, slug: string): Promise<boolean> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return false;
  const subscribers = await findSubscribersWithoutTicket(db, organizer.organizationId, eventId);
  const bodies: ImportBody[] = subscribers
    .filter((subscriber) => subscriber.categoryId !== null)
    .map((subscriber) => ({
      slug,
      ticketCategoryId: subscriber.categoryId!,
      language: subscriber.language,
      attendee: {
        firstName: subscriber.firstName,
        lastName: subscriber.lastName,
        email: subscriber.email,
        userLanguage: subscriber.language,
        externalReference: `${subscriber.subscriptionId}_auto`,
      },
      subscriptionId: subscriber.subscriptionId,
    }));
  await insertImport(db, organizer, eventId, bodies, 'SUBSCRIBERS_TICKETS_GENERATION', {});
  return true;
}

function duplicateReferences(bodies: readonly ImportBody[]): string[] {
  const counts = new Map<string, number>();
  for (const body of bodies) {
    const reference = body.attendee.externalReference?.trim();
    if (reference) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([reference]) => reference)
    .slice(0, 5);
}

/** alf.io's API keys are users; ours are not, so a program is named by its key's id. */
function userIdOf(actor: Actor): number {
  if (actor.kind === 'user') return actor.userId;
  if (actor.kind === 'api-key') return actor.apiKeyId;
  return 0;
}

/**
 * Makes the reservations of every waiting attendee, one at a time; resolves to how many rows it
 * ended. Every process may run it at once: each attendee is claimed by one (`SKIP LOCKED`), and
 * the reservation held for an attendee is written on its row before it is confirmed, in the
 * transaction that ends the row, so a run resumed after a crash confirms that reservation rather
 * than making a second. A hold made by a run that died before writing it down confirms nothing
 * and runs out as any unpaid hold does.
 */
export async function processReservationImports(
  db: Database,
  baseUrl: string,
  onError: (error: unknown) => void,
): Promise<number> {
  let ended = 0;
  for (;;) {
    const row = await claimPendingImport(db, CLAIM_SECONDS);
    if (!row) return ended;
    try {
      await processRow(db, row, baseUrl);
    } catch (error) {
      onError(error);
      await finishImport(db, row.id, { status: 'ERROR', failureCode: 'internal_error' });
    }
    ended += 1;
  }
}

async function processRow(db: Database, row: ImportRow, baseUrl: string): Promise<void> {
  const organizer: Organizer = { organizationId: row.organizationId, role: row.role, actor: row.actor };
  if (row.reservationId !== null) {
    if ((await confirmImported(db, organizer, row, row.reservationId, baseUrl)) !== 'gone') return;
    await forgetImportReservation(db, row.id, row.reservationId);
  }
  const { attendee } = row.body;
  const request = TicketReservationCreationRequest.parse({
    tickets: [{ ticketCategoryId: row.body.ticketCategoryId, quantity: 1, attendees: [attendee] }],
    user: { firstName: attendee.firstName, lastName: attendee.lastName, email: attendee.email },
    language: row.body.language,
  });
  const created = await createReservationForBuyer(db, organizer, row.body.slug, request, baseUrl);
  if (created.kind !== 'created' || !created.answer.id) {
    const failureCode =
      created.kind === 'refused' ? (created.answer.errors?.[0]?.description ?? 'UPDATE_FAILED') : 'NOT_FOUND';
    await finishImport(db, row.id, { status: 'ERROR', failureCode });
    return;
  }
  if (row.body.subscriptionId) {
    const applied = await applySubscriptionCode(db, created.answer.id, {
      type: 'SUBSCRIPTION',
      code: row.body.subscriptionId,
      email: attendee.email,
      amount: 1,
    });
    // Written down only once the subscription pays for it, so a resumed run confirms nothing unpaid.
    if (applied.kind !== 'done' || applied.response.value !== true) {
      await finishImport(db, row.id, { status: 'ERROR', failureCode: 'subscription.not.applied' });
      return;
    }
  }
  // Another run wrote its own reservation down first: that one is confirmed, this hold runs out.
  if (!(await recordImportReservation(db, row.id, created.answer.id))) return;
  await confirmImported(db, organizer, row, created.answer.id, baseUrl);
}

/** Thrown to undo a confirmation whose row another run ended meanwhile. */
class RowEndedElsewhere extends Error {}

/**
 * Confirms the attendee's reservation as alf.io's admin confirmation does: complete, the ticket
 * issued, paid by the organizer's word (`ADMIN`), nobody told by e-mail; the row ends with it.
 */
async function confirmImported(
  db: Database,
  organizer: Organizer,
  row: ImportRow,
  reservationId: string,
  baseUrl: string,
): Promise<'confirmed' | 'gone' | 'refused'> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
      const context = locked && (await loadPaymentContext(tx, reservationId));
      const priced = context && (await priceReservation(tx, reservationId, context.language));
      if (!locked || !context || !priced) return 'gone';
      const settled =
        locked.status === 'PENDING' &&
        (await settleReservation(tx, {
          context: { ...context, status: locked.status, now: locked.now },
          priced,
          outcome: paidOutcome,
          proxy: 'ADMIN',
          method: 'NONE',
          customPaymentMethodId: null,
          baseUrl,
          // A subscriber receives the generated ticket; an imported attendee is told nothing (as alf.io).
          notifyBuyer: row.body.subscriptionId !== undefined,
        }));
      if (!settled) {
        await finishImport(tx, row.id, { status: 'ERROR', failureCode: 'UPDATE_FAILED' });
        return 'refused';
      }
      if (!(await finishImport(tx, row.id, { status: 'SUCCESS', reservationId }))) throw new RowEndedElsewhere();
      await insertOrganizerChange(tx, organizer.actor, {
        action: 'RESERVATION_IMPORT_CONFIRMED',
        organizationId: organizer.organizationId,
        entityType: 'reservation',
        entityId: reservationId,
        eventId: row.eventId,
        reservationId,
        before: { status: locked.status },
        after: { status: 'COMPLETE', importRow: row.id },
      });
      return 'confirmed';
    });
  } catch (error) {
    if (error instanceof RowEndedElsewhere) return 'refused';
    throw error;
  }
}

/** The background worker of one process: a run now and then, and one at once after an import. */
export interface ReservationImports {
  /** Starts a run after the ones queued; the answer does not wait for it. */
  kick(): void;
  /** A run after the ones queued, resolved when it ends; how many rows it ended. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

export function startReservationImports(
  db: Database,
  baseUrl: string,
  intervalSeconds: number,
  onError: (error: unknown) => void,
): ReservationImports {
  let queue: Promise<number> = Promise.resolve(0);
  let queued = 0;
  let stopped = false;
  const run = () => {
    queued += 1;
    queue = queue
      .then(() => (stopped ? 0 : processReservationImports(db, baseUrl, onError)))
      .catch((error) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        queued -= 1;
      });
    return queue;
  };
  // The timer takes up what a process that stopped midway left; 0 turns it off (tests), as for the expiry sweep.
  const timer =
    intervalSeconds > 0
      ? setInterval(() => {
          if (queued === 0) void run();
        }, intervalSeconds * 1000)
      : null;
  timer?.unref();
  return {
    kick: () => void run(),
    run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await queue;
    },
  };
}
