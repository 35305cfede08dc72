import { reservationStatuses } from '@shop/contract';
import { describe, expect, test } from 'vitest';
import { orderStatusKey, shortReservationId } from '../../../src/features/account/order-status.ts';

describe('how an order status reads', () => {
  test('paid orders are complete, refunded or cancelled ones cancelled, every other one pending', () => {
    const read = Object.fromEntries(reservationStatuses.map((status) => [status, orderStatusKey(status)]));
    expect(read).toEqual({
      PENDING: 'my-orders.status.pending',
      IN_PAYMENT: 'my-orders.status.pending',
      EXTERNAL_PROCESSING_PAYMENT: 'my-orders.status.pending',
      WAITING_EXTERNAL_CONFIRMATION: 'my-orders.status.pending',
      CUSTOM_OFFLINE_PAYMENT: 'my-orders.status.pending',
      OFFLINE_PAYMENT: 'my-orders.status.pending',
      DEFERRED_OFFLINE_PAYMENT: 'my-orders.status.pending',
      FINALIZING: 'my-orders.status.complete',
      OFFLINE_FINALIZING: 'my-orders.status.pending',
      COMPLETE: 'my-orders.status.complete',
      STUCK: 'my-orders.status.pending',
      CANCELLED: 'shop.my-orders.status.cancelled',
      CREDIT_NOTE_ISSUED: 'shop.my-orders.status.cancelled',
    });
  });

  test('a reservation id shows as its first eight characters in upper case', () => {
    expect(shortReservationId('a1b2c3d4-0000-4000-8000-00000000000a')).toBe('A1B2C3D4');
  });
});
