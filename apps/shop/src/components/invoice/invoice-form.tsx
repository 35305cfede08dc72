import type { InvoicingConfiguration } from '@shop/contract';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n.tsx';
import { ContextField, controlClass, type ControlProps } from '../ui/context-field.tsx';
import { useCountryLists } from '../ui/country-lists.tsx';
import { FormSelect } from '../ui/form-select.tsx';
import { invoiceLayout } from './invoice-rules.ts';
import { maxText, maxZip, type InvoiceFormValues } from './invoice-values.ts';
import { ItalianEInvoicing } from './italian-e-invoicing.tsx';

type TextField =
  | 'billingAddressCompany'
  | 'billingAddressLine1'
  | 'billingAddressLine2'
  | 'billingAddressZip'
  | 'billingAddressCity'
  | 'billingAddressState'
  | 'customerReference';

/** Private or business: a boolean on the wire, two radio buttons on screen. */
function InvoiceType() {
  const { t } = useTranslation();
  const { field } = useController<InvoiceFormValues, 'addCompanyBillingDetails'>({ name: 'addCompanyBillingDetails' });
  const id = useId();
  const option = (business: boolean, id: string, key: string) => (
    <div className="form-check form-check-inline">
      <input
        ref={business ? undefined : field.ref}
        className="form-check-input"
        type="radio"
        id={id}
        name={field.name}
        checked={field.value === business}
        onChange={() => field.onChange(business)}
        onBlur={field.onBlur}
      />
      <label className="form-check-label" htmlFor={id}>
        {t(key)}
      </label>
    </div>
  );
  return (
    <fieldset className="shop-form-field">
      <legend className="form-label">{t('invoice.type')}</legend>
      {option(false, `${id}-private`, 'invoice.type.private')}
      {option(true, `${id}-business`, 'invoice.type.business')}
    </fieldset>
  );
}

/**
 * The invoice form: private or business, address, country (VAT
 * countries), VAT number with its "none" escape when not strictly required, customer reference
 * for businesses where enabled, and Italian e-invoicing.
 */
export function InvoiceForm({
  invoicing,
  headingId = 'booking-invoice-heading',
  heading = 'reservation-page.invoice-details',
}: {
  invoicing: InvoicingConfiguration;
  /** The heading's id, which a page may move focus to. */
  headingId?: string;
  /** Message key of the section's heading. */
  heading?: string;
}) {
  const { t } = useTranslation();
  const skipVatId = useId();
  const { register, control } = useFormContext<InvoiceFormValues>();
  const { vatCountries } = useCountryLists();
  const [addCompanyBillingDetails, vatCountryCode, skipVatNr, italyEInvoicingReferenceType] = useWatch({
    control,
    name: ['addCompanyBillingDetails', 'vatCountryCode', 'skipVatNr', 'italyEInvoicingReferenceType'],
  });
  const layout = invoiceLayout(invoicing, {
    addCompanyBillingDetails,
    vatCountryCode,
    skipVatNr,
    italyEInvoicingReferenceType,
  });
  const vatLabel = t('invoice.vat', [t('common.vat')]);
  const text =
    (name: TextField, autoComplete: string, maxLength = maxText) =>
    (control: ControlProps) => (
      <input
        {...control}
        {...register(name)}
        className={controlClass('form-control', control)}
        type="text"
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
    );

  return (
    <section className="shop-booking-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t(heading)}
      </h2>
      <InvoiceType />
      {layout.company ? (
        <ContextField name="billingAddressCompany" label={t('reservation-page-complete.company')} required>
          {text('billingAddressCompany', 'organization')}
        </ContextField>
      ) : null}
      <ContextField name="billingAddressLine1" label={t('reservation-page.address-line-1')} required>
        {text('billingAddressLine1', 'address-line1')}
      </ContextField>
      <ContextField name="billingAddressLine2" label={t('reservation-page.address-line-2')}>
        {text('billingAddressLine2', 'address-line2')}
      </ContextField>
      <div className="shop-form-row shop-form-row-address">
        <ContextField name="billingAddressZip" label={t('reservation-page.zip-postal-code')} required>
          {text('billingAddressZip', 'postal-code', maxZip)}
        </ContextField>
        <ContextField name="billingAddressCity" label={t('reservation-page.city')} required>
          {text('billingAddressCity', 'address-level2')}
        </ContextField>
        <ContextField name="billingAddressState" label={t('reservation-page.state')}>
          {text('billingAddressState', 'address-level1')}
        </ContextField>
      </div>
      <ContextField name="vatCountryCode" label={t('reservation-page-complete.country')} required>
        {(control) => (
          <FormSelect name="vatCountryCode" control={control}>
            <option value="">{t('reservation-page.country.select')}</option>
            {vatCountries.map((country) => (
              <option key={country.isoCode} value={country.isoCode}>
                {`${country.name} (${country.isoCode})`}
              </option>
            ))}
          </FormSelect>
        )}
      </ContextField>
      {layout.customerReference ? (
        <ContextField name="customerReference" label={t('common.customer-reference')}>
          {text('customerReference', 'off')}
        </ContextField>
      ) : null}
      {layout.vatNr ? (
        <ContextField name="vatNr" label={vatLabel} required={layout.vatNrRequired}>
          {(control) => (
            <div className="input-group">
              {vatCountryCode ? (
                <span className="input-group-text" aria-hidden="true">
                  {vatCountryCode}
                </span>
              ) : null}
              <input
                {...control}
                {...register('vatNr')}
                className={controlClass('form-control', control)}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={maxText}
              />
            </div>
          )}
        </ContextField>
      ) : null}
      {layout.skipVatNr ? (
        <div className="form-check shop-form-field">
          <input className="form-check-input" id={skipVatId} type="checkbox" {...register('skipVatNr')} />
          <label className="form-check-label" htmlFor={skipVatId}>
            {t('reservation-page.skipVatNr', [t('common.vat')])}
          </label>
        </div>
      ) : null}
      <ItalianEInvoicing layout={layout} />
    </section>
  );
}
