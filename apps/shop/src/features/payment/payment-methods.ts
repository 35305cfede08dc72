import type { CustomPaymentMethod, PaymentMethod, PaymentProxy, PaymentProxyWithParameters } from '@shop/contract';
import type { Translate } from '../../lib/i18n.tsx';

/**
 * The payment methods the shop can name: alf.io's static ids plus ETRANSFER,
 * which only its front end knows. Custom offline methods are UUIDs and are named by the
 * organizer's localizations instead.
 */
export type KnownPaymentMethod = PaymentMethod | 'ETRANSFER';

/** Label key of each method; NONE (free orders) is never shown, hence null. */
export const paymentMethodLabels = {
  CREDIT_CARD: 'reservation-page.credit-card',
  PAYPAL: 'reservation-page.paypal',
  IDEAL: 'reservation-page.payment-method.ideal',
  BANCONTACT: 'reservation-page.payment-method.bancontact',
  ING_HOME_PAY: 'reservation-page.payment-method.ing-home-pay',
  BELFIUS: 'reservation-page.payment-method.belfius',
  PRZELEWY_24: 'reservation-page.payment-method.przelewy-24',
  BANK_TRANSFER: 'reservation-page.offline',
  ON_SITE: 'reservation-page.on-site',
  APPLE_PAY: 'reservation-page.payment-method.apple-pay',
  KBC: 'reservation-page.payment-method.kbc',
  ETRANSFER: 'reservation-page.payment-method.etransfer',
  ALIPAY: 'shop.payment.method.alipay',
  POSTFINANCE: 'shop.payment.method.postfinance',
  TWINT: 'shop.payment.method.twint',
  NONE: null,
} as const satisfies Record<KnownPaymentMethod, string | null>;

/** A method named after its proxy: the built-in test gateway's card is no real card. */
const proxyLabels: Partial<Record<PaymentProxy, string>> = { TEST_GATEWAY: 'shop.payment.method.test-card' };

/** More methods than this are listed one under the other. */
export const horizontalLayoutLimit = 3;

export function isKnownPaymentMethod(id: string): id is KnownPaymentMethod {
  return Object.hasOwn(paymentMethodLabels, id);
}

/** The organizer's texts of a custom method in `lang`, else English, else the first language. */
export function customMethodTexts(method: CustomPaymentMethod, lang: string) {
  const localizations = method.localizations;
  return localizations[lang] ?? localizations.en ?? Object.values(localizations)[0] ?? null;
}

/** What a method is called on screen; an id the shop cannot name says so. */
export function paymentMethodLabel(
  id: string,
  customMethods: readonly CustomPaymentMethod[],
  t: Translate,
  lang: string,
  proxy?: PaymentProxy,
): string {
  const byProxy = proxy && proxyLabels[proxy];
  if (byProxy) return t(byProxy);
  if (isKnownPaymentMethod(id)) {
    const key = paymentMethodLabels[id];
    return key ? t(key) : '';
  }
  const custom = customMethods.find((method) => method.paymentMethodId === id);
  const name = custom ? customMethodTexts(custom, lang)?.paymentName : undefined;
  return name ?? `UNKNOWN PAYMENT ${id}`;
}

/** The methods a buyer chooses from, ordered by id, so the order never depends on the server's. */
export function sortedMethodIds(active: Readonly<Record<string, PaymentProxyWithParameters>>): string[] {
  return Object.keys(active).sort();
}

export function isVerticalLayout(methodCount: number): boolean {
  return methodCount > horizontalLayoutLimit;
}
