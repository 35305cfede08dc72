import { paymentKindOf, paymentProxies, type PaymentKind } from '@shop/contract';
import { describe, expect, test } from 'vitest';
import type { PaymentContext } from '../../../src/modules/payment/payment-context.ts';
import type { ConfirmOutcome } from '../../../src/modules/payment/payment-provider.ts';
import { paymentProviders } from '../../../src/modules/payment/payment-providers.ts';
import { settingsFromRows } from '../../../src/modules/settings/scoped-settings.ts';

const now = new Date('2026-03-02T10:00:00Z');
const settings = settingsFromRows([]);
const context: PaymentContext = {
  reservationId: '00000000-0000-4000-8000-000000000001',
  status: 'PENDING',
  validity: new Date('2026-03-02T10:25:00Z'),
  validated: true,
  purchaseContextType: 'event',
  eventId: 1,
  subscriptionDescriptorId: null,
  organizationId: 1,
  organizationName: 'Alpine Tech',
  organizationEmail: 'info@example.org',
  publicIdentifier: 'summit',
  contextTitle: { en: 'Summit' },
  language: 'en',
  email: null,
  userId: null,
  allowedProxies: [...paymentProxies],
  timeZone: 'Europe/Zurich',
  lastPaymentDay: null,
  privacyUrl: null,
  now,
  settings,
  categorySettings: [settings],
};

/** What confirming does for each kind of the contract: deferred ones confirm, online ones take the money first. */
const confirmsWith: Record<PaymentKind, readonly ConfirmOutcome['kind'][]> = {
  free: [],
  unavailable: [],
  deferred: ['confirmed'],
  redirect: ['redirect', 'approve-then-capture'],
  card: ['paid-in-browser'],
};

describe('the payment provider table', () => {
  test('has one provider per proxy', () => {
    const proxies = paymentProviders.map((provider) => provider.proxy);
    expect(new Set(proxies).size).toBe(proxies.length);
  });

  test('every provider confirms the way the contract says its money is taken', () => {
    for (const provider of paymentProviders) {
      const kind = paymentKindOf(provider.proxy);
      expect(confirmsWith[kind], provider.proxy).toContain(provider.confirm(context, now).kind);
    }
  });
});
