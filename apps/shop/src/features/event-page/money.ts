import type { EventDetails } from '@shop/contract';
import type { Translate } from '../../lib/i18n.tsx';

/** The currency code shown before amounts; empty for free events without a currency. */
export function currencyOf(event: Pick<EventDetails, 'currency' | 'currencyDescriptor'>): string {
  return event.currencyDescriptor?.code ?? event.currency;
}

/** An amount the server formatted (`"290.00"`) with its currency code: `CHF 290.00`. */
export function withCurrency(currency: string, amount: string): string {
  return currency ? `${currency} ${amount}` : amount;
}

/** "incl. 8.10% VAT" or "excl. …"; empty when no tax applies. */
export function taxNote(t: Translate, vatPercentage: string, vatIncluded: boolean): string {
  if (!(Number(vatPercentage) > 0)) return '';
  return t(vatIncluded ? 'show-event.incVat' : 'show-event.excVat', [vatPercentage, t('common.vat')]);
}
