import type { CurrencyDescriptor } from '@shop/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { formatMoney, formatVatRate } from '../../lib/money.ts';

interface PriceWithVatProps {
  /** Decimal string in the currency's digits, without symbol (`"390.00"`). */
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
      <span className="shop-price">{formatMoney(formattedPrice, currency.code, lang, currency.fractionDigits)}</span>
      {rate > 0 ? (
        <span className="shop-price-vat">
          {' '}
          {t(vatIncluded ? 'show-event.incVat' : 'show-event.excVat', [formatVatRate(rate, lang), t('common.vat')])}
        </span>
      ) : null}
    </>
  );
}
