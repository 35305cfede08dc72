import { pageHref } from '@shop/contract/routes';
import type { EmbeddingConfiguration } from '@shop/contract';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { notifyParent } from '../../../lib/embedding.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { cancelReservation } from '../api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';

interface ExpiredModalProps {
  open: boolean;
  scope: Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;
  embedding: EmbeddingConfiguration;
}

/**
 * The hold ran out: there is no way back to the form, and closing the
 * dialog in any way is the acknowledgement. The buyer starts again from the event or
 * subscription page, or an embedding page is told the reservation is gone. The hold is released
 * first: the browser's clock may run ahead of the server's, and the tickets the buyer gave up
 * should be on sale on the page it lands on. An answer that it was gone already is as good.
 */
export function ExpiredModal({ open, scope, embedding }: ExpiredModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const acknowledge = async () => {
    await cancelReservation(scope.reservationId).catch(() => undefined);
    if (notifyParent(embedding, { status: 'CANCELLED', id: scope.reservationId })) return;
    await navigate(pageHref.purchaseContext(scope), { replace: true });
  };
  return (
    <Modal open={open} title={t('session-expired.header.title')} onClose={() => void acknowledge()}>
      <p>{t('error.STEP_2_ORDER_HAS_EXPIRED')}</p>
      <div className="shop-modal-actions">
        <button type="button" className="btn btn-primary" onClick={() => void acknowledge()}>
          {t('shop.reservation.expired.restart')}
        </button>
      </div>
    </Modal>
  );
}
