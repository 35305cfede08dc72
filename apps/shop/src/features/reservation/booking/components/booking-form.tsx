import type { User } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { GlobalErrors } from '../../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { WarningConfirm } from '../../../../components/ui/warning-confirm.tsx';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { invoiceSection, type BookingConfig } from '../booking-config.ts';
import { bookingDefaults } from '../booking-defaults.ts';
import { forgetBookingDraft, readBookingDraft, withDraft } from '../booking-draft.ts';
import { bookingResolver } from '../booking-schema.ts';
import type { BookingFormValues } from '../booking-values.ts';
import { useAttendeeAutocomplete } from '../use-attendee-autocomplete.ts';
import { useBookingSubmit } from '../use-booking-submit.ts';
import { AttendeesSection } from './attendees-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { InvoiceForm } from '../../../../components/invoice/invoice-form.tsx';
import { LoginSuggestion } from './login-suggestion.tsx';
import { SubscriptionOwner } from './subscription-owner.tsx';

interface BookingFormProps {
  config: BookingConfig;
  user: User | null;
  /** Sign-in exists and nobody is signed in: suggest it. */
  suggestLogin: boolean;
  /** The overview asked for an invoice (`?requestInvoice`): open and show that part. */
  requestInvoice: boolean;
  /** The hold has run out: Continue stays disabled. */
  expired: boolean;
  /** The server has let the hold go before the countdown ended. */
  onExpired: () => void;
  onCancel: () => void;
}

/** The booking form: its sections, Continue and Cancel. */
export function BookingForm({
  config,
  user,
  suggestLogin,
  requestInvoice,
  expired,
  onExpired,
  onCancel,
}: BookingFormProps) {
  const { t, lang } = useTranslation();
  const reservationId = config.reservation.id;
  // Read here, forgotten once the form shows: the initial state may be computed twice.
  const [defaults] = useState(() =>
    withDraft(bookingDefaults(config, user, lang, requestInvoice), readBookingDraft(reservationId)),
  );
  useEffect(() => forgetBookingDraft(reservationId), [reservationId]);
  const form = useForm<BookingFormValues>({
    defaultValues: defaults,
    resolver: bookingResolver(config),
    mode: 'onSubmit',
    // As the ticket owner form: checked again while typing, so no error vanishes between a press and its release.
    reValidateMode: 'onChange',
  });
  const globalErrorsRef = useRef<HTMLDivElement>(null);
  const focusGlobalErrors = () => globalErrorsRef.current?.focus();
  const { submit, login, submitting, globalErrors, warning, proceed } = useBookingSubmit(
    form,
    config,
    focusGlobalErrors,
    onExpired,
  );
  const autocomplete = useAttendeeAutocomplete(form, config);
  const invoice = invoiceSection(config);
  const invoiceRequested = useWatch({ control: form.control, name: 'invoiceRequested' });
  const subscription = config.reservation.subscriptionInfos?.[0];

  useEffect(() => {
    if (requestInvoice) document.getElementById('booking-invoice-heading')?.focus();
  }, [requestInvoice]);

  return (
    <FormProvider {...form}>
      <form className="shop-booking-form" noValidate onSubmit={(event) => void submit(event)}>
        <div ref={globalErrorsRef} tabIndex={-1} className="shop-focus-target">
          <GlobalErrors errors={globalErrors} />
        </div>
        {config.showContactData ? (
          <ContactSection
            loginSuggestion={suggestLogin ? <LoginSuggestion onLogin={() => void login()} busy={submitting} /> : null}
            onLeave={autocomplete}
          />
        ) : null}
        {invoice === 'optional' ? (
          <div className="form-check shop-form-field">
            <input
              className="form-check-input"
              id="booking-invoice-requested"
              type="checkbox"
              {...form.register('invoiceRequested')}
            />
            <label className="form-check-label" htmlFor="booking-invoice-requested">
              {t('reservation-page.i-need-an-invoice')}
            </label>
          </div>
        ) : null}
        {invoice === 'always' || (invoice === 'optional' && invoiceRequested) ? (
          <InvoiceForm invoicing={config.invoicing} />
        ) : null}
        {config.type === 'event' ? <AttendeesSection config={config} /> : null}
        {config.type === 'subscription' && subscription ? (
          <SubscriptionOwner subscription={subscription} lockEmailEdit={config.reservation.metadata.lockEmailEdit} />
        ) : null}
        <p className="shop-required-note">
          <span aria-hidden="true">* </span>
          {t('common.required-fields')}
        </p>
        <div className="shop-booking-actions">
          <button type="submit" className="btn btn-primary" disabled={expired} aria-disabled={submitting || undefined}>
            {submitting ? <Spinner small /> : null} {t('reservation-page.continue')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('reservation-page.cancel')}
          </button>
        </div>
      </form>
      <WarningConfirm confirm={warning} onProceed={proceed} />
    </FormProvider>
  );
}
