import type { PaymentContext } from '../payment-context.ts';
import { offlineCaptchaRequested, type PaymentProvider } from '../payment-provider.ts';
import { findCustomPaymentMethods } from '../custom-payment-method-repository.ts';
import { delayForOfflinePayment, offlinePaymentDeadline, offlineWaitingDays } from './offline-deadline.ts';

/** The providers that confirm the order now and are paid later: bank transfer, on site, the organizer's own methods. */

function captchaParameters(context: PaymentContext): Record<string, unknown> {
  const requested = offlineCaptchaRequested(context);
  return requested
    ? { captchaRequestedForOffline: true, recaptchaApiKey: context.settings.text('RECAPTCHA_API_KEY') }
    : { captchaRequestedForOffline: false };
}

function waitingDays(context: PaymentContext, now: Date): number | null {
  return offlineWaitingDays(
    now,
    context.lastPaymentDay,
    context.timeZone,
    context.settings.integer('OFFLINE_PAYMENT_DAYS', 5),
  );
}

function deadline(context: PaymentContext, now: Date): Date {
  return offlinePaymentDeadline(
    now,
    waitingDays(context, now) ?? 0,
    context.timeZone,
    context.settings.flag('OFFLINE_PAYMENT_BUSINESS_DAYS', true),
  );
}

export const bankTransferProvider: PaymentProvider = {
  proxy: 'OFFLINE',
  settingKeys: [],
  fixedMethods: ['BANK_TRANSFER'],
  methods: async () => ['BANK_TRANSFER'],
  offlineCaptcha: true,
  // Without a day left to pay, a bank transfer cannot arrive in time.
  isAvailable: (context, now) => (waitingDays(context, now) ?? 0) > 0,
  parameters(context, now) {
    const deferred = context.settings.flag('DEFERRED_BANK_TRANSFER_ENABLED', false);
    return {
      delayForOfflinePayment: delayForOfflinePayment(waitingDays(context, now)),
      ...captchaParameters(context),
      ...(deferred && { deferred: true }),
    };
  },
  confirm(context, now) {
    if (context.settings.flag('DEFERRED_BANK_TRANSFER_ENABLED', false)) {
      return {
        kind: 'confirmed',
        status: 'DEFERRED_OFFLINE_PAYMENT',
        items: 'ACQUIRED',
        transaction: 'PENDING',
        paid: false,
        validity: deadline(context, now),
      };
    }
    return {
      kind: 'confirmed',
      status: 'OFFLINE_PAYMENT',
      items: 'TO_BE_PAID',
      transaction: 'PENDING',
      paid: false,
      validity: deadline(context, now),
    };
  },
};

/** Paid at the desk: the order is complete now, its tickets say payment is due on site. */
export const onSiteProvider: PaymentProvider = {
  proxy: 'ON_SITE',
  settingKeys: [],
  fixedMethods: ['ON_SITE'],
  methods: async () => ['ON_SITE'],
  offlineCaptcha: true,
  isAvailable: () => true,
  parameters: (context) => captchaParameters(context),
  confirm: () => ({
    kind: 'confirmed',
    status: 'COMPLETE',
    items: 'ACQUIRED',
    transaction: 'PENDING',
    paid: false,
    validity: null,
  }),
};

export const customOfflineProvider: PaymentProvider = {
  proxy: 'CUSTOM_OFFLINE',
  settingKeys: [],
  fixedMethods: [],
  async methods(q, context) {
    if (context.eventId === null) return [];
    return (await findCustomPaymentMethods(q, context.eventId)).map((method) => method.id);
  },
  offlineCaptcha: false,
  isAvailable: () => true,
  parameters: () => ({}),
  confirm: (context, now) => ({
    kind: 'confirmed',
    status: 'CUSTOM_OFFLINE_PAYMENT',
    items: 'TO_BE_PAID',
    transaction: 'PENDING',
    paid: false,
    validity: deadline(context, now),
  }),
};
