import type { ReservationStatusInfo } from '@shop/contract';

/**
 * A reservation status the page sending the visitor on already holds (the reservation just made,
 * a booking just validated), handed to the next page in memory so that it shows at once instead
 * of asking the server again. Memory and not the history entry: a reload or an old link must ask.
 */
const handedOver = new Map<string, ReservationStatusInfo>();

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
