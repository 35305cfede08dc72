import type { Language } from '@shop/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { fieldIn, sortServerErrors } from '../../../lib/server-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { subscribeWaitingList } from '../api.ts';
import {
  firstInvalidField,
  maxTextLength,
  validateWaitingList,
  waitingListBody,
  waitingListFields,
  type WaitingListErrors,
  type WaitingListField,
  type WaitingListValues,
} from '../validation.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { WaitingListFormField } from './form-field.tsx';

export interface WaitingListFormProps {
  eventName: string;
  /** Before the sale starts (pre-registration) rather than sold out. */
  preSales: boolean;
  languages: readonly Language[];
  categories: readonly { id: number; name: string }[];
  termsUrl: string;
  privacyUrl: string | null;
}

type Outcome = 'subscribed' | 'refused' | null;

/** The waiting list: a small form, checked here and by the server. */
export function WaitingListForm({
  eventName,
  preSales,
  languages,
  categories,
  termsUrl,
  privacyUrl,
}: WaitingListFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const privacyRequired = Boolean(privacyUrl);
  const [values, setValues] = useState<WaitingListValues>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    userLanguage: languages.length === 1 ? (languages[0]?.locale ?? '') : '',
    selectedCategory: categories.length === 1 ? String(categories[0]?.id ?? '') : '',
    termAndConditionsAccepted: false,
    privacyPolicyAccepted: false,
  }));
  const [errors, setErrors] = useState<WaitingListErrors>({});
  const [globalErrors, setGlobalErrors] = useState<readonly GlobalError[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { run, busy: sending } = useSubmit();
  const controls = useRef<Partial<Record<WaitingListField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const success = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome === 'subscribed') success.current?.focus();
  }, [outcome]);

  const set = <K extends keyof WaitingListValues>(field: K, value: WaitingListValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: WaitingListField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    controls.current[field] = element;
  };
  const showErrors = (next: WaitingListErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) controls.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setGlobalErrors([]);
    setOutcome(null);
    const invalid = validateWaitingList(values, { privacyRequired });
    if (firstInvalidField(invalid)) return showErrors(invalid);
    setErrors({});
    run(async () => {
      const subscribed = await subscribeWaitingList(eventName, waitingListBody(values, privacyRequired));
      setOutcome(subscribed ? 'subscribed' : 'refused');
      return 'staying';
    }).catch((error: unknown) => {
      const sorted = sortServerErrors(error, fieldIn(waitingListFields));
      setGlobalErrors(sorted.globalErrors);
      setOutcome('refused');
      showErrors(sorted.fieldErrors);
    });
  };

  /** A required text field: the names and the e-mail differ only in these. */
  const textField = (field: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
    <WaitingListFormField label={label} required errors={errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={bind(field)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          required
          maxLength={maxTextLength}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </WaitingListFormField>
  );

  return (
    <section className="card shop-waiting-list" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId}>{t(preSales ? 'show-event.pre-sales.header' : 'show-event.sold-out.header')}</h2>
        <p>{t(preSales ? 'show-event.pre-sales.message' : 'show-event.sold-out.message')}</p>
        {outcome === 'subscribed' ? (
          <div ref={success} className="alert alert-success" role="status" tabIndex={-1}>
            {t('show-event.sold-out.subscription-complete')}
          </div>
        ) : (
          <form noValidate onSubmit={submit}>
            <p className="shop-required-note">{t('shop.event-page.waiting-list.required-note')}</p>
            <div className="shop-form-row">
              {textField('firstName', t('common.first-name'), 'given-name')}
              {textField('lastName', t('common.last-name'), 'family-name')}
            </div>
            {textField('email', t('common.email'), 'email')}
            <WaitingListFormField
              label={t('reservation-page-complete.language')}
              required
              errors={errors.userLanguage}
              kind="select"
            >
              {(control) => (
                <select
                  {...control}
                  ref={bind('userLanguage')}
                  required
                  value={values.userLanguage}
                  onChange={(e) => set('userLanguage', e.target.value)}
                >
                  {languages.length === 1 ? null : (
                    <option value="">{t('shop.event-page.waiting-list.choose-language')}</option>
                  )}
                  {languages.map((language) => (
                    <option key={language.locale} value={language.locale} lang={language.locale}>
                      {language.displayLanguage}
                    </option>
                  ))}
                </select>
              )}
            </WaitingListFormField>
            {categories.length > 1 ? (
              <WaitingListFormField
                label={t('reservation-page.category')}
                errors={errors.selectedCategory}
                kind="select"
              >
                {(control) => (
                  <select
                    {...control}
                    ref={bind('selectedCategory')}
                    value={values.selectedCategory}
                    onChange={(e) => set('selectedCategory', e.target.value)}
                  >
                    <option value="">{t('shop.event-page.waiting-list.any-category')}</option>
                    {categories.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                )}
              </WaitingListFormField>
            ) : null}
            <ConsentCheckbox
              kind="tc"
              url={termsUrl}
              checked={values.termAndConditionsAccepted}
              errors={errors.termAndConditionsAccepted}
              inputRef={bind('termAndConditionsAccepted')}
              onChange={(checked) => set('termAndConditionsAccepted', checked)}
            />
            {privacyUrl ? (
              <ConsentCheckbox
                kind="privacy"
                url={privacyUrl}
                checked={values.privacyPolicyAccepted}
                errors={errors.privacyPolicyAccepted}
                inputRef={bind('privacyPolicyAccepted')}
                onChange={(checked) => set('privacyPolicyAccepted', checked)}
              />
            ) : null}
            <GlobalErrors
              errors={
                outcome === 'refused'
                  ? [{ code: 'show-event.sold-out.subscription-error', arguments: null }, ...globalErrors]
                  : globalErrors
              }
            />
            <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
              {sending ? <Spinner small /> : null} {t('show-event.sold-out.subscribe')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
