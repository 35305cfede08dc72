import type { EmbeddingConfiguration, ReservationStatus } from '@shop/contract';
import { useEffect } from 'react';
import { isEmbedded, notifyParent } from '../../../lib/embedding.ts';

/**
 * Each reservation load on the success pages is told to the embedding page, at its configured
 * origin only.
 */
export function useParentStatus(
  embedding: EmbeddingConfiguration,
  reservationId: string,
  status: ReservationStatus | undefined,
): void {
  useEffect(() => {
    if (status) notifyParent(embedding, { status, id: reservationId });
  }, [embedding, reservationId, status]);
}

/** Embedded with notifications on: the embedding page offers its own ways on. */
export function parentOffersWaysOn(embedding: EmbeddingConfiguration): boolean {
  return embedding.enabled && isEmbedded();
}
