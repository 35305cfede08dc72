import type { PaymentProxy, ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { findCustomPaymentMethods } from './custom-payment-method-repository.ts';
import { delayForOfflinePayment, offlinePaymentDeadline, offlineWaitingDays } from './offline-deadline.ts';
import type { PaymentContext } from './payment-context.ts';
import { methodsOfProxy } from './payment-methods.ts';
import { availableMollieMethods } from './mollie.ts';
import { mollieKeyOf } from './mollie-settings.ts';
import { stripeKeysOf } from './stripe-settings.ts';
import { paypalCredentialsOf } from './paypal-settings.ts';
import { saferpayCredentialsOf } from './saferpay-settings.ts';

/**
 * The payment methods this server can take, one provider per proxy: what each offers, the
 * parameters the shop receives in `activePaymentMethods`, and what confirming with it does to
 * the reservation. An online provider is one more entry whose `confirm` says how its money is
 * taken; its adapter (`online-payment.ts`) talks to the provider, and the order settles once it
 * is paid.
 */

export type ConfirmOutcome =
  | {
      kind: 'confirmed';
      status: ReservationStatus;
      /** What tickets, items and the subscription become. */
      items: 'TO_BE_PAID' | 'ACQUIRED';
      transaction: 'PENDING' | 'COMPLETE';
      /** The money has arrived. */
      paid: boolean;
      /** The new validity: the payment deadline of a deferred payment; null keeps the current one. */
      validity: Date | null;
    }
  /**
   * An online provider takes the money first, in one of three ways:
   * - `redirect`: the payment engine starts the payment and the buyer pays on the provider's page;
   * - `paid-in-browser`: the payment started with the init call and was paid in the shop's page,
   *   so confirming needs its id as `gatewayToken` (Stripe);
   * - `approve-then-capture`: the buyer approves at the provider, then confirming takes the money
   *   (PayPal).
   */
  | { kind: 'redirect' | 'paid-in-browser' | 'approve-then-capture' };

export interface PaymentProvider {
  proxy: Exclude<PaymentProxy, 'NONE' | 'ADMIN'>;
  /** Method ids offered in this context; custom offline methods are the organizer's UUIDs. */
  methods(q: Queryable, context: PaymentContext): Promise<string[]>;
  /** Confirmed now, paid later (the overview says "Confirm", not "Pay"); online providers take the money first. */
  deferred: boolean;
  /** Whether the offline and free-order reCAPTCHA applies to it. */
  offlineCaptcha: boolean;
  isAvailable(context: PaymentContext, now: Date): boolean;
  parameters(context: PaymentContext, now: Date): Record<string, unknown>;
  confirm(context: PaymentContext, now: Date): ConfirmOutcome;
}

/** The reCAPTCHA for offline payments and free orders is on and has a key. */
export function offlineCaptchaRequested(context: PaymentContext): boolean {
  return (
    context.settings.flag('ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS', false) &&
    context.settings.text('RECAPTCHA_API_KEY') !== null
  );
}

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

const bankTransfer: PaymentProvider = {
  proxy: 'OFFLINE',
  methods: async () => [...methodsOfProxy.OFFLINE],
  deferred: true,
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
const onSite: PaymentProvider = {
  proxy: 'ON_SITE',
  methods: async () => [...methodsOfProxy.ON_SITE],
  deferred: true,
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

const customOffline: PaymentProvider = {
  proxy: 'CUSTOM_OFFLINE',
  async methods(q, context) {
    if (context.eventId === null) return [];
    return (await findCustomPaymentMethods(q, context.eventId)).map((method) => method.id);
  },
  deferred: true,
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

/** The built-in gateway that moves no money, on where the organizer's setting TEST_GATEWAY_ENABLED says so. */
const testGateway: PaymentProvider = {
  proxy: 'TEST_GATEWAY',
  methods: async () => [...methodsOfProxy.TEST_GATEWAY],
  deferred: false,
  offlineCaptcha: false,
  isAvailable: (context) => context.settings.flag('TEST_GATEWAY_ENABLED', false),
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};

/**
 * Cards through Stripe, on where the organizer turned on STRIPE_CC_ENABLED and set its keys. Only
 * the PaymentIntents way (Strong Customer Authentication) is implemented: with STRIPE_ENABLE_SCA
 * off the shop is still told SCA, since the older charge-by-token way would need its own flow.
 */
const stripe: PaymentProvider = {
  proxy: 'STRIPE',
  methods: async () => [...methodsOfProxy.STRIPE],
  deferred: false,
  offlineCaptcha: false,
  isAvailable: (context) =>
    context.settings.flag('STRIPE_CC_ENABLED', false) && stripeKeysOf(context.settings) !== null,
  parameters: (context) => ({ enableSCA: true, stripe_p_key: stripeKeysOf(context.settings)?.publicKey ?? null }),
  confirm: () => ({ kind: 'paid-in-browser' }),
};

/**
 * PayPal, on where the organizer turned on PAYPAL_ENABLED and set its REST app's client id and
 * secret. Confirming sends the buyer to PayPal first; see `paypal-confirm.ts`.
 */
const paypal: PaymentProvider = {
  proxy: 'PAYPAL',
  methods: async () => [...methodsOfProxy.PAYPAL],
  deferred: false,
  offlineCaptcha: false,
  isAvailable: (context) =>
    context.settings.flag('PAYPAL_ENABLED', false) && paypalCredentialsOf(context.settings) !== null,
  parameters: () => ({}),
  confirm: () => ({ kind: 'approve-then-capture' }),
};

/**
 * Redirect payments through Mollie, on where the organizer turned on MOLLIE_CC_ENABLED and set
 * MOLLIE_API_KEY: of its methods, those Mollie lists as available for the order's amount and
 * currency (asked once a minute at most). The buyer pays on Mollie's checkout page.
 */
const mollie: PaymentProvider = {
  proxy: 'MOLLIE',
  methods: availableMollieMethods,
  deferred: false,
  offlineCaptcha: false,
  isAvailable: (context) => mollieKeyOf(context.settings) !== null,
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};

/**
 * Cards on Saferpay's hosted payment page, on where the organizer turned on SAFERPAY_ENABLED and
 * set its JSON API user, password, customer id and terminal id. The buyer pays on Saferpay's page.
 */
const saferpay: PaymentProvider = {
  proxy: 'SAFERPAY',
  methods: async () => [...methodsOfProxy.SAFERPAY],
  deferred: false,
  offlineCaptcha: false,
  isAvailable: (context) => saferpayCredentialsOf(context.settings) !== null,
  parameters: () => ({}),
  confirm: () => ({ kind: 'redirect' }),
};

/**
 * In order of preference: where several could take cards, Stripe does, then Mollie, then
 * Saferpay, then the test gateway; each method goes to the first provider offering it.
 */
export const paymentProviders: readonly PaymentProvider[] = [
  bankTransfer,
  onSite,
  customOffline,
  stripe,
  mollie,
  saferpay,
  testGateway,
  paypal,
];

export function providerFor(proxy: string | null): PaymentProvider | undefined {
  return paymentProviders.find((provider) => provider.proxy === proxy);
}

/**
 * Paid in full: a free order (nothing to pay, or all covered by a subscription) is complete at
 * once, and so is an order once an online provider has taken the money.
 */
export const paidOutcome: Extract<ConfirmOutcome, { kind: 'confirmed' }> = {
  kind: 'confirmed',
  status: 'COMPLETE',
  items: 'ACQUIRED',
  transaction: 'COMPLETE',
  paid: true,
  validity: null,
};
