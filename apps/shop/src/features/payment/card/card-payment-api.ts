import { request } from '../../../lib/api-client.ts';

/** The card method of alf.io's server-initiated payments. */
const method = 'CREDIT_CARD';

/** Creates the payment intent; the reservation moves to EXTERNAL_PROCESSING_PAYMENT. */
export function initCardPayment(reservationId: string) {
  return request('initPayment', { params: { reservationId, method }, body: {} });
}

export function fetchCardPaymentStatus(reservationId: string) {
  return request('getPaymentStatus', { params: { reservationId, method } });
}

/** Asks the provider itself; with `redirect` the browser must go to `redirectUrl`. */
export function forceCardPaymentCheck(reservationId: string) {
  return request('forceCheckTransaction', { params: { reservationId } });
}
