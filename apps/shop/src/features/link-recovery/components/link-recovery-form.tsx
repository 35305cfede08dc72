import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { fieldIn, sortServerErrors } from '../../../lib/server-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { recoverReservationLinks } from '../api.ts';

const MAX_EMAIL_LENGTH = 255;

/**
 * The one-field form behind "Lost your tickets?". The confirmation never says whether the address
 * has orders, since the server does not tell either. It stays mounted while closed, so what was
 * typed or sent is still there when opened again.
 */
export function LinkRecoveryForm({ eventName, open }: { eventName: string; open: boolean }) {
  const { t, lang } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailErrors, setEmailErrors] = useState<readonly GlobalError[]>([]);
  const [globalErrors, setGlobalErrors] = useState<readonly GlobalError[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, busy } = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open && sentTo === null) input.current?.focus();
  }, [open, sentTo]);
  useEffect(() => {
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setGlobalErrors([]);
    const address = email.trim();
    if (!address) {
      setEmailErrors([{ code: 'error.email', arguments: null }]);
      input.current?.focus();
      return;
    }
    setEmailErrors([]);
    run(async () => {
      await recoverReservationLinks(eventName, { email: address, lang });
      setSentTo(address);
      return 'staying';
    }).catch((error: unknown) => {
      const sorted = sortServerErrors(error, fieldIn(['email'] as const));
      setEmailErrors(sorted.fieldErrors.email ?? []);
      setGlobalErrors(sorted.globalErrors);
      if (sorted.fieldErrors.email) input.current?.focus();
    });
  };

  return sentTo !== null ? (
    <div ref={confirmation} className="alert alert-info" role="status" tabIndex={-1}>
      {t('shop.link-recovery.sent', [sentTo])}
    </div>
  ) : (
    <form noValidate onSubmit={submit}>
      <p>{t('shop.link-recovery.intro')}</p>
      <GlobalErrors errors={globalErrors} />
      <FormField label={t('common.email')} required errors={emailErrors}>
        {(control) => (
          <input
            {...control}
            ref={input}
            className="form-control"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-secondary mt-2" aria-disabled={busy || undefined}>
        {busy ? <Spinner small /> : null} {t('shop.link-recovery.submit')}
      </button>
    </form>
  );
}
