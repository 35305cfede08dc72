import type { PaymentProxy, ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { PaymentContext } from './payment-context.ts';

/**
 * A payment provider: what one payment proxy offers, the parameters the shop receives in
 * `activePaymentMethods`, and what confirming with it does to the reservation. Each provider's
 * entry lives in its own folder and joins the table in `payment-providers.ts`; an online
 * provider also has an adapter (`OnlinePaymentAdapter` in `online-payment.ts`) that talks to its
 * API. How its money is taken, as the shop shows it, is the contract's `paymentKindOf`.
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
  /** The organizer's settings it reads, loaded with every payment context. */
  settingKeys: readonly string[];
  /**
   * The method ids the proxy stands for wherever it is allowed (a reservation's default method, the
   * demo's orders); none for CUSTOM_OFFLINE, whose methods are the organizer's.
   */
  fixedMethods: readonly string[];
  /** Method ids offered in this context; custom offline methods are the organizer's UUIDs. */
  methods(q: Queryable, context: PaymentContext): Promise<string[]>;
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
