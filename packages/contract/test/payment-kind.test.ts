import { describe, expect, test } from 'vitest';
import { paymentKindOf, paymentProxies } from '../src/index.ts';

describe('how the money of a payment proxy is taken', () => {
  test('gives every payment proxy a kind', () => {
    const kinds = Object.fromEntries(paymentProxies.map((proxy) => [proxy, paymentKindOf(proxy)]));
    expect(kinds).toEqual({
      STRIPE: 'card',
      ON_SITE: 'deferred',
      OFFLINE: 'deferred',
      NONE: 'free',
      ADMIN: 'unavailable',
      PAYPAL: 'redirect',
      MOLLIE: 'redirect',
      SAFERPAY: 'redirect',
      CUSTOM_OFFLINE: 'deferred',
      TEST_GATEWAY: 'redirect',
    });
  });
});
