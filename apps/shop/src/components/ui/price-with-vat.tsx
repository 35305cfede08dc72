import type { CurrencyDescriptor } from '@shop/contract';
import { useTranslation } from '../../lib/i18n.tsx';

interface PriceWithVatProps {
  /** Decimal string in the currency's digits, without symbol (`"390.00"`, contract §1.2). */
  formattedPrice: string;
  currency: CurrencyDescriptor | null;
  /** Percentage, as a number (lists) or a decimal string (details). */
  vat: number | string;
  vatIncluded: boolean;
  free?: boolean;
}

/** A price in the visitor's language with its VAT note (`show-event.incVat` / `excVat`), or 'Free'. */
export function PriceWithVat({ formattedPrice, currency, vat, vatIncluded, free = false }: PriceWithVatProps) {
  const { t, lang } = useTranslation();
  const amount = Number(formattedPrice);
  if (free || !currency?.code || amount === 0) return <span className="shop-price">{t('common.free')}</span>;

  const rate = Number(vat);
  return (
    <>
      <span className="shop-price">{formatMoney(amount, formattedPrice, currency, lang)}</span>
      {rate > 0 ? (
        <span className="shop-price-vat">
          {' '}
          {t(vatIncluded ? 'show-event.incVat' : 'show-event.excVat', [formatRate(rate, lang), t('common.vat')])}
        </span>
      ) : null}
    </>
  );
}

function formatMoney(amount: number, formattedPrice: string, currency: CurrencyDescriptor, lang: string): string {
  try {
    const digits = currency.fractionDigits;
    if (Number.isNaN(amount)) throw new RangeError('not a decimal');
    return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    // A currency or an amount Intl cannot read is shown as the server wrote it.
    return `${currency.code} ${formattedPrice}`;
  }
}

/** `8.10` reads as 8.1 (8,1 in German): VAT rates carry no meaningful trailing zeros. */
function formatRate(rate: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(rate);
}
