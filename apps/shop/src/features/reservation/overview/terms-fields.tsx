import type { UseFormReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { OverviewFormValues } from './overview-form.ts';

interface TermsFieldsProps {
  form: UseFormReturn<OverviewFormValues>;
  termsUrl: string;
  /** Without a privacy policy there is nothing to accept. */
  privacyUrl: string | null;
}

interface ConsentProps {
  form: UseFormReturn<OverviewFormValues>;
  name: keyof OverviewFormValues;
  url: string;
  keys: { prefix: string; link: string; suffix: string };
}

function Consent({ form, name, url, keys }: ConsentProps) {
  const { t } = useTranslation();
  const message = form.formState.errors[name]?.message;
  const errorId = `${name}-error`;
  return (
    <div className="form-check shop-consent">
      <input
        {...form.register(name)}
        id={name}
        type="checkbox"
        className={message ? 'form-check-input is-invalid' : 'form-check-input'}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      />
      <label className="form-check-label" htmlFor={name}>
        {t(keys.prefix)} <NewTabLink href={url}>{t(keys.link)}</NewTabLink> {t(keys.suffix)}
      </label>
      <FieldError id={errorId} errors={message ? [{ code: message, arguments: null }] : undefined} />
    </div>
  );
}

/** Privacy policy (when there is one) and terms: the buyer accepts both before confirming. */
export function TermsFields({ form, termsUrl, privacyUrl }: TermsFieldsProps) {
  return (
    <div className="shop-consents">
      {privacyUrl ? (
        <Consent
          form={form}
          name="privacyPolicyAccepted"
          url={privacyUrl}
          keys={{
            prefix: 'reservation-page.privacy.prefix',
            link: 'reservation-page.privacy.link.text',
            suffix: 'reservation-page.privacy.suffix',
          }}
        />
      ) : null}
      <Consent
        form={form}
        name="termAndConditionsAccepted"
        url={termsUrl}
        keys={{
          prefix: 'reservation-page.tc.prefix',
          link: 'reservation-page.tc.link.text',
          suffix: 'reservation-page.tc.suffix',
        }}
      />
    </div>
  );
}
