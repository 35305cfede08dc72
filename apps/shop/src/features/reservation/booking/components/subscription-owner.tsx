import type { AdditionalField, SubscriptionInfo } from '@shop/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { maxText } from '../../../../components/invoice/invoice-values.ts';
import { bookingPath, type BookingFormValues } from '../booking-values.ts';
import { AdditionalFieldControl } from './additional-field.tsx';
import { ContextField, controlClass } from '../../../../components/ui/context-field.tsx';

interface SubscriptionOwnerProps {
  subscription: SubscriptionInfo;
  /** The organizer locks e-mails: an owner's e-mail once set stays. */
  lockEmailEdit: boolean;
}

/**
 * The subscription's holder: the subscription's fields
 * before and after the standard ones, and the holder's name and e-mail when it is someone other
 * than the contact person.
 */
export function SubscriptionOwner({ subscription, lockEmailEdit }: SubscriptionOwnerProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<BookingFormValues>();
  const different = useWatch<BookingFormValues, 'differentSubscriptionOwner'>({ name: 'differentSubscriptionOwner' });
  const emailLocked = lockEmailEdit && Boolean(subscription.owner.email);
  const fields = (list: readonly AdditionalField[]) =>
    list.map((field) => (
      <AdditionalFieldControl
        key={field.name}
        field={field}
        name={bookingPath('subscriptionOwner', 'additional', field.name)}
        editable
      />
    ));

  return (
    <section className="shop-booking-section" aria-labelledby="booking-owner-heading">
      <h2 id="booking-owner-heading">{t('reservation-page.subscription-owner')}</h2>
      {fields(subscription.fieldConfigurationBeforeStandard)}
      <div className="form-check shop-form-field">
        <input
          className="form-check-input"
          id="booking-different-owner"
          type="checkbox"
          {...register('differentSubscriptionOwner')}
        />
        <label className="form-check-label" htmlFor="booking-different-owner">
          {t('reservation-page.subscription.different-owner')}
        </label>
      </div>
      {different ? (
        <>
          <div className="shop-form-row">
            <ContextField name="subscriptionOwner.firstName" label={t('common.first-name')} required>
              {(control) => (
                <input
                  {...control}
                  {...register('subscriptionOwner.firstName')}
                  className={controlClass('form-control', control)}
                  type="text"
                  autoComplete="off"
                  maxLength={maxText}
                />
              )}
            </ContextField>
            <ContextField name="subscriptionOwner.lastName" label={t('common.last-name')} required>
              {(control) => (
                <input
                  {...control}
                  {...register('subscriptionOwner.lastName')}
                  className={controlClass('form-control', control)}
                  type="text"
                  autoComplete="off"
                  maxLength={maxText}
                />
              )}
            </ContextField>
          </div>
          <ContextField name="subscriptionOwner.email" label={t('common.email')} required>
            {(control) => (
              <input
                {...control}
                {...register('subscriptionOwner.email')}
                className={controlClass('form-control', control, emailLocked)}
                readOnly={emailLocked}
                type="email"
                autoComplete="off"
                maxLength={maxText}
              />
            )}
          </ContextField>
        </>
      ) : null}
      {fields(subscription.fieldConfigurationAfterStandard)}
    </section>
  );
}
