import type { PaymentProxy } from '@shop/contract';

/**
 * How a payment proxy pays:
 * - `free`: nothing to pay (method NONE);
 * - `deferred`: the buyer pays later (bank transfer, on site, custom offline) — Confirm, not Pay;
 * - `redirect`: the confirm answer sends the browser to the provider (PayPal, Mollie, Saferpay, the test gateway);
 * - `card`: a card form in the page yields a gateway token first (Stripe);
 * - `unavailable`: not selectable by buyers (ADMIN).
 */
export type PaymentKind = 'free' | 'deferred' | 'redirect' | 'card' | 'unavailable';

export function paymentKindOf(proxy: PaymentProxy): PaymentKind {
  switch (proxy) {
    case 'NONE':
      return 'free';
    case 'OFFLINE':
    case 'ON_SITE':
    case 'CUSTOM_OFFLINE':
      return 'deferred';
    case 'PAYPAL':
    case 'MOLLIE':
    case 'SAFERPAY':
    case 'TEST_GATEWAY':
      return 'redirect';
    case 'STRIPE':
      return 'card';
    case 'ADMIN':
      return 'unavailable';
  }
}

/** What paying in the browser produced, sent along with the confirmation. */
export interface PaymentOutcome {
  /** Card token or provider transaction id; absent for every non-card method. */
  gatewayToken?: string;
  /** The provider wants the browser on its page (a bank's check) instead of a confirmation. */
  leaveFor?: string;
}

/** The one thing the overview needs of a payment method: whether it can pay now, and paying. */
export interface PaymentProvider {
  kind: PaymentKind;
  /** Confirm may be pressed: a card form is complete, a required captcha is solved. */
  ready: boolean;
  /** Rejects with `PaymentFailure`. */
  pay(): Promise<PaymentOutcome>;
}

/** A payment that did not happen in the browser. */
export class PaymentFailure extends Error {
  override readonly name = 'PaymentFailure';

  constructor(
    /** The provider's reason, shown as argument 0 of `error.STEP_2_PAYMENT_PROCESSING_ERROR`; null when the buyer cancelled. */
    readonly reason: string | null,
    /** The reservation moved on meanwhile: the status guard knows where to go. */
    readonly reservationChanged = false,
  ) {
    super(reason ?? 'payment cancelled');
  }
}

/** Methods that need nothing in the browser: paying is confirming. */
export function immediateProvider(kind: PaymentKind, ready: boolean): PaymentProvider {
  return { kind, ready, pay: () => Promise.resolve({}) };
}

/** A method that cannot pay (yet): its form is loading or failed, or buyers may not use it. */
export function notYetAvailableProvider(kind: PaymentKind): PaymentProvider {
  return { kind, ready: false, pay: () => Promise.reject(new PaymentFailure(null)) };
}

/** Deferred methods confirm; the rest pay. */
export function confirmsInsteadOfPaying(kind: PaymentKind): boolean {
  return kind === 'deferred';
}

/**
 * What a provider still waiting for its payment tells the buyer under the progress bar: it takes
 * longer than usual, or so long that the buyer may ask the provider directly (`forceCheck`, null
 * while such a check runs).
 */
export type PaymentWaitNotice = { level: 'delayed' } | { level: 'warning'; forceCheck: (() => void) | null };
