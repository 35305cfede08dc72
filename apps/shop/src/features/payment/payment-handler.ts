import type { PaymentKind } from '@shop/contract';

/** What paying in the browser produced, sent along with the confirmation. */
export interface PaymentOutcome {
  /** Card token or provider transaction id; absent for every non-card method. */
  gatewayToken?: string;
  /** The provider wants the browser on its page (a bank's check) instead of a confirmation. */
  leaveFor?: string;
}

/** The one thing the overview needs of a payment method: whether it can pay now, and paying. */
export interface PaymentHandler {
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
export function immediateHandler(kind: PaymentKind, ready: boolean): PaymentHandler {
  return { kind, ready, pay: () => Promise.resolve({}) };
}

/** A method that cannot pay (yet): its form is loading or failed, or buyers may not use it. */
export function notYetAvailableHandler(kind: PaymentKind): PaymentHandler {
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
