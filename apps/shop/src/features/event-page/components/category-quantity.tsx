import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { range } from '../bounds.ts';

/** Longer lists are typed rather than scrolled through. */
const longestList = 20;

interface QuantityFieldProps {
  /** What is counted, for the accessible name "Quantity for …". */
  itemName: string;
  max: number;
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * A labelled choice of 0 … `max`: visibly "Quantity", for screen readers "Quantity for …".
 * A select for short ranges, a number field for long ones (unlimited supplements).
 */
export function QuantityField({ itemName, max, value, onChange }: QuantityFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const shown = Math.max(0, Math.min(value, max));
  const name = t('shop.event-page.quantity-for', [itemName]);
  return (
    <div className="shop-quantity">
      <label htmlFor={id} className="form-label">
        {t('show-event.category.quantity')}
      </label>
      {max > longestList ? (
        <input
          id={id}
          className="form-control"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          aria-label={name}
          value={shown}
          onChange={(event) => onChange(Math.max(0, Math.min(Math.trunc(Number(event.target.value)) || 0, max)))}
        />
      ) : (
        <select
          id={id}
          className="form-select"
          aria-label={name}
          // A select's value is the chosen option's text value: given the number, a renderer that
          // passes it through unconverted matches no option.
          value={String(shown)}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {range(max).map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
