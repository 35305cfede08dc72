import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { editablePaymentMethods, type EventFormValues } from '../event-form.ts';
import { Check, FormField, FieldError, useFieldError } from './field.tsx';

/** Seats, whether tickets cost money, the currency and VAT, and how buyers may pay. */
export function PaymentFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const free = useWatch({ control, name: 'freeOfCharge' });
  const methodsError = useFieldError('paymentMethods');
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.tickets')}</legend>
      <div className="row">
        <FormField
          className="col-6 col-md-3 mb-3"
          name="seats"
          label={t('editor.seats')}
          hint={t('editor.seats-hint')}
          inputMode="numeric"
        />
      </div>
      <div className="mb-3">
        <Check name="freeOfCharge" label={t('editor.free')} />
      </div>
      {!free && (
        <>
          <div className="row">
            <FormField className="col-6 col-md-3 mb-3" name="currency" label={t('editor.currency')} />
            <FormField
              className="col-6 col-md-3 mb-3"
              name="taxPercentage"
              label={t('editor.vat')}
              inputMode="decimal"
            />
          </div>
          <div className="mb-3">
            <Check name="taxIncludedInPrice" label={t('editor.vat-included')} />
          </div>
          <fieldset className="mb-3" aria-describedby={methodsError.message ? methodsError.id : undefined}>
            <legend className="form-label fs-6">{t('editor.payment-methods')}</legend>
            {editablePaymentMethods.map((method) => (
              <Check
                key={method}
                name="paymentMethods"
                value={method}
                label={t(`editor.payment-method.${method}` as MessageKey)}
              />
            ))}
            <FieldError {...methodsError} />
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
