import type { InvoicingConfiguration } from '@shop/contract';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { maxText, maxZip } from '../booking-schema.ts';
import type { BookingFormValues } from '../booking-values.ts';
import { invoiceLayout } from '../invoice-rules.ts';
import { useCountryLists } from '../reference-data.tsx';
import { BookingField, controlClass, type ControlProps } from './booking-field.tsx';
import { FormSelect } from './form-select.tsx';
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
  const { field } = useController<BookingFormValues, 'addCompanyBillingDetails'>({ name: 'addCompanyBillingDetails' });
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
      {option(false, 'booking-invoice-private', 'invoice.type.private')}
      {option(true, 'booking-invoice-business', 'invoice.type.business')}
    </fieldset>
  );
}

/**
 * The invoice form: private or business, address, country (VAT
 * countries), VAT number with its "none" escape when not strictly required, customer reference
 * for businesses where enabled, and Italian e-invoicing.
 */
export function InvoiceForm({ invoicing }: { invoicing: InvoicingConfiguration }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<BookingFormValues>();
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
    <section className="shop-booking-section" aria-labelledby="booking-invoice-heading">
      <h2 id="booking-invoice-heading" tabIndex={-1}>
        {t('reservation-page.invoice-details')}
      </h2>
      <InvoiceType />
      {layout.company ? (
        <BookingField name="billingAddressCompany" label={t('reservation-page-complete.company')} required>
          {text('billingAddressCompany', 'organization')}
        </BookingField>
      ) : null}
      <BookingField name="billingAddressLine1" label={t('reservation-page.address-line-1')} required>
        {text('billingAddressLine1', 'address-line1')}
      </BookingField>
      <BookingField name="billingAddressLine2" label={t('reservation-page.address-line-2')}>
        {text('billingAddressLine2', 'address-line2')}
      </BookingField>
      <div className="shop-form-row shop-form-row-address">
        <BookingField name="billingAddressZip" label={t('reservation-page.zip-postal-code')} required>
          {text('billingAddressZip', 'postal-code', maxZip)}
        </BookingField>
        <BookingField name="billingAddressCity" label={t('reservation-page.city')} required>
          {text('billingAddressCity', 'address-level2')}
        </BookingField>
        <BookingField name="billingAddressState" label={t('reservation-page.state')}>
          {text('billingAddressState', 'address-level1')}
        </BookingField>
      </div>
      <BookingField name="vatCountryCode" label={t('reservation-page-complete.country')} required>
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
      </BookingField>
      {layout.customerReference ? (
        <BookingField name="customerReference" label={t('common.customer-reference')}>
          {text('customerReference', 'off')}
        </BookingField>
      ) : null}
      {layout.vatNr ? (
        <BookingField name="vatNr" label={vatLabel} required={layout.vatNrRequired}>
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
        </BookingField>
      ) : null}
      {layout.skipVatNr ? (
        <div className="form-check shop-form-field">
          <input className="form-check-input" id="booking-skip-vat-nr" type="checkbox" {...register('skipVatNr')} />
          <label className="form-check-label" htmlFor="booking-skip-vat-nr">
            {t('reservation-page.skipVatNr', [t('common.vat')])}
          </label>
        </div>
      ) : null}
      <ItalianEInvoicing layout={layout} />
    </section>
  );
}
