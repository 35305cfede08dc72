import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

interface AmountFieldProps {
  itemName: string;
  currency: string;
  value: string;
  invalid: boolean;
  onChange: (text: string) => void;
}

/**
 * A free amount (a donation): any non-negative decimal, typed as text so a decimal comma works
 * in every language. Visibly "Amount of your choice", for screen readers with the item's name.
 */
export function AmountField({ itemName, currency, value, invalid, onChange }: AmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const currencyId = `${id}-currency`;
  const describedBy = [currency ? currencyId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="shop-amount">
      <label htmlFor={id} className="form-label">
        {t('show-event.additional.custom-amount')}
      </label>
      <div className="shop-amount-input">
        {currency ? (
          <span id={currencyId} className="shop-amount-currency">
            {currency}
          </span>
        ) : null}
        <input
          id={id}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('shop.event-page.amount-for', [itemName])}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {invalid ? (
        <div id={errorId} className="shop-field-error">
          {t('shop.event-page.amount.invalid')}
        </div>
      ) : null}
    </div>
  );
}
