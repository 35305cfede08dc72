import type { CustomPaymentMethod, PaymentKind, ReservationInfo } from '@shop/contract';
import type { ReactNode } from 'react';
import type { PaymentFormBody } from '../overview-api.ts';

/**
 * What the overview needs of the payment part (the payment feature's selection has this shape):
 * the method as the body sends it, and the handler that pays before the order is confirmed.
 */
export interface OverviewPayment {
  selectedPaymentMethod: NonNullable<PaymentFormBody['selectedPaymentMethod']>;
  paymentProxy: PaymentFormBody['paymentProxy'];
  captcha: string | null;
  handler: {
    /** `deferred` methods confirm instead of paying. */
    kind: PaymentKind;
    ready: boolean;
    /** With `leaveFor` the browser goes to the provider's page instead of confirming. */
    pay(): Promise<{ gatewayToken?: string; leaveFor?: string }>;
  };
}

/** How a provider refuses: with the provider's reason, or null when the buyer cancelled. */
export interface PaymentRejection {
  reason: string | null;
  reservationChanged: boolean;
}

export function isPaymentRejection(error: unknown): error is PaymentRejection {
  return typeof error === 'object' && error !== null && 'reservationChanged' in error && 'reason' in error;
}

/** The button says Continue for free orders, Confirm after a provider's approval or for deferred methods, else Pay. */
export function confirmButtonKey(free: boolean, tokenAcquired: boolean, payment: OverviewPayment | null): string {
  if (free) return 'reservation-page.continue';
  if (tokenAcquired) return 'reservation-page.confirm-button';
  return payment?.handler.kind === 'deferred' ? 'common.confirm' : 'reservation-page.pay';
}

/** What the payment part is given; the route fills it from the payment feature. */
export interface PaymentSlotArgs {
  reservation: ReservationInfo;
  customMethods: readonly CustomPaymentMethod[];
  submitting: boolean;
  /** Changes after each confirmation attempt. */
  attempt: number;
  onChange: (payment: OverviewPayment | null) => void;
}

export type PaymentSlot = (args: PaymentSlotArgs) => ReactNode;
