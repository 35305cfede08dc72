import type { EventDetails } from '@shop/contract';
import type { Translate } from '../../lib/i18n.tsx';
import { formatMoney, formatVatRate } from '../../lib/money.ts';

/** The currency code shown before amounts; empty for free events without a currency. */
export function currencyOf(event: Pick<EventDetails, 'currency' | 'currencyDescriptor'>): string {
  return event.currencyDescriptor?.code ?? event.currency;
}

/** An amount the server formatted (`"290.00"`) in the visitor's language: `CHF 290.00`, `290,00 CHF`. */
export function withCurrency(currency: string, amount: string, lang: string): string {
  return formatMoney(amount, currency, lang);
}

/** "incl. 8.10% VAT" or "excl. …"; empty when no tax applies. */
export function taxNote(t: Translate, vatPercentage: string, vatIncluded: boolean, lang: string): string {
  if (!(Number(vatPercentage) > 0)) return '';
  return t(vatIncluded ? 'show-event.incVat' : 'show-event.excVat', [
    formatVatRate(vatPercentage, lang),
    t('common.vat'),
  ]);
}
