import type { ItalianEInvoicingReferenceType } from '@shop/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n.tsx';
import { ContextField, controlClass } from '../ui/context-field.tsx';
import { FormSelect } from '../ui/form-select.tsx';
import { clearedByReferenceType, type InvoiceLayout } from './invoice-rules.ts';
import { maxAddresseeCode, maxFiscalCode, maxText, type InvoiceFormValues } from './invoice-values.ts';

const referenceTypes: { value: ItalianEInvoicingReferenceType; key: string }[] = [
  { value: 'ADDRESSEE_CODE', key: 'invoice-fields.addressee-code' },
  { value: 'PEC', key: 'invoice-fields.pec' },
  { value: 'NONE', key: 'invoice.fields.neither' },
];

/**
 * Italian electronic invoicing: the fiscal code once a country is chosen; for Italy
 * also how the invoice travels (recipient code, certified e-mail or neither) and split payment
 * for businesses. Choosing one way empties the other's value.
 */
export function ItalianEInvoicing({ layout }: { layout: InvoiceLayout }) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<InvoiceFormValues>();
  const splitPaymentId = useId();
  if (!layout.fiscalCode) return null;

  const clearOtherReference = (type: string) => {
    for (const [field, value] of Object.entries(clearedByReferenceType(type as ItalianEInvoicingReferenceType | ''))) {
      setValue(field as 'italyEInvoicingReferencePEC' | 'italyEInvoicingReferenceAddresseeCode', value as string);
    }
  };

  return (
    <>
      <ContextField name="italyEInvoicingFiscalCode" label={t(layout.fiscalCodeLabel)} required>
        {(control) => (
          <input
            {...control}
            {...register('italyEInvoicingFiscalCode')}
            className={controlClass('form-control', control)}
            type="text"
            autoComplete="off"
            maxLength={maxFiscalCode}
          />
        )}
      </ContextField>
      {layout.referenceType ? (
        <div className="shop-form-row">
          <ContextField name="italyEInvoicingReferenceType" label={t('invoice-fields.addresseeItalyEInvoice')} required>
            {(control) => (
              <FormSelect name="italyEInvoicingReferenceType" control={control} onChosen={clearOtherReference}>
                <option value="">{t('shop.booking.choose-option')}</option>
                {referenceTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {t(type.key)}
                  </option>
                ))}
              </FormSelect>
            )}
          </ContextField>
          {layout.addresseeCode ? (
            <ContextField
              name="italyEInvoicingReferenceAddresseeCode"
              label={t('invoice-fields.addressee-code')}
              required
            >
              {(control) => (
                <input
                  {...control}
                  {...register('italyEInvoicingReferenceAddresseeCode')}
                  className={controlClass('form-control', control)}
                  type="text"
                  autoComplete="off"
                  maxLength={maxAddresseeCode}
                />
              )}
            </ContextField>
          ) : null}
          {layout.pec ? (
            <ContextField name="italyEInvoicingReferencePEC" label={t('invoice-fields.pec')} required>
              {(control) => (
                <input
                  {...control}
                  {...register('italyEInvoicingReferencePEC')}
                  className={controlClass('form-control', control)}
                  type="email"
                  autoComplete="off"
                  maxLength={maxText}
                />
              )}
            </ContextField>
          ) : null}
        </div>
      ) : null}
      {layout.splitPayment ? (
        <div className="form-check shop-form-field">
          <input
            className="form-check-input"
            id={splitPaymentId}
            type="checkbox"
            {...register('italyEInvoicingSplitPayment')}
          />
          <label className="form-check-label" htmlFor={splitPaymentId}>
            {t('invoice-fields.split-payment')}
          </label>
        </div>
      ) : null}
    </>
  );
}
