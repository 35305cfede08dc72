import type { EventCode } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { useTranslation, type Translate } from '../../../lib/i18n.tsx';
import { withCurrency } from '../money.ts';

interface AppliedCodeProps {
  code: EventCode;
  /** "partner code" or "promo code", already translated. */
  wording: string;
  currency: string;
  /** Move focus here when shown, after the visitor applied the code. */
  focusOnShow: boolean;
  onRemove: () => void;
}

/** The code in force, what it gives, and a way to remove it. */
export function AppliedCode({ code, wording, currency, focusOnShow, onRemove }: AppliedCodeProps) {
  const { t, lang } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const discount = discountText(t, code, currency, lang);

  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);

  return (
    <div ref={box} className="alert alert-info shop-applied-code" tabIndex={-1}>
      <p>
        {t('show-event.promo-code-applied', [wording])} <strong>{code.code}</strong>
      </p>
      {discount ? <p>{discount}</p> : null}
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRemove}>
        {t('shop.event-page.code.remove', [code.code])}
      </button>
    </div>
  );
}

function discountText(t: Translate, code: EventCode, currency: string, lang: string): string {
  const amount = code.discountAmount ?? '';
  switch (code.discountType) {
    case 'PERCENTAGE':
      return t('show-event.promo-code-percentage-discount', [
        new Intl.NumberFormat(lang, { style: 'percent' }).format(Number(amount) / 100),
      ]);
    case 'FIXED_AMOUNT':
      return t('show-event.promo-code-fixed-amount-discount', [withCurrency(currency, amount, lang)]);
    case 'FIXED_AMOUNT_RESERVATION':
      return t('shop.event-page.code.reservation-discount', [withCurrency(currency, amount, lang)]);
    default:
      return '';
  }
}
