import type { EmbeddingConfiguration, ReservationInfo, ReservationStatus } from '@shop/contract';
import { useEffect } from 'react';
import { isEmbedded, notifyParent } from '../../../lib/embedding.ts';
import { isFinalized } from './outcome-rules.ts';

/**
 * Each reservation load on the success pages is told to the embedding page, at its configured
 * origin only (contract §1.10).
 */
export function useParentStatus(embedding: EmbeddingConfiguration, reservationId: string, status: ReservationStatus | undefined): void {
  useEffect(() => {
    if (status) notifyParent(embedding, { status, id: reservationId });
  }, [embedding, reservationId, status]);
}

/**
 * The success page's own buttons (resend, invoice or receipt, compatible events, the ways on)
 * show once the order is finalized, unless the organizer hides them for this reservation
 * (`metadata.hideConfirmationButtons`, as alf.io's success pages read it) or an embedding page
 * with notifications on offers its own ways on (spec 001 §4).
 */
export function showsOwnButtons(reservation: Pick<ReservationInfo, 'status' | 'metadata'>, embedding: EmbeddingConfiguration): boolean {
  if (!isFinalized(reservation.status) || reservation.metadata.hideConfirmationButtons) return false;
  return !(embedding.enabled && isEmbedded());
}
