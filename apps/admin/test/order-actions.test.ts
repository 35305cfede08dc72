import { describe, expect, it } from 'vitest';
import type { OrganizerRole, ReservationStatus } from '@shop/contract';
import { ApiError } from '../src/lib/api-client.ts';
import { orderActions, orderStatuses, majorUnits, parseAmount } from '../src/features/orders/order-actions.ts';
import { orderFailure } from '../src/features/orders/order-failure.ts';

const order = (status: ReservationStatus, more: Partial<Parameters<typeof orderActions>[0]> = {}) => ({
  status,
  paymentProxy: 'OFFLINE' as const,
  paid: false,
  refundableCents: 0,
  ...more,
});

describe('what the back office offers to do with an order', () => {
  it('offers a transfer waiting for its money to be confirmed, resent or cancelled, never refunded', () => {
    for (const status of ['OFFLINE_PAYMENT', 'CUSTOM_OFFLINE_PAYMENT', 'DEFERRED_OFFLINE_PAYMENT'] as const) {
      expect(orderActions(order(status), 'OWNER')).toEqual(['confirm-transfer', 'resend', 'cancel']);
    }
  });

  it('offers a paid order its refund, with the attendee change, the resend and the cancellation', () => {
    const paidByCard = order('COMPLETE', { paymentProxy: 'TEST_GATEWAY', paid: true, refundableCents: 12_000 });
    expect(orderActions(paidByCard, 'OWNER')).toEqual(['resend', 'change-attendee', 'refund', 'cancel']);
    const refundedInFull = { ...paidByCard, refundableCents: 0 };
    expect(orderActions(refundedInFull, 'OWNER')).not.toContain('refund');
  });

  it('offers the on-site payment only while it is due', () => {
    const due = order('COMPLETE', { paymentProxy: 'ON_SITE', paid: false });
    expect(orderActions(due, 'OWNER')[0]).toBe('confirm-on-site');
    expect(orderActions({ ...due, paid: true }, 'OWNER')).not.toContain('confirm-on-site');
  });

  it('offers a cancelled order only what is left to refund, and nothing while the buyer or the provider has it', () => {
    expect(orderActions(order('CANCELLED', { refundableCents: 500 }), 'OWNER')).toEqual(['refund']);
    expect(orderActions(order('CANCELLED'), 'OWNER')).toEqual([]);
    for (const status of orderStatuses.filter((s) => !['COMPLETE', 'CANCELLED', 'CREDIT_NOTE_ISSUED'].includes(s))) {
      if (status.includes('OFFLINE_PAYMENT')) continue;
      expect(orderActions(order(status, { refundableCents: 500 }), 'OWNER'), status).toEqual([]);
    }
  });

  it('offers check-in staff, supervisors and sponsors nothing, whatever the order', () => {
    const roles: OrganizerRole[] = ['OPERATOR', 'SUPERVISOR', 'SPONSOR'];
    for (const role of roles) {
      for (const status of orderStatuses) {
        expect(orderActions(order(status, { paid: true, refundableCents: 100 }), role)).toEqual([]);
      }
    }
    expect(orderActions(order('OFFLINE_PAYMENT'), 'API_CLIENT')).toContain('confirm-transfer');
  });

  it('reads refund amounts in the currency’s digits and refuses what is not one', () => {
    expect(parseAmount('12.5', 'CHF')).toBe(1250);
    expect(parseAmount('12,50', 'EUR')).toBe(1250);
    expect(parseAmount('12.505', 'CHF')).toBeNull();
    expect(parseAmount('0', 'CHF')).toBeNull();
    expect(parseAmount('-3', 'CHF')).toBeNull();
    expect(parseAmount('1000', 'JPY')).toBe(1000);
    expect(parseAmount('10.5', 'JPY')).toBeNull();
    expect(majorUnits(1250, 'CHF')).toBe('12.50');
  });

  it('says why the server refused a change, in words', () => {
    const refused = (code: string) => new ApiError(400, { status: 'ERROR', data: null, errors: [{ code }] });
    expect(orderFailure(refused('AMOUNT_TOO_HIGH'))).toBe('orders.refused.AMOUNT_TOO_HIGH');
    expect(orderFailure(refused('SOMETHING_NEW'))).toBe('orders.refused.changed-meanwhile');
    expect(orderFailure(new ApiError(400, ''))).toBe('orders.refused.changed-meanwhile');
    expect(orderFailure(new ApiError(404, ''))).toBe('orders.not-found');
    expect(orderFailure(new ApiError(403, ''))).toBe('error.forbidden');
  });
});
