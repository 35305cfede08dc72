import type { InvoicingConfiguration, User } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { InvoiceForm } from '../../../components/invoice/invoice-form.tsx';
import { maxText } from '../../../components/invoice/invoice-values.ts';
import { ContextField, controlClass } from '../../../components/ui/context-field.tsx';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { showToast } from '../../../lib/toasts.ts';
import { updateProfile } from '../api.ts';
import { profileBody, profileDefaults, profileResolver, type ProfileFormValues } from '../profile-form.ts';

interface ProfileEditorProps {
  user: User;
  /** The invoice part shows only where the organizer's settings allow invoices; null: none. */
  invoicing: InvoicingConfiguration | null;
}

/** Names, the account's e-mail (read-only), billing details and additional information. */
export function ProfileEditor({ user, invoicing }: ProfileEditorProps) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [defaults] = useState(() => profileDefaults(user));
  const form = useForm<ProfileFormValues>({
    defaultValues: defaults,
    resolver: profileResolver(invoicing),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [globalErrors, setGlobalErrors] = useState<GlobalError[]>([]);
  const globalErrorsRef = useRef<HTMLDivElement>(null);
  const additionalData = Object.entries(user.profile?.additionalData ?? {});

  const send = async (values: ProfileFormValues) => {
    setGlobalErrors([]);
    try {
      await updateProfile(queryClient, profileBody(values));
      showToast('SUCCESS', 'my-profile.update.success');
    } catch (failure) {
      const global = applyServerErrors(form, failure);
      setGlobalErrors(global);
      if (global.length > 0) globalErrorsRef.current?.focus();
    }
  };
  const save = (event: FormEvent) => form.handleSubmit(send)(event);

  const text = (name: 'firstName' | 'lastName', autoComplete: string) => (
    <ContextField name={name} label={t(name === 'firstName' ? 'common.first-name' : 'common.last-name')} required>
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          className={controlClass('form-control', control)}
          type="text"
          autoComplete={autoComplete}
          maxLength={maxText}
        />
      )}
    </ContextField>
  );

  return (
    <FormProvider {...form}>
      <form className="shop-profile-form" noValidate onSubmit={(event) => void save(event)}>
        <div ref={globalErrorsRef} tabIndex={-1} className="shop-focus-target">
          <GlobalErrors errors={globalErrors} />
        </div>
        <div className="shop-form-row">
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
        </div>
        <ContextField name="email" label={t('common.email')}>
          {(control) => (
            <input
              {...control}
              className={controlClass('form-control', control, true)}
              type="email"
              value={user.emailAddress ?? ''}
              readOnly
            />
          )}
        </ContextField>
        {invoicing ? (
          <InvoiceForm
            invoicing={{ ...invoicing, customerReferenceEnabled: false }}
            headingId="profile-invoice-heading"
          />
        ) : null}
        {additionalData.length > 0 ? (
          <section className="shop-booking-section" aria-labelledby="profile-additional-heading">
            <h2 id="profile-additional-heading">{t('my-profile.additional-info')}</h2>
            {additionalData.map(([name, datum]) => (
              <ContextField key={name} name={`additionalInfo.${name}`} label={localized(datum.label, lang) || name}>
                {(control) => (
                  <input
                    {...control}
                    {...form.register(`additionalInfo.${name}`)}
                    className={controlClass('form-control', control)}
                    type="text"
                    maxLength={maxText}
                  />
                )}
              </ContextField>
            ))}
          </section>
        ) : null}
        <p className="shop-required-note">
          <span aria-hidden="true">* </span>
          {t('common.required-fields')}
        </p>
        <button type="submit" className="btn btn-primary" aria-disabled={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? <Spinner small /> : null} {t('shop.my-profile.save')}
        </button>
      </form>
    </FormProvider>
  );
}
