import type {
  CanMakePaymentResult,
  PaymentRequestOptions,
  PaymentRequestPaymentMethodEvent,
  Stripe,
} from '@stripe/stripe-js';
import { PaymentFailure, type PaymentOutcome } from '../payment-handler.ts';
import { paymentIntentSecret, waitForSettlement, type IntentPayment } from './card-payment.ts';

/** The phone wallets offered at the card step, by Stripe's names. */
export type Wallet = 'applePay' | 'googlePay';

/**
 * The wallet a browser can pay with, from Stripe's `canMakePayment()`; null hides the wallet.
 * Only Apple Pay and Google Pay count: Link and cards saved in the browser are no phone's wallet.
 */
export function walletOf(result: CanMakePaymentResult | null | undefined): Wallet | null {
  if (result?.applePay) return 'applePay';
  if (result?.googlePay) return 'googlePay';
  return null;
}

export interface WalletRequest {
  /** The order's total in minor units, as the PaymentIntent charges it. */
  amount: number;
  /** ISO 4217, any case. */
  currency: string;
  /** What the wallet's sheet calls the total. */
  label: string;
  /** ISO 3166 alpha-2, or null when unknown. */
  country: string | null;
}

/**
 * Stripe wants the organizer's account country, which neither alf.io nor our server tells the
 * browser; the buyer's billing country is the nearest fact, and the sheet works with any.
 */
const fallbackCountry = 'US';

export function walletRequestOptions(request: WalletRequest): PaymentRequestOptions {
  const country = request.country && /^[A-Za-z]{2}$/.test(request.country) ? request.country : fallbackCountry;
  return {
    country: country.toUpperCase(),
    currency: request.currency.toLowerCase(),
    total: { label: request.label, amount: request.amount },
    disableWallets: ['link', 'browserCard'],
  };
}

export interface WalletPayment extends IntentPayment {
  stripe: Stripe;
  /** The buyer approved the payment in the wallet's sheet, which waits for `complete`. */
  approval: PaymentRequestPaymentMethodEvent;
}

/**
 * Pays with the card the wallet handed over, on the same PaymentIntent and the same server
 * checks as a typed card. The sheet closes before a 3-D Secure check, which then runs on the
 * page; rejects with `PaymentFailure`.
 */
export async function payByWallet(payment: WalletPayment): Promise<PaymentOutcome> {
  const { stripe, approval } = payment;
  let clientSecret: string;
  try {
    clientSecret = await paymentIntentSecret(payment);
  } catch (failure) {
    approval.complete('fail');
    throw failure;
  }
  const confirmed = await stripe
    .confirmCardPayment(clientSecret, { payment_method: approval.paymentMethod.id }, { handleActions: false })
    .catch(() => ({ error: { message: undefined }, paymentIntent: undefined }));
  if (confirmed.error || !confirmed.paymentIntent) {
    approval.complete('fail');
    throw new PaymentFailure(confirmed.error?.message ?? payment.declinedReason);
  }
  approval.complete('success');
  if (confirmed.paymentIntent.status === 'requires_action') {
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) throw new PaymentFailure(error.message ?? payment.declinedReason);
  }
  return waitForSettlement(payment);
}
