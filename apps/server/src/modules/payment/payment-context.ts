import type { Queryable } from '../../db/database.ts';
import {
  loadReservationContext,
  reservationContextSettingKeys,
  type ReservationContext,
} from '../reservation/view/reservation-context.ts';
import { mollieSettingKeys } from './mollie/mollie-settings.ts';
import { saferpaySettingKeys } from './saferpay/saferpay-settings.ts';
import { stripeSettingKeys } from './stripe/stripe-settings.ts';
import { paypalSettingKeys } from './paypal/paypal-settings.ts';

/** The reservation as payment reads it: its context with the settings of every provider too. */
export type PaymentContext = ReservationContext;

export const paymentSettingKeys = [
  ...reservationContextSettingKeys,
  ...stripeSettingKeys,
  ...paypalSettingKeys,
  ...mollieSettingKeys,
  ...saferpaySettingKeys,
] as const;

export function loadPaymentContext(q: Queryable, reservationId: string): Promise<PaymentContext | null> {
  return loadReservationContext(q, reservationId, paymentSettingKeys);
}

/** Payment method ids excluded by any category of the order (setting PAYMENT_METHODS_BLACKLIST). */
export function blacklistedMethods(context: PaymentContext): Set<string> {
  return new Set(
    context.categorySettings.flatMap((settings) =>
      (settings.text('PAYMENT_METHODS_BLACKLIST') ?? '').split(/[\s,]+/).filter(Boolean),
    ),
  );
}
