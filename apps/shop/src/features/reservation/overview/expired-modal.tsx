import type { EmbeddingConfiguration } from '@shop/contract';
import { useNavigate } from 'react-router';
import { notifyParent } from '../../../lib/embedding.ts';
import { ExpiredDialog } from '../booking/components/booking-dialogs.tsx';
import { purchaseContextPath, type ReservationScopeValue } from '../reservation-scope.tsx';

interface ExpiredModalProps {
  open: boolean;
  scope: Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;
  embedding: EmbeddingConfiguration;
}

/**
 * The reservation ran out on the overview (spec 001 §4 Countdown): the buyer starts again from
 * the event or subscription page; an embedding page is told the reservation is gone instead.
 */
export function ExpiredModal({ open, scope, embedding }: ExpiredModalProps) {
  const navigate = useNavigate();
  const acknowledge = () => {
    if (notifyParent(embedding, { status: 'CANCELLED', id: scope.reservationId })) return;
    void navigate(purchaseContextPath(scope), { replace: true });
  };
  return <ExpiredDialog open={open} onAcknowledge={acknowledge} />;
}
