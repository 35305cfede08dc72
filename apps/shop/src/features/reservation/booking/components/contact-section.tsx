import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { maxText } from '../../../../components/invoice/invoice-values.ts';
import type { BookingFormValues } from '../booking-values.ts';
import { ContextField, controlClass } from '../../../../components/ui/context-field.tsx';

export type ContactField = 'firstName' | 'lastName' | 'email';

interface ContactSectionProps {
  /** The login suggestion, when the visitor could sign in. */
  loginSuggestion: ReactNode;
  /** A contact field was left: its value may fill the single attendee. */
  onLeave: (field: ContactField) => void;
}

/** The person the reservation is for: first name, last name, e-mail. */
export function ContactSection({ loginSuggestion, onLeave }: ContactSectionProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<BookingFormValues>();
  const input = (field: ContactField) => register(field, { onBlur: () => onLeave(field) });
  return (
    <section className="shop-booking-section" aria-labelledby="booking-contact-heading">
      <h2 id="booking-contact-heading">{t('reservation-page.your-details')}</h2>
      {loginSuggestion}
      <div className="shop-form-row">
        <ContextField name="firstName" label={t('common.first-name')} required>
          {(control) => (
            <input
              {...control}
              {...input('firstName')}
              className={controlClass('form-control', control)}
              type="text"
              autoComplete="given-name"
              maxLength={maxText}
            />
          )}
        </ContextField>
        <ContextField name="lastName" label={t('common.last-name')} required>
          {(control) => (
            <input
              {...control}
              {...input('lastName')}
              className={controlClass('form-control', control)}
              type="text"
              autoComplete="family-name"
              maxLength={maxText}
            />
          )}
        </ContextField>
      </div>
      <ContextField name="email" label={t('common.email')} required>
        {(control) => (
          <input
            {...control}
            {...input('email')}
            className={controlClass('form-control', control)}
            type="email"
            autoComplete="email"
            maxLength={maxText}
          />
        )}
      </ContextField>
    </section>
  );
}
