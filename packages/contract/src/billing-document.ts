import { z } from 'zod';
import { binary, emptyBody, endpoint } from './endpoint.ts';
import { PurchaseContextType } from './enums.ts';
import { segment, uuidSegment } from './request.ts';

/**
 * Invoice and receipt PDFs, opened by the browser as plain links. Generated on first access in
 * the reservation's language. 400 when the caller is anonymous and documents may not be generated
 * for customers (Italian e-invoicing); 404 when the context or reservation does not exist, the
 * reservation is cancelled, or the other kind of document applies (invoice without invoice
 * number, receipt with one).
 */
const documentResponses = { 200: binary('application/pdf'), 400: emptyBody, 404: emptyBody } as const;

const EventReservationParams = z.object({ eventName: segment, reservationId: uuidSegment });

export const billingDocumentEndpoints = {
  downloadInvoice: endpoint('downloadInvoice', { params: EventReservationParams, responses: documentResponses }),
  downloadReceipt: endpoint('downloadReceipt', { params: EventReservationParams, responses: documentResponses }),
  /** Same as `downloadInvoice` for events; alf.io has no handler for subscriptions (404). */
  downloadPurchaseContextInvoice: endpoint('downloadPurchaseContextInvoice', {
    params: z.object({
      purchaseContextType: PurchaseContextType,
      publicIdentifier: segment,
      reservationId: uuidSegment,
    }),
    responses: documentResponses,
  }),
};
