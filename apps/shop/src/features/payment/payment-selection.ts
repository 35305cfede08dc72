import type { CaptchaConfiguration, CustomPaymentMethod, PaymentProxy, ReservationInfo } from '@shop/contract';
import type { PaymentHandler } from './payment-handler.ts';
import { sortedMethodIds } from './payment-methods.ts';

/** What the overview sends for the chosen method. */
export interface PaymentSelection {
  /** A method id; for custom offline methods the whole method object, as alf.io expects. */
  selectedPaymentMethod: string | CustomPaymentMethod;
  paymentProxy: PaymentProxy | null;
  /** reCAPTCHA answer, when the method or the free order asks for one. */
  captcha: string | null;
  handler: PaymentHandler;
}

/** The reservation fields the choice of methods depends on. */
export type PaymentReservation = Pick<
  ReservationInfo,
  'activePaymentMethods' | 'tokenAcquired' | 'paymentProxy' | 'orderSummary'
>;

export interface OfferedMethods {
  /** Listed for the buyer, sorted by id; empty for free orders. */
  ids: string[];
  /** Chosen before the buyer does anything. */
  preselected: string | null;
}

export const freeMethod = 'NONE';

/**
 * A free order pays with NONE; a stored token (a PayPal approval, say)
 * leaves only the method of its proxy; a single method is chosen already.
 */
export function offeredMethods(reservation: PaymentReservation): OfferedMethods {
  if (reservation.orderSummary.free) return { ids: [], preselected: freeMethod };
  const ids = sortedMethodIds(reservation.activePaymentMethods);
  if (reservation.tokenAcquired) {
    const matching = ids.find((id) => reservation.activePaymentMethods[id]?.paymentProxy === reservation.paymentProxy);
    return matching ? { ids: [matching], preselected: matching } : { ids, preselected: null };
  }
  return { ids, preselected: ids.length === 1 ? (ids[0] ?? null) : null };
}

/**
 * The reCAPTCHA site key a payment needs, or null: offline and on-site
 * methods carry theirs in their parameters; free orders use the context's when its
 * offline-and-free captcha is on. alf.io leaves the context's key empty unless the ticket
 * selection has a captcha too: the key an offline method carries is the
 * same one. Without a key there is nothing to solve.
 */
export function captchaSiteKey(
  reservation: PaymentReservation,
  captchaConfiguration: CaptchaConfiguration,
  method: string | null,
): string | null {
  const methods = Object.values(reservation.activePaymentMethods);
  if (reservation.orderSummary.free) {
    if (!captchaConfiguration.captchaForOfflinePaymentAndFree) return null;
    return captchaConfiguration.recaptchaApiKey ?? methods.map(offlineCaptchaKey).find((key) => key !== null) ?? null;
  }
  const entry = method ? reservation.activePaymentMethods[method] : undefined;
  return entry ? offlineCaptchaKey(entry) : null;
}

function offlineCaptchaKey(entry: ReservationInfo['activePaymentMethods'][string]): string | null {
  if (entry.paymentProxy !== 'OFFLINE' && entry.paymentProxy !== 'ON_SITE') return null;
  const { captchaRequestedForOffline, recaptchaApiKey } = entry.parameters;
  return captchaRequestedForOffline === true && typeof recaptchaApiKey === 'string' && recaptchaApiKey
    ? recaptchaApiKey
    : null;
}

/**
 * The body value of a method: custom offline methods travel as their full object, which alf.io
 * needs; null for one whose details did not load, so that it cannot be sent as a bare id.
 */
export function selectedMethodValue(
  id: string,
  proxy: PaymentProxy | null,
  customMethods: readonly CustomPaymentMethod[],
): string | CustomPaymentMethod | null {
  if (proxy !== 'CUSTOM_OFFLINE') return id;
  return customMethods.find((method) => method.paymentMethodId === id) ?? null;
}
