import type { Queryable } from '../../db/database.ts';
import {
  loadReservationContext,
  reservationContextSettingKeys,
  type ReservationContext,
} from '../reservation/view/reservation-context.ts';
import { paymentProviders } from './payment-providers.ts';

/** The reservation as payment reads it: its context with the settings of every provider too. */
export type PaymentContext = ReservationContext;

export const paymentSettingKeys: readonly string[] = [
  ...reservationContextSettingKeys,
  ...paymentProviders.flatMap((provider) => provider.settingKeys),
];

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
