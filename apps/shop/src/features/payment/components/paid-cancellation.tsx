import type { PaidCancellationTerms } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { formatMinorUnits } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toasts.ts';
import { cancelPaid, paidCancellationQuery, type PaidCancellationTarget } from '../paid-cancellation-api.ts';
import { cancellationKey } from '../paid-cancellation-texts.ts';

/**
 * The buyer cancels a paid order, or one ticket of it, where the organizer allows it, behind a
 * confirmation that states what comes back, how, and the fee kept. Shown only by a server that
 * offers it.
 */
export function PaidCancellation({
  target,
  onCancelled,
}: {
  target: PaidCancellationTarget;
  /** Told once the order or ticket is cancelled. */
  onCancelled?: () => void;
}) {
  const { t, lang } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { data: terms } = useQuery(paidCancellationQuery(target));
  const cancel = useMutation({
    mutationFn: () => cancelPaid(target),
    onSuccess: () => onCancelled?.(),
    onError: () => showToast('ERROR', errorCodes.generic),
  });
  const key = (text: Parameters<typeof cancellationKey>[1]) => cancellationKey(target, text);
  if (cancel.data) return <CancelledNotice terms={cancel.data} doneKey={key('done')} />;
  if (!terms?.allowed) return null;

  const refund = formatMinorUnits(terms.refund, terms.currency, lang);
  const message = [
    t(key(terms.refundBy === 'PROVIDER' ? 'refund-provider' : 'refund-organizer'), [refund]),
    ...(terms.fee > 0 ? [t('shop.paid-cancellation.fee', [formatMinorUnits(terms.fee, terms.currency, lang)])] : []),
  ].join(' ');
  return (
    <div className="shop-outcome-actions">
      <button
        type="button"
        className="btn btn-outline-danger"
        aria-disabled={cancel.isPending || undefined}
        onClick={() => !cancel.isPending && setConfirming(true)}
      >
        {cancel.isPending ? <Spinner small /> : null}
        {t(key('button'))}
      </button>
      <ConfirmModal
        open={confirming}
        title={t(key('title'))}
        message={message}
        cancelLabel={t(key('keep'))}
        confirmLabel={t(key('confirm'))}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate();
        }}
      />
    </div>
  );
}

function CancelledNotice({ terms, doneKey }: { terms: PaidCancellationTerms; doneKey: string }) {
  const { t, lang } = useTranslation();
  return (
    <p role="status" className="alert alert-success">
      {t(doneKey, [formatMinorUnits(terms.refund, terms.currency, lang)])}
    </p>
  );
}
