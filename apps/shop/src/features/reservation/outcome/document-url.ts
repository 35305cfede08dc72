import { eventDocumentUrl, purchaseContextInvoiceUrl } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';
import type { BillingDocument } from './outcome-rules.ts';

type Scope = Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;

/**
 * Where a billing document is downloaded. Event orders have both documents;
 * subscription orders only the invoice (`downloadPurchaseContextInvoice` in `packages/contract`),
 * as alf.io has no subscription receipt.
 */
export function billingDocumentUrl(scope: Scope, document: BillingDocument): string | null {
  if (scope.type === 'event') return eventDocumentUrl(scope.publicIdentifier, scope.reservationId, document);
  return document === 'invoice'
    ? purchaseContextInvoiceUrl(scope.type, scope.publicIdentifier, scope.reservationId)
    : null;
}

/** The invoice link of the waiting and deferred pages. */
export function waitingInvoiceUrl(scope: Scope): string {
  return purchaseContextInvoiceUrl(scope.type, scope.publicIdentifier, scope.reservationId);
}
