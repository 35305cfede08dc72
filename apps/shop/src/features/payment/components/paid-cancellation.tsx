import type { PaidCancellationTerms } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { formatMinorUnits } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toasts.ts';
import { cancelPaidReservation, paidCancellationQuery } from '../paid-cancellation-api.ts';

/**
 * The buyer cancels a paid order where the organizer allows it, behind a confirmation that states
 * what comes back, how, and the fee kept. Shown only by a server that offers it.
 */
export function PaidCancellation({ reservationId }: { reservationId: string }) {
  const { t, lang } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { data: terms } = useQuery(paidCancellationQuery(reservationId));
  const cancel = useMutation({
    mutationFn: () => cancelPaidReservation(reservationId),
    onError: () => showToast('ERROR', errorCodes.generic),
  });
  if (cancel.data) return <CancelledNotice terms={cancel.data} />;
  if (!terms?.allowed) return null;

  const refund = formatMinorUnits(terms.refund, terms.currency, lang);
  const message = [
    t(
      terms.refundBy === 'PROVIDER'
        ? 'shop.paid-cancellation.refund-provider'
        : 'shop.paid-cancellation.refund-organizer',
      [refund],
    ),
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
        {t('shop.paid-cancellation.button')}
      </button>
      <ConfirmModal
        open={confirming}
        title={t('shop.paid-cancellation.title')}
        message={message}
        cancelLabel={t('shop.paid-cancellation.keep')}
        confirmLabel={t('shop.paid-cancellation.confirm')}
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

function CancelledNotice({ terms }: { terms: PaidCancellationTerms }) {
  const { t, lang } = useTranslation();
  return (
    <p role="status" className="alert alert-success">
      {t('shop.paid-cancellation.done', [formatMinorUnits(terms.refund, terms.currency, lang)])}
    </p>
  );
}
