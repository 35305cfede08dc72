import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { isVerticalLayout } from '../payment-methods.ts';

interface PaymentMethodSelectorProps {
  /** Sorted by id. */
  ids: readonly string[];
  selected: string | null;
  labelOf: (id: string) => string;
  onSelect: (id: string) => void;
}

/**
 * The buyer's choice of method: radio buttons, one under the other when
 * there are more than three; a single method is simply named.
 */
export function PaymentMethodSelector({ ids, selected, labelOf, onSelect }: PaymentMethodSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  const only = ids.length === 1 ? ids[0] : undefined;

  if (only !== undefined) return <h3 className="h5 shop-payment-single">{labelOf(only)}</h3>;

  const vertical = isVerticalLayout(ids.length);
  return (
    <fieldset className={vertical ? 'shop-payment-methods shop-payment-methods-vertical' : 'shop-payment-methods'}>
      <legend className="shop-payment-legend">{t('reservation-page.payment.select-method')}</legend>
      {ids.map((id) => {
        const inputId = `${name}-${id}`;
        return (
          <div
            key={id}
            className={
              id === selected ? 'form-check shop-payment-method shop-selected' : 'form-check shop-payment-method'
            }
          >
            <input
              id={inputId}
              className="form-check-input"
              type="radio"
              name={name}
              value={id}
              checked={id === selected}
              onChange={() => onSelect(id)}
            />
            <label className="form-check-label" htmlFor={inputId}>
              {labelOf(id)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
