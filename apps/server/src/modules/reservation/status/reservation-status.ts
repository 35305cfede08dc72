import type { ReservationStatus, ReservationStatusInfo } from '@shop/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import { findReservation, lockReservation, updatePendingValidated, updateStatuses } from './reservation-repository.ts';

/**
 * The life of a reservation as one map: from each status, the statuses it may move to. A hold
 * that is cancelled or expires while PENDING is deleted rather than moved (alf.io does the
 * same), so "CANCELLED" from PENDING only happens when a billing document keeps the row.
 * Within PENDING the booking step toggles the `validated` flag: book → overview → back.
 */
export const allowedTransitions: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  PENDING: [
    'IN_PAYMENT',
    'EXTERNAL_PROCESSING_PAYMENT',
    'WAITING_EXTERNAL_CONFIRMATION',
    'OFFLINE_PAYMENT',
    'OFFLINE_FINALIZING',
    'CUSTOM_OFFLINE_PAYMENT',
    'DEFERRED_OFFLINE_PAYMENT',
    'FINALIZING',
    'COMPLETE',
    'CANCELLED',
  ],
  // A synchronous payment either goes through, fails back to the overview, or needs a human.
  IN_PAYMENT: ['FINALIZING', 'COMPLETE', 'PENDING', 'STUCK'],
  EXTERNAL_PROCESSING_PAYMENT: ['WAITING_EXTERNAL_CONFIRMATION', 'FINALIZING', 'COMPLETE', 'PENDING', 'STUCK'],
  WAITING_EXTERNAL_CONFIRMATION: ['FINALIZING', 'COMPLETE', 'PENDING', 'STUCK'],
  OFFLINE_FINALIZING: ['OFFLINE_PAYMENT', 'DEFERRED_OFFLINE_PAYMENT', 'STUCK'],
  // The organizer matches the transfer, or cancels when the deadline has passed (crediting the
  // invoice already written for it, when asked to).
  OFFLINE_PAYMENT: ['FINALIZING', 'COMPLETE', 'CANCELLED', 'CREDIT_NOTE_ISSUED'],
  CUSTOM_OFFLINE_PAYMENT: ['FINALIZING', 'COMPLETE', 'CANCELLED', 'CREDIT_NOTE_ISSUED'],
  DEFERRED_OFFLINE_PAYMENT: ['FINALIZING', 'COMPLETE', 'CANCELLED', 'CREDIT_NOTE_ISSUED'],
  FINALIZING: ['COMPLETE', 'STUCK'],
  STUCK: ['FINALIZING', 'COMPLETE', 'CANCELLED'],
  COMPLETE: ['CREDIT_NOTE_ISSUED', 'CANCELLED'],
  // An online payment that arrives after the hold ended and was released, when seats can be taken again.
  CANCELLED: ['COMPLETE'],
  CREDIT_NOTE_ISSUED: [],
};

/**
 * Named groups of statuses, for the decisions that read a status rather than change it. A new
 * status is placed in the map above and in the groups it belongs to, here and nowhere else.
 */
export const statusGroups = {
  /** An online provider has the buyer or the payment: its outcome, not the buyer, decides what follows. */
  paymentUnderWay: ['EXTERNAL_PROCESSING_PAYMENT', 'WAITING_EXTERNAL_CONFIRMATION'],
  /** The buyer confirmed the order (paid, or chose to pay later): a second confirmation changes nothing. */
  alreadyConfirmed: [
    'COMPLETE',
    'FINALIZING',
    'OFFLINE_PAYMENT',
    'OFFLINE_FINALIZING',
    'CUSTOM_OFFLINE_PAYMENT',
    'DEFERRED_OFFLINE_PAYMENT',
  ],
  /** Confirmed offline: the order waits for the buyer's money. */
  awaitingPayment: ['OFFLINE_PAYMENT', 'CUSTOM_OFFLINE_PAYMENT', 'DEFERRED_OFFLINE_PAYMENT'],
  /** Over for the buyer: nothing can be paid or booked any more. */
  ended: ['CANCELLED', 'CREDIT_NOTE_ISSUED'],
  /** Not confirmed, or over: no confirmation e-mail and no invoice or receipt to download. */
  unconfirmed: ['PENDING', 'CANCELLED', 'CREDIT_NOTE_ISSUED'],
} as const satisfies Record<string, readonly ReservationStatus[]>;

export type StatusGroup = keyof typeof statusGroups;

export function isIn(group: StatusGroup, status: string): boolean {
  return (statusGroups[group] as readonly string[]).includes(status);
}

export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return allowedTransitions[from].includes(to);
}

export class ForbiddenTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: ReservationStatus,
  ) {
    super(`a reservation cannot move from ${from} to ${to}`);
  }
}

/** The statuses the map allows to move to `to`, narrowed to `onlyFrom` when given. */
export function statusesAllowedInto(
  to: ReservationStatus,
  onlyFrom?: readonly ReservationStatus[],
): ReservationStatus[] {
  return (Object.keys(allowedTransitions) as ReservationStatus[]).filter(
    (from) => canMove(from, to) && (!onlyFrom || onlyFrom.includes(from)),
  );
}

/**
 * The one way a reservation's status changes. The statuses the move is allowed from are part of
 * the UPDATE's condition, so the database refuses a move the map does not allow from the status
 * the row is in at that moment, and of two processes moving the same reservation the second
 * finds the status already changed. `onlyFrom` narrows the move to what the caller checked.
 * Resolves to whether the reservation moved; a move the map allows from none of `onlyFrom` is a
 * programming error.
 */
export async function moveStatus(
  q: Queryable,
  reservationId: string,
  to: ReservationStatus,
  onlyFrom?: readonly ReservationStatus[],
): Promise<boolean> {
  return (await moveStatuses(q, [reservationId], to, onlyFrom)) === 1;
}

/** `moveStatus` for several reservations in one statement; resolves to how many moved. */
export async function moveStatuses(
  q: Queryable,
  reservationIds: readonly string[],
  to: ReservationStatus,
  onlyFrom?: readonly ReservationStatus[],
): Promise<number> {
  const from = statusesAllowedInto(to, onlyFrom);
  if (from.length === 0) throw new ForbiddenTransition(onlyFrom?.join('|') ?? 'any status', to);
  return updateStatuses(q, reservationIds, to, from);
}

/**
 * `GET …/status` (`endpoints.getReservationStatus` in the contract): null when unknown, and for a
 * hold past its validity.
 */
export async function statusOf(q: Queryable, reservationId: string): Promise<ReservationStatusInfo | null> {
  const reservation = await findReservation(q, reservationId);
  return reservation ? { status: reservation.status, validatedBookingInformation: reservation.validated } : null;
}

/** Booking step → overview and back: only a PENDING reservation has a booking step. */
export async function setBookingValidated(tx: Queryable, reservationId: string, validated: boolean): Promise<boolean> {
  return (await updatePendingValidated(tx, reservationId, validated)) === 1;
}

/**
 * Back from the overview to the booking step: a PENDING reservation is no longer validated; any
 * other is left as it is.
 */
export async function reopenBooking(db: Database, reservationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, reservationId);
    if (reservation?.status === 'PENDING') await setBookingValidated(tx, reservation.id, false);
  });
}
