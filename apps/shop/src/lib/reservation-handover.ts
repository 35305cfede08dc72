import type { ReservationStatusInfo } from '@shop/contract';

/**
 * What an arrival at a reservation step may take instead of asking the server for the status: a
 * status handed over by whoever sent the visitor there (the page that made or validated the
 * reservation, the served page that carried it, a redirect the status chose), or the status check
 * started for the opened address before React drew anything. Memory and not the history entry: a
 * reload or an old link must ask.
 */
const handedOver = new Map<string, ReservationStatusInfo>();
let openingCheck: { pathname: string; done: Promise<unknown> } | null = null;

export function handOverReservationStatus(reservationId: string, status: ReservationStatusInfo): void {
  handedOver.set(reservationId, status);
}

/** The status handed over for `reservationId`, if any; it stays until `forgetHandedOverStatus`. */
export function handedOverStatus(reservationId: string): ReservationStatusInfo | undefined {
  return handedOver.get(reservationId);
}

export function forgetHandedOverStatus(reservationId: string): void {
  handedOver.delete(reservationId);
}

/** The status check started for `pathname` as the shop opened there, for the first arrival to take. */
export function handOverFirstStatusCheck(pathname: string, done: Promise<unknown>): void {
  openingCheck = { pathname, done };
}

/**
 * The status check started when the page was opened at `pathname`, handed once to the first
 * arrival there, so that the arrival does not ask a second time.
 */
export function takeFirstStatusCheck(pathname: string): Promise<unknown> | undefined {
  const check = openingCheck?.pathname === pathname ? openingCheck.done : undefined;
  openingCheck = null;
  return check;
}
