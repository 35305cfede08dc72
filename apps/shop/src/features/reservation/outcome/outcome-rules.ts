import type { EventDetails, InvoicingConfiguration, ReservationInfo, EmailDeliveryStatus } from '@shop/contract';
import type { PurchaseContextDetails } from '../reservation-scope.tsx';

export type BillingDocument = 'invoice' | 'receipt';

type DocumentFields = Pick<ReservationInfo, 'paid' | 'invoiceOrReceiptDocumentPresent' | 'invoiceNumber' | 'metadata'>;

/**
 * The buyer downloads an invoice or receipt only when the organizer allows it, the
 * order is paid, the document exists and the reservation is ready for confirmation. An invoice
 * number makes it an invoice, else it is a receipt.
 */
export function downloadableDocument(
  reservation: DocumentFields,
  invoicing: InvoicingConfiguration,
): BillingDocument | null {
  if (!invoicing.userCanDownloadReceiptOrInvoice || !reservation.paid || !reservation.invoiceOrReceiptDocumentPresent)
    return null;
  if (!reservation.metadata.readyForConfirmation) return null;
  return reservation.invoiceNumber !== null ? 'invoice' : 'receipt';
}

/**
 * The waiting and deferred pages: the invoice link once finalized with an
 * invoice number; where buyers may not download documents, a note that it will be sent.
 */
export function waitingPageDocument(
  reservation: Pick<ReservationInfo, 'invoiceNumber'>,
  invoicing: InvoicingConfiguration,
  finalized: boolean,
): 'invoice' | 'will-be-sent' | null {
  if (!invoicing.userCanDownloadReceiptOrInvoice) return 'will-be-sent';
  return finalized && reservation.invoiceNumber !== null ? 'invoice' : null;
}

/**
 * The deferred page: the invoice or the note as on the waiting pages, since the
 * buyer pays against the invoice; without an invoice number, the receipt under the success
 * page's rules. A receipt attests a payment, so it shows only once the order is paid.
 */
export function deferredPageDocument(
  reservation: DocumentFields,
  invoicing: InvoicingConfiguration,
): BillingDocument | 'will-be-sent' | null {
  return waitingPageDocument(reservation, invoicing, true) ?? downloadableDocument(reservation, invoicing);
}

/**
 * The success page's own buttons (resend, invoice or receipt, compatible events, the ways on)
 * show once the order is finalized, unless the organizer hides them for this reservation
 * (`metadata.hideConfirmationButtons`, as alf.io's success pages read it) or the embedding page
 * offers its own ways on.
 */
export function showsOwnButtons(
  reservation: Pick<ReservationInfo, 'status' | 'metadata'>,
  parentOffersWaysOn: boolean,
): boolean {
  return isFinalized(reservation.status) && !reservation.metadata.hideConfirmationButtons && !parentOffersWaysOn;
}

/** The server is still finishing the order: FINALIZING, OFFLINE_FINALIZING. */
export function isFinalized(status: ReservationInfo['status']): boolean {
  return status !== 'FINALIZING' && status !== 'OFFLINE_FINALIZING';
}

/** Not-found and orders show the id shortened to 8 characters, upper-cased. */
export const shortIdLength = 8;

export function shortReservationId(id: string): string {
  return id.slice(0, shortIdLength).toUpperCase();
}

export function contactName(reservation: Pick<ReservationInfo, 'firstName' | 'lastName'>): string {
  return [reservation.firstName, reservation.lastName].filter(Boolean).join(' ');
}

/** The event of an event order; subscriptions have no format of their own. */
export function eventOf(context: PurchaseContextDetails): EventDetails | null {
  return 'format' in context ? context : null;
}

/** Subscriptions have no website of their own. */
export function websiteOf(context: PurchaseContextDetails): string | null {
  return 'websiteUrl' in context && context.websiteUrl ? context.websiteUrl : null;
}

/** Lines of the bank account owner; alf.io sends `[""]` when none is configured. */
export function bankAccountOwnerLines(context: PurchaseContextDetails): string[] {
  return context.bankAccountOwner.map((line) => line.trim()).filter(Boolean);
}

/** Values going into a message rendered as HTML are text, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * How soon the success page asks again what became of the confirmation e-mail: while it is on
 * its way (or not yet written), every 3 seconds; once sent, every 10 seconds where the server
 * reads bounces (`emailBounceCapability`), which come a little later; 20 answers at most, then
 * not, since a retry after a pause would not be waited for on this page.
 */
export function deliveryPollMs(
  status: EmailDeliveryStatus | undefined,
  answers: number,
  bounces = false,
): number | false {
  if (answers >= 20) return false;
  if (status === undefined || status === 'NONE' || status === 'ON_ITS_WAY') return 3000;
  return status === 'SENT' && bounces ? 10_000 : false;
}
