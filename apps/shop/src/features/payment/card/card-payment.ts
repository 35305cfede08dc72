import type { PaymentMethodCreateParams, Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { cardBillingDetails } from '../card-billing.ts';
import { PaymentFailure, type PaymentOutcome, type PaymentWaitNotice } from '../payment-handler.ts';
import { fetchCardPaymentStatus, forceCardPaymentCheck, initCardPayment } from './card-payment-api.ts';
import {
  afterCardStatusCheck,
  cardStatusPollIntervalMs,
  cardWaitNotice,
  initialCardPollState,
  type CardStatusAnswer,
} from './card-payment-poll.ts';

/** What paying through a PaymentIntent the server creates needs, whether by card or by wallet. */
export interface IntentPayment {
  reservationId: string;
  /** The reason shown when the provider declines after the card was accepted in the browser. */
  declinedReason: string;
  /**
   * The server's reason for not starting the payment, readable: ours sends a message key
   * (`error.STEP2_STRIPE_unexpected`), alf.io a sentence, which a missing key leaves as it is.
   */
  translate: (message: string) => string;
  onNotice: (notice: PaymentWaitNotice | null) => void;
  /** Aborted when the card form goes away: waiting stops as if the buyer had cancelled. */
  signal: AbortSignal;
}

export interface CardPayment extends IntentPayment {
  stripe: Stripe;
  card: StripeCardElement;
  billing: ReturnType<typeof cardBillingDetails>;
  /**
   * The organizer's Stripe works with payment intents the server creates (and 3-D Secure);
   * without it, alf.io's older setting, a card token sent with the confirmation is enough.
   */
  enableSCA: boolean;
}

/** Stripe.js refuses nulls and empty strings in billing details: only what is known goes. */
export function stripeBillingDetails(billing: CardPayment['billing']): PaymentMethodCreateParams.BillingDetails {
  const address = Object.fromEntries(Object.entries(billing.address).filter(([, value]) => Boolean(value)));
  return {
    ...(billing.name ? { name: billing.name } : {}),
    ...(billing.email ? { email: billing.email } : {}),
    ...(Object.keys(address).length > 0 ? { address } : {}),
  };
}

/** Pays by card; resolves with the token the confirmation carries, rejects with `PaymentFailure`. */
export async function payByCard(payment: CardPayment): Promise<PaymentOutcome> {
  const { stripe, card } = payment;
  if (!payment.enableSCA) {
    const { token, error } = await stripe.createToken(card);
    if (error || !token) throw new PaymentFailure(error?.message ?? payment.declinedReason);
    return { gatewayToken: token.id };
  }
  const clientSecret = await paymentIntentSecret(payment);
  const { error } = await stripe.confirmCardPayment(clientSecret, {
    payment_method: { card, billing_details: stripeBillingDetails(payment.billing) },
  });
  if (error) throw new PaymentFailure(error.message ?? payment.declinedReason);
  return waitForSettlement(payment);
}

/**
 * The server creates the PaymentIntent (the reservation moves to EXTERNAL_PROCESSING_PAYMENT)
 * and hands the browser its client secret; rejects with `PaymentFailure` when it will not.
 */
export async function paymentIntentSecret(payment: IntentPayment): Promise<string> {
  const init = await initCardPayment(payment.reservationId);
  if (init.reservationStatusChanged) throw new PaymentFailure(null, true);
  if (init.errorMessage) throw new PaymentFailure(payment.translate(init.errorMessage));
  if (!init.clientSecret) throw new PaymentFailure(payment.declinedReason);
  return init.clientSecret;
}

/**
 * The card is accepted in the browser; the server learns the outcome from the provider. Checks
 * never overlap: a slow answer skips the ticks it spans.
 */
export function waitForSettlement({
  reservationId,
  declinedReason,
  onNotice,
  signal,
}: IntentPayment): Promise<PaymentOutcome> {
  return new Promise((resolve, reject) => {
    let state = initialCardPollState;
    let checking = false;
    let forcing = false;
    let stopped = false;

    const notify = () => onNotice(cardWaitNotice(state, forcing ? null : forceCheck));
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      signal.removeEventListener('abort', cancel);
      onNotice(null);
    };
    const cancel = () => {
      stop();
      reject(new PaymentFailure(null));
    };
    // Asks the provider itself; a redirect ends the payment here (the overview leaves for the
    // bank's page), anything else waits on.
    function forceCheck() {
      forcing = true;
      notify();
      forceCardPaymentCheck(reservationId)
        .then((result) => {
          if (stopped || !result.redirect || !result.redirectUrl) return;
          stop();
          resolve({ leaveFor: result.redirectUrl });
        })
        .catch(() => undefined)
        .finally(() => {
          forcing = false;
          if (!stopped) notify();
        });
    }
    const check = async () => {
      if (checking || stopped) return;
      checking = true;
      const answer: CardStatusAnswer = await fetchCardPaymentStatus(reservationId).catch(() => null);
      checking = false;
      if (stopped) return;
      const step = afterCardStatusCheck(state, answer);
      if (step.kind === 'paid') {
        stop();
        return resolve(step.gatewayToken ? { gatewayToken: step.gatewayToken } : {});
      }
      if (step.kind === 'failed') {
        stop();
        return reject(new PaymentFailure(declinedReason));
      }
      const changed = step.state.delayed !== state.delayed || step.state.warning !== state.warning;
      state = step.state;
      if (changed) notify();
    };

    const timer = setInterval(() => void check(), cardStatusPollIntervalMs);
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', cancel);
  });
}
