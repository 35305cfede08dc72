import type { Queryable } from '../../db/database.ts';
import { bundleFor } from '../../messages/index.ts';
import { priceReservation } from '../reservation/pricing/order-summary.ts';
import { shortIdOf, type PaymentContext } from '../payment/payment-context.ts';
import { documentModel, findBuyer, type BuyerRow, type DocumentModel } from './document-model.ts';

/**
 * Invoices and receipts of a reservation. An invoice carries a number from its organizer's
 * gap-free sequence, drawn in the transaction that confirms the order: a rolled-back
 * confirmation leaves no hole. A receipt has no number.
 */

export type DocumentType = 'INVOICE' | 'RECEIPT';

/** The organizer can issue invoices: its invoice address and VAT number are configured. */
export function invoiceAllowed(context: Pick<PaymentContext, 'settings'>): boolean {
  return context.settings.text('INVOICE_ADDRESS') !== null && context.settings.text('VAT_NR') !== null;
}

/** An invoice when the buyer asked for one or the organizer issues nothing else, if it can; else a receipt. */
export function documentTypeFor(
  context: Pick<PaymentContext, 'settings'>,
  buyer: Pick<BuyerRow, 'invoiceRequested'>,
): DocumentType {
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
  const [row] = await tx.query<{ value: number }>(
    `INSERT INTO invoice_sequence (organization_id, next_value) VALUES ($1, 2)
     ON CONFLICT (organization_id) DO UPDATE SET next_value = invoice_sequence.next_value + 1
     RETURNING next_value - 1 AS value`,
    [organizationId],
  );
  if (!row) throw new Error('invoice sequence returned no value');
  return formatInvoiceNumber(row.value, pattern);
}

export interface StoredDocument {
  id: number;
  type: DocumentType;
  number: string | null;
  model: DocumentModel;
  content: Buffer | null;
  createdAt: Date;
}

export async function findDocument(
  q: Queryable,
  reservationId: string,
  type: DocumentType,
): Promise<StoredDocument | null> {
  const [row] = await q.query<StoredDocument>(
    `SELECT id, type, number, model, content, created_at AS "createdAt" FROM billing_document
     WHERE reservation_id = $1 AND type = $2 AND status = 'VALID' ORDER BY id DESC LIMIT 1`,
    [reservationId, type],
  );
  return row ?? null;
}

/** The name of the payment method as the buyer chose it, in the document's language. */
async function paymentMethodName(q: Queryable, reservationId: string, lang: string): Promise<string | null> {
  const [row] = await q.query<{
    method: string | null;
    proxy: string | null;
    custom: Record<string, { paymentName: string }> | null;
  }>(
    `SELECT r.payment_method AS method, r.payment_proxy AS proxy, m.localizations AS custom
     FROM reservation r
     LEFT JOIN LATERAL (SELECT custom_payment_method_id FROM payment_transaction WHERE reservation_id = r.id ORDER BY id DESC LIMIT 1) t ON true
     LEFT JOIN custom_payment_method m ON m.id = t.custom_payment_method_id
     WHERE r.id = $1`,
    [reservationId],
  );
  if (!row) return null;
  if (row.custom) return (row.custom[lang] ?? row.custom.en ?? Object.values(row.custom)[0])?.paymentName ?? null;
  const bundle = bundleFor(lang);
  if (row.method === 'BANK_TRANSFER') return bundle['reservation-page.offline'] ?? null;
  if (row.method === 'ON_SITE') return bundle['reservation-page.on-site'] ?? null;
  return null;
}

/**
 * Writes the document of `type` for the reservation, numbering an invoice (unless it already
 * has its number) and recording the number on the reservation. Call it in the transaction holding the reservation's lock.
 */
export async function issueDocument(
  tx: Queryable,
  context: PaymentContext,
  type: DocumentType,
  paid: boolean,
  existingNumber: string | null = null,
): Promise<StoredDocument> {
  const [priced, buyer] = await Promise.all([
    priceReservation(tx, context.reservationId, context.language),
    findBuyer(tx, context.reservationId),
  ]);
  if (!priced || !buyer) throw new Error(`reservation ${context.reservationId} vanished while issuing its document`);
  const number =
    type !== 'INVOICE'
      ? null
      : (existingNumber ??
        (await nextInvoiceNumber(tx, context.organizationId, context.settings.text('INVOICE_NUMBER_PATTERN'))));
  const model = documentModel({
    type,
    number,
    priced,
    buyer,
    settings: context.settings,
    organization: { name: context.organizationName, email: context.organizationEmail },
    contextTitle: context.contextTitle,
    timeZone: context.timeZone,
    shortId: shortIdOf(context, number),
    issuedAt: context.now,
    payment: { method: await paymentMethodName(tx, context.reservationId, context.language), paid },
  });
  const [row] = await tx.query<StoredDocument>(
    `INSERT INTO billing_document (reservation_id, organization_id, type, number, model)
     VALUES ($1, $2, $3, $4, $5::text::jsonb)
     RETURNING id, type, number, model, content, created_at AS "createdAt"`,
    [context.reservationId, context.organizationId, type, number, JSON.stringify(model)],
  );
  if (number !== null && existingNumber === null)
    await tx.query('UPDATE reservation SET invoice_number = $2 WHERE id = $1', [context.reservationId, number]);
  return row!;
}
