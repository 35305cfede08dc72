import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { emptyPromoCode, type EventFormValues } from '../event-form.ts';
import { FormField } from './field.tsx';

/** Discount codes a new event starts with (the API takes them at creation only). */
export function PromoCodeFields() {
  const { t } = useTranslation();
  const { control, register } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'promoCodes' });
  const codes = useWatch({ control, name: 'promoCodes' });
  const id = useId();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.promo-codes')}</legend>
      {fields.map((field, index) => {
        const at = `promoCodes.${index}` as const;
        const title = codes[index]?.name.trim() || t('editor.promo-number', [index + 1]);
        return (
          <fieldset key={field.id} className="border rounded p-3 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">{title}</legend>
            <div className="row">
              <FormField className="col-md-4 mb-3" name={`${at}.name`} label={t('editor.promo-name')} />
              <div className="col-6 col-md-4 mb-3">
                <label className="form-label" htmlFor={`${id}-${index}-type`}>
                  {t('editor.promo-type')}
                </label>
                <select id={`${id}-${index}-type`} className="form-select" {...register(`${at}.discountType`)}>
                  <option value="PERCENTAGE">{t('editor.promo-type.PERCENTAGE')}</option>
                  <option value="FIXED_AMOUNT">{t('editor.promo-type.FIXED_AMOUNT')}</option>
                  <option value="FIXED_AMOUNT_RESERVATION">{t('editor.promo-type.FIXED_AMOUNT_RESERVATION')}</option>
                </select>
              </div>
              <FormField
                className="col-6 col-md-4 mb-3"
                name={`${at}.discount`}
                label={t('editor.promo-discount')}
                inputMode="decimal"
              />
              <FormField
                className="col-md-6 mb-3"
                name={`${at}.validFrom`}
                type="datetime-local"
                label={t('editor.promo-from')}
              />
              <FormField
                className="col-md-6 mb-3"
                name={`${at}.validTo`}
                type="datetime-local"
                label={t('editor.promo-to')}
              />
            </div>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
              {t('editor.promo-remove', [title])}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => append(emptyPromoCode())}>
        {t('editor.promo-add')}
      </button>
    </fieldset>
  );
}
