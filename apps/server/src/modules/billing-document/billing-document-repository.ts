import type { Queryable } from '../../db/database.ts';
import type { BillingAddress } from '../reservation/invoicing/billing-address.ts';
import type { DocumentType, SaleDocumentType } from './billing-documents.ts';
import type { DocumentModel } from './document-model.ts';

/** What billing documents read and write: the buyer, the invoice and credit-note sequences, the stored documents. */

export interface StoredDocument {
  id: number;
  type: DocumentType;
  number: string | null;
  model: DocumentModel;
  content: Buffer | null;
  createdAt: Date;
}

export interface BuyerRow extends BillingAddress {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  vatNr: string | null;
  fiscalCode: string | null;
  customerReference: string | null;
  addCompany: boolean;
  invoiceRequested: boolean;
}

export async function findBuyer(q: Queryable, reservationId: string): Promise<BuyerRow | null> {
  const [row] = await q.query<BuyerRow>(
    `SELECT first_name AS "firstName", last_name AS "lastName", email, billing_address_company AS company,
       billing_address_line1 AS line1, billing_address_line2 AS line2, billing_address_zip AS zip,
       billing_address_city AS city, billing_address_state AS state, vat_country_code AS country, vat_nr AS "vatNr",
       italy_e_invoicing_fiscal_code AS "fiscalCode", customer_reference AS "customerReference",
       add_company_billing_details AS "addCompany", invoice_requested AS "invoiceRequested"
     FROM reservation WHERE id = $1`,
    [reservationId],
  );
  return row ?? null;
}

/** Draws the organizer's next invoice number; the sequence row is locked until the transaction ends, so numbers have no gaps. */
export async function drawInvoiceSequence(tx: Queryable, organizationId: number): Promise<number | null> {
  const [row] = await tx.query<{ value: number }>(
    `INSERT INTO invoice_sequence (organization_id, next_value) VALUES ($1, 2)
     ON CONFLICT (organization_id) DO UPDATE SET next_value = invoice_sequence.next_value + 1
     RETURNING next_value - 1 AS value`,
    [organizationId],
  );
  return row ? row.value : null;
}

/** The same for the organizer's credit-note sequence. */
export async function drawCreditNoteSequence(tx: Queryable, organizationId: number): Promise<number | null> {
  const [row] = await tx.query<{ value: number }>(
    `INSERT INTO credit_note_sequence (organization_id, next_value) VALUES ($1, 2)
     ON CONFLICT (organization_id) DO UPDATE SET next_value = credit_note_sequence.next_value + 1
     RETURNING next_value - 1 AS value`,
    [organizationId],
  );
  return row ? row.value : null;
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

export interface PaymentChoice {
  method: string | null;
  proxy: string | null;
  custom: Record<string, { paymentName: string }> | null;
}

/** The static method on the reservation, and the custom method of its latest transaction if any. */
export async function findPaymentChoice(q: Queryable, reservationId: string): Promise<PaymentChoice | null> {
  const [row] = await q.query<PaymentChoice>(
    `SELECT r.payment_method AS method, r.payment_proxy AS proxy, m.localizations AS custom
     FROM reservation r
     LEFT JOIN LATERAL (SELECT custom_payment_method_id FROM payment_transaction WHERE reservation_id = r.id ORDER BY id DESC LIMIT 1) t ON true
     LEFT JOIN custom_payment_method m ON m.id = t.custom_payment_method_id
     WHERE r.id = $1`,
    [reservationId],
  );
  return row ?? null;
}

export interface NewDocument {
  reservationId: string;
  organizationId: number;
  type: DocumentType;
  number: string | null;
  model: DocumentModel;
}

export async function insertDocument(tx: Queryable, document: NewDocument): Promise<StoredDocument> {
  const [row] = await tx.query<StoredDocument>(
    `INSERT INTO billing_document (reservation_id, organization_id, type, number, model)
     VALUES ($1, $2, $3, $4, $5::text::jsonb)
     RETURNING id, type, number, model, content, created_at AS "createdAt"`,
    [document.reservationId, document.organizationId, document.type, document.number, JSON.stringify(document.model)],
  );
  return row!;
}

export interface DocumentFacts {
  invoiceNumber: string | null;
  confirmedAt: Date | null;
  paid: boolean;
}

export async function findDocumentFacts(q: Queryable, reservationId: string): Promise<DocumentFacts | null> {
  const [row] = await q.query<DocumentFacts>(
    'SELECT invoice_number AS "invoiceNumber", confirmed_at AS "confirmedAt", registered_at IS NOT NULL AS paid FROM reservation WHERE id = $1',
    [reservationId],
  );
  return row ?? null;
}

/** Keeps a rendered PDF unless another request stored one first. */
export async function storeDocumentContent(q: Queryable, documentId: number, content: Buffer): Promise<void> {
  await q.query('UPDATE billing_document SET content = $2 WHERE id = $1 AND content IS NULL', [documentId, content]);
}

/** What an e-mail attaches: the stored PDF, or the model to render it from. */
export async function findDocumentContent(
  q: Queryable,
  documentId: number,
): Promise<{ content: Buffer | null; model: DocumentModel } | null> {
  const [row] = await q.query<{ content: Buffer | null; model: DocumentModel }>(
    'SELECT content, model FROM billing_document WHERE id = $1',
    [documentId],
  );
  return row ?? null;
}

/** The image of the event or subscription a reservation is for, a stored file's digest: the organizer's logo on its documents. */
export async function findPurchaseImageId(q: Queryable, reservationId: string): Promise<string | null> {
  const [row] = await q.query<{ imageId: string | null }>(
    `SELECT coalesce(e.file_blob_id, d.file_blob_id) AS "imageId"
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor d ON d.id = r.subscription_descriptor_id
     WHERE r.id = $1`,
    [reservationId],
  );
  return row?.imageId ?? null;
}

/** The reservation's latest valid invoice or receipt: a credit note does not replace the invoice it credits. */
export async function findLatestDocument(
  q: Queryable,
  reservationId: string,
): Promise<{ id: number; type: SaleDocumentType; number: string | null } | null> {
  const [row] = await q.query<{ id: number; type: SaleDocumentType; number: string | null }>(
    `SELECT id, type, number FROM billing_document
     WHERE reservation_id = $1 AND status = 'VALID' AND type <> 'CREDIT_NOTE' ORDER BY id DESC LIMIT 1`,
    [reservationId],
  );
  return row ?? null;
}

export async function hasBillingDocument(q: Queryable, reservationId: string): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM billing_document WHERE reservation_id = $1 LIMIT 1', [reservationId])).length > 0
  );
}

/** Takes a document out of use (a newer one replaces it); its number stays with the reservation. */
export async function invalidateDocument(tx: Queryable, documentId: number): Promise<void> {
  await tx.query("UPDATE billing_document SET status = 'NOT_VALID' WHERE id = $1", [documentId]);
}

export interface ListedDocument {
  id: number;
  type: DocumentType;
  number: string | null;
  status: 'VALID' | 'NOT_VALID';
  createdAt: Date;
}

/** Every document of the reservation, newest first, as alf.io lists them. */
export async function listDocuments(q: Queryable, reservationId: string): Promise<ListedDocument[]> {
  return q.query<ListedDocument>(
    `SELECT id::int AS id, type, number, status, created_at AS "createdAt" FROM billing_document
     WHERE reservation_id = $1 ORDER BY created_at DESC, id DESC`,
    [reservationId],
  );
}

/** One document of the reservation, whatever its type or status; null when the reservation has no such document. */
export async function findDocumentOf(
  q: Queryable,
  reservationId: string,
  documentId: number,
): Promise<StoredDocument | null> {
  const [row] = await q.query<StoredDocument>(
    `SELECT id, type, number, model, content, created_at AS "createdAt" FROM billing_document
     WHERE reservation_id = $1 AND id = $2`,
    [reservationId, documentId],
  );
  return row ?? null;
}
