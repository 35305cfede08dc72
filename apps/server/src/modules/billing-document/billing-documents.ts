import type { Queryable } from '../../db/database.ts';
import { bundleFor } from '../../messages/index.ts';
import { priceReservation, pricedIn, type PricedOrder } from '../reservation/pricing/order-summary.ts';
import type { ReservationContext } from '../reservation/view/reservation-context.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import {
  drawCreditNoteSequence,
  drawInvoiceSequence,
  findDocumentFacts,
  findBuyer,
  findPaymentChoice,
  insertDocument,
  type BuyerRow,
  type StoredDocument,
} from './billing-document-repository.ts';
import { recordInvoiceNumber } from '../reservation/status/reservation-repository.ts';
import { creditNoteModel, documentModel, type Credit, type ModelInput } from './document-model.ts';

/**
 * Invoices, receipts and credit notes of a reservation. An invoice carries a number from its
 * organizer's gap-free sequence, drawn in the transaction that confirms the order: a rolled-back
 * confirmation leaves no hole. A receipt has no number. A credit note undoes an invoice, in
 * whole (the order is cancelled) or in part (an amount refunded).
 */

export type DocumentType = 'INVOICE' | 'RECEIPT' | 'CREDIT_NOTE';

/** What a sale is documented with; a credit note only ever follows an invoice. */
export type SaleDocumentType = Exclude<DocumentType, 'CREDIT_NOTE'>;

/** The organizer can issue invoices: its invoice address and VAT number are configured. */
export function invoiceAllowed(context: Pick<ReservationContext, 'settings'>): boolean {
  return context.settings.text('INVOICE_ADDRESS') !== null && context.settings.text('VAT_NR') !== null;
}

/** An invoice when the buyer asked for one or the organizer issues nothing else, if it can; else a receipt. */
export function documentTypeFor(
  context: Pick<ReservationContext, 'settings'>,
  buyer: Pick<BuyerRow, 'invoiceRequested'>,
): SaleDocumentType {
  if (!invoiceAllowed(context)) return 'RECEIPT';
  const onlyInvoice =
    context.settings.flag('GENERATE_ONLY_INVOICE', false) || context.settings.flag('ENABLE_ITALY_E_INVOICING', false);
  return buyer.invoiceRequested || onlyInvoice ? 'INVOICE' : 'RECEIPT';
}

/** `INVOICE_NUMBER_PATTERN` with `%d` or `%06d` where the number goes; the bare number by default. */
export function formatInvoiceNumber(value: number, pattern: string | null): string {
  if (!pattern) return String(value);
  return pattern.replace(/%(0?)(\d*)d/, (_match, zero: string, width: string) =>
    String(value).padStart(Number(width || 0), zero ? '0' : ' '),
  );
}

export async function nextInvoiceNumber(
  tx: Queryable,
  organizationId: number,
  pattern: string | null,
): Promise<string> {
  const value = await drawInvoiceSequence(tx, organizationId);
  if (value === null) throw new Error('invoice sequence returned no value');
  return formatInvoiceNumber(value, pattern);
}

/** The name of the payment method as the buyer chose it, in the document's language. */
async function paymentMethodName(q: Queryable, reservationId: string, lang: string): Promise<string | null> {
  const row = await findPaymentChoice(q, reservationId);
  if (!row) return null;
  if (row.custom) return (row.custom[lang] ?? row.custom.en ?? Object.values(row.custom)[0])?.paymentName ?? null;
  const bundle = bundleFor(lang);
  if (row.method === 'BANK_TRANSFER') return bundle['reservation-page.offline'] ?? null;
  if (row.method === 'ON_SITE') return bundle['reservation-page.on-site'] ?? null;
  return null;
}

/** What the transaction confirming an order already holds: its priced order and its buyer. */
export interface HeldOrder {
  priced: PricedOrder;
  buyer: BuyerRow;
}

/** What a document of the reservation is drawn from; `shortIdNumber` is the invoice number the short id may show. */
async function modelInput(
  tx: Queryable,
  context: ReservationContext,
  type: DocumentType,
  number: string | null,
  shortIdNumber: string | null,
  paid: boolean,
  held?: HeldOrder,
): Promise<ModelInput> {
  const [priced, buyer] = held
    ? [await pricedIn(tx, held.priced, context.language), held.buyer]
    : await Promise.all([
        priceReservation(tx, context.reservationId, context.language),
        findBuyer(tx, context.reservationId),
      ]);
  if (!priced || !buyer) throw new Error(`reservation ${context.reservationId} vanished while issuing its document`);
  return {
    type,
    number,
    priced,
    buyer,
    settings: context.settings,
    organization: { name: context.organizationName, email: context.organizationEmail },
    contextTitle: context.contextTitle,
    timeZone: context.timeZone,
    shortId: shortIdOf({ id: context.reservationId, invoiceNumber: shortIdNumber }, context.settings),
    issuedAt: context.now,
    payment: { method: await paymentMethodName(tx, context.reservationId, context.language), paid },
  };
}

/**
 * Writes the document of `type` for the reservation, numbering an invoice (unless it already
 * has its number) and recording the number on the reservation. Call it in the transaction holding the reservation's lock.
 * The order and buyer are read unless `held` brings them.
 */
export async function issueDocument(
  tx: Queryable,
  context: ReservationContext,
  type: SaleDocumentType,
  paid: boolean,
  existingNumber: string | null = null,
  held?: HeldOrder,
): Promise<StoredDocument> {
  const number =
    type !== 'INVOICE'
      ? null
      : (existingNumber ??
        (await nextInvoiceNumber(tx, context.organizationId, context.settings.text('INVOICE_NUMBER_PATTERN'))));
  const model = documentModel(await modelInput(tx, context, type, number, number, paid, held));
  const document = await insertDocument(tx, {
    reservationId: context.reservationId,
    organizationId: context.organizationId,
    type,
    number,
    model,
  });
  if (number !== null && existingNumber === null) await recordInvoiceNumber(tx, context.reservationId, number);
  return document;
}

/**
 * The number of a credit note of `invoiceNumber`: the invoice's own when the organizer reuses it
 * (alf.io's default), else the next of the organizer's credit-note sequence in the invoice
 * number pattern.
 */
async function creditNoteNumber(tx: Queryable, context: ReservationContext, invoiceNumber: string): Promise<string> {
  if (context.settings.flag('REUSE_INVOICE_NUMBER_FOR_CREDIT_NOTE', true)) return invoiceNumber;
  const value = await drawCreditNoteSequence(tx, context.organizationId);
  if (value === null) throw new Error('credit note sequence returned no value');
  return formatInvoiceNumber(value, context.settings.text('INVOICE_NUMBER_PATTERN'));
}

/** An order with an invoice, as its credit note shows it. */
export interface CreditableOrder {
  invoiceNumber: string;
  paid: boolean;
  held: HeldOrder;
}

/**
 * The order as a credit note shows it, read before a cancellation releases its tickets; null
 * when it has no invoice number (a receipt is not credited, as alf.io does).
 */
export async function creditableOrder(tx: Queryable, context: ReservationContext): Promise<CreditableOrder | null> {
  const facts = await findDocumentFacts(tx, context.reservationId);
  if (!facts?.invoiceNumber) return null;
  const [priced, buyer] = await Promise.all([
    priceReservation(tx, context.reservationId, context.language),
    findBuyer(tx, context.reservationId),
  ]);
  if (!priced || !buyer) return null;
  return { invoiceNumber: facts.invoiceNumber, paid: facts.paid, held: { priced, buyer } };
}

/**
 * Writes a credit note of the order's invoice in the transaction that cancels or refunds it,
 * which holds the reservation's lock: of two such transactions the second sees the first's
 * outcome, so each cancellation or refund is credited once.
 */
export async function issueCreditNote(
  tx: Queryable,
  context: ReservationContext,
  order: CreditableOrder,
  credit: Credit,
): Promise<StoredDocument> {
  const number = await creditNoteNumber(tx, context, order.invoiceNumber);
  const input = await modelInput(tx, context, 'CREDIT_NOTE', number, order.invoiceNumber, order.paid, order.held);
  return insertDocument(tx, {
    reservationId: context.reservationId,
    organizationId: context.organizationId,
    type: 'CREDIT_NOTE',
    number,
    model: creditNoteModel(input, order.invoiceNumber, credit),
  });
}
