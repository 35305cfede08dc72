import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toasts.ts';
import { reservationQuery } from '../api.ts';
import { correctEmailAddress, emailDeliveryQuery } from '../overview-api.ts';
import { deliveryPollMs } from './outcome-rules.ts';

/**
 * Where the server tells what became of the confirmation e-mail (`emailDeliveryCapability`): when
 * the buyer's mail server refused it, the buyer corrects the address here and it goes out again.
 * The page asks while the e-mail is on its way, since a refusal comes seconds after the order, and
 * for a few minutes after it was sent where the server reads `bounces`.
 */
export function EmailDeliveryNotice({ reservationId, bounces }: { reservationId: string; bounces: boolean }) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const { data: delivery } = useQuery({
    ...emailDeliveryQuery(reservationId),
    refetchInterval: (query) => deliveryPollMs(query.state.data?.status, query.state.dataUpdateCount, bounces),
  });
  const correct = useMutation({
    mutationFn: (address: string) => correctEmailAddress(reservationId, address, lang),
    onSuccess: (queued) => {
      showToast(queued ? 'SUCCESS' : 'ERROR', queued ? 'email.confirmation-email-sent' : errorCodes.generic);
      void queryClient.invalidateQueries({ queryKey: emailDeliveryQuery(reservationId).queryKey });
      void queryClient.invalidateQueries({ queryKey: reservationQuery(reservationId).queryKey });
    },
  });
  if (delivery?.status !== 'UNDELIVERABLE') return null;

  const errors = correct.error instanceof ApiError ? correct.error.globalErrors : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!correct.isPending) correct.mutate(email.trim());
  };
  return (
    <section className="alert alert-warning shop-email-delivery" role="alert" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="h5">
        {t('shop.email-delivery.title', [delivery.email ?? ''])}
      </h2>
      <p>{t('shop.email-delivery.explanation')}</p>
      <form onSubmit={submit} noValidate>
        <label className="form-label" htmlFor={inputId}>
          {t('shop.email-delivery.address')}
        </label>
        <input
          id={inputId}
          className="form-control"
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError id={errorId} errors={errors} />
        <button type="submit" className="btn btn-primary mt-2" aria-disabled={correct.isPending || undefined}>
          {correct.isPending ? <Spinner small /> : null}
          {t('shop.email-delivery.send')}
        </button>
      </form>
    </section>
  );
}
