import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import { emptyCategory, type EventFormValues } from '../event-form.ts';
import { Check, FormField, FieldError, useFieldError } from './field.tsx';

/** The ticket categories: name, price, tickets, sales window, and whether a code unlocks them. */
export function CategoryFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'categories' });
  const categories = useWatch({ control, name: 'categories' });
  const free = useWatch({ control, name: 'freeOfCharge' });
  const listError = useFieldError('categories');
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.categories')}</legend>
      <FieldError {...listError} />
      {fields.map((field, index) => {
        const at = `categories.${index}` as const;
        const title = categories[index]?.name.trim() || t('editor.category-number', [index + 1]);
        return (
          <fieldset key={field.id} className="border rounded p-3 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">{title}</legend>
            <div className="row">
              <FormField className="col-md-6 mb-3" name={`${at}.name`} label={t('editor.category-name')} />
              {!free && (
                <FormField
                  className="col-6 col-md-3 mb-3"
                  name={`${at}.price`}
                  label={t('editor.category-price')}
                  inputMode="decimal"
                />
              )}
              <FormField
                className="col-6 col-md-3 mb-3"
                name={`${at}.maxTickets`}
                label={t('editor.category-tickets')}
                hint={t('editor.category-tickets-hint')}
                inputMode="numeric"
              />
              <FormField
                className="col-md-6 mb-3"
                name={`${at}.startSellingDate`}
                type="datetime-local"
                label={t('editor.category-sales-start')}
              />
              <FormField
                className="col-md-6 mb-3"
                name={`${at}.endSellingDate`}
                type="datetime-local"
                label={t('editor.category-sales-end')}
              />
            </div>
            <Check name={`${at}.accessRestricted`} label={t('editor.category-restricted')} />
            {categories[index]?.accessRestricted && (
              <FormField
                className="mt-2 mb-0"
                name={`${at}.accessCode`}
                label={t('editor.category-access-code')}
                hint={t('editor.category-access-code-hint')}
              />
            )}
            {fields.length > 1 && (
              <button type="button" className="btn btn-outline-danger btn-sm mt-3" onClick={() => remove(index)}>
                {t('editor.category-remove', [title])}
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => append(emptyCategory())}>
        {t('editor.category-add')}
      </button>
    </fieldset>
  );
}
