import { eventDocumentUrl, purchaseContextInvoiceUrl } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';
import type { BillingDocument } from './outcome-rules.ts';

type Scope = Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;

/**
 * Where a billing document is downloaded. Event orders have both documents; subscription orders
 * only the invoice (`downloadPurchaseContextInvoice` in `packages/contract`), and only from a server
 * that announces it (`subscriptionInvoice`, from `subscriptionInvoiceCapability`): alf.io has no
 * subscription documents.
 */
export function billingDocumentUrl(
  scope: Scope,
  document: BillingDocument,
  subscriptionInvoice: boolean,
): string | null {
  if (scope.type === 'event') return eventDocumentUrl(scope.publicIdentifier, scope.reservationId, document);
  return document === 'invoice' ? waitingInvoiceUrl(scope, subscriptionInvoice) : null;
}

/** The invoice link of the waiting and deferred pages, where there is one. */
export function waitingInvoiceUrl(scope: Scope, subscriptionInvoice: boolean): string | null {
  if (scope.type === 'subscription' && !subscriptionInvoice) return null;
  return purchaseContextInvoiceUrl(scope.type, scope.publicIdentifier, scope.reservationId);
}
