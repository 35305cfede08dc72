import type { ReservationStatus } from '@shop/contract';

/**
 * How an order's status reads in the buyer's list: paid and done, cancelled or refunded, or
 * still on its way (waiting for a payment, a transfer or the server).
 */
export function orderStatusKey(status: ReservationStatus): string {
  switch (status) {
    case 'COMPLETE':
    case 'FINALIZING':
      return 'my-orders.status.complete';
    case 'CANCELLED':
    case 'CREDIT_NOTE_ISSUED':
      return 'shop.my-orders.status.cancelled';
    case 'PENDING':
    case 'IN_PAYMENT':
    case 'EXTERNAL_PROCESSING_PAYMENT':
    case 'WAITING_EXTERNAL_CONFIRMATION':
    case 'CUSTOM_OFFLINE_PAYMENT':
    case 'OFFLINE_PAYMENT':
    case 'DEFERRED_OFFLINE_PAYMENT':
    case 'OFFLINE_FINALIZING':
    case 'STUCK':
      return 'my-orders.status.pending';
  }
}

/** Reservation ids are shown as their first 8 characters, upper case, as on the buyer's e-mails. */
export function shortReservationId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
