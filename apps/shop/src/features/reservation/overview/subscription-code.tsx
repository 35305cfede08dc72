import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { subscriptionInputFocusDelayMs } from './subscription-link.ts';
import { useSubscriptionCode } from './use-subscription-code.ts';

const codeForm = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty('error.emptyField')) });
type CodeForm = v.InferOutput<typeof codeForm>;

interface SubscriptionCodeProps {
  reservationId: string;
  email: string | null;
  /** A subscription id from the link the buyer came with, applied once without asking. */
  linkCode: string | null;
  disabled: boolean;
  /** The block is gone once a subscription is applied: focus goes where the change shows. */
  onApplied: () => void;
}

/** The subscription code: a toggled form to pay for the order with a subscription. */
export function SubscriptionCode({ reservationId, email, linkCode, disabled, onApplied }: SubscriptionCodeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { apply, applying, errors: serverErrors, clearErrors } = useSubscriptionCode(reservationId, email);
  const form = useForm<CodeForm>({ resolver: valibotResolver(codeForm), defaultValues: { code: '' } });
  const toggle = useRef<HTMLButtonElement>(null);
  const autoApplied = useRef(false);
  const clientError = form.formState.errors.code?.message;
  const errors = clientError ? [{ code: clientError, arguments: null }] : serverErrors;
  const expanded = open || serverErrors.length > 0;

  useEffect(() => {
    if (!linkCode || autoApplied.current) return;
    autoApplied.current = true;
    form.setValue('code', linkCode);
    void apply(linkCode);
  }, [linkCode, apply, form]);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => document.getElementById(id)?.focus(), subscriptionInputFocusDelayMs);
    return () => clearTimeout(timer);
  }, [open, id]);

  const close = () => {
    setOpen(false);
    form.reset({ code: '' });
    clearErrors();
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const submit = form.handleSubmit(async ({ code }) => {
    if (await apply(code)) onApplied();
    else document.getElementById(id)?.focus();
  });

  return (
    <section className="shop-subscription-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reservation-page.subscription')}</h2>
      {expanded ? (
        <form noValidate onSubmit={submit}>
          <label htmlFor={id} className="form-label">
            {t('reservation-page.overview.insert-subscription-code')}
          </label>
          <div className="shop-subscription-code-row">
            <input
              {...form.register('code')}
              id={id}
              className={errors.length ? 'form-control is-invalid' : 'form-control'}
              type="text"
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={255}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={errors.length ? `${id}-error` : undefined}
            />
            <button type="submit" className="btn btn-success" disabled={applying || disabled}>
              {applying ? <Spinner small /> : null}
              {t('reservation-page.overview.apply-subscription-code')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              {t('reservation-page-complete.cancel')}
            </button>
          </div>
          <FieldError id={`${id}-error`} errors={errors} />
        </form>
      ) : (
        <div className="shop-subscription-code-row">
          <p className="shop-lead">{t('reservation-page.overview.pay-with-subscription')}</p>
          <button
            ref={toggle}
            type="button"
            className="btn btn-outline-primary"
            aria-expanded="false"
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            {t('reservation-page.overview.apply-subscription-code')}
          </button>
        </div>
      )}
    </section>
  );
}
