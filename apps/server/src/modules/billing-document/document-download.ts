import type { Database } from '../../db/database.ts';
import { wallClock } from '../../lib/date-format.ts';
import { loadReservationContext } from '../reservation/view/reservation-context.ts';
import {
  findDocument,
  findDocumentFacts,
  findDocumentOf,
  listDocuments,
  storeDocumentContent,
  type ListedDocument,
  type StoredDocument,
} from './billing-document-repository.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { issueDocument, type SaleDocumentType } from './billing-documents.ts';
import { documentPdf } from './document-pdf.ts';

/**
 * A billing document as the browser downloads it: the invoice of a reservation
 * that has an invoice number, or the receipt of one that has none, written on first access if
 * the confirmation did not write it, and rendered once.
 */
export type DownloadOutcome =
  | { kind: 'not-found' }
  /** Documents are not handed to buyers (Italian e-invoicing sends them through the tax system). */
  | { kind: 'not-allowed' }
  | { kind: 'pdf'; content: Buffer; filename: string };

export interface DownloadRequest {
  purchaseContextType: 'event' | 'subscription';
  publicIdentifier: string;
  reservationId: string;
  type: SaleDocumentType;
}

export async function downloadDocument(db: Database, request: DownloadRequest): Promise<DownloadOutcome> {
  const context = await loadReservationContext(db, request.reservationId);
  if (!context || context.purchaseContextType !== request.purchaseContextType) return { kind: 'not-found' };
  const identifier =
    context.purchaseContextType === 'subscription' ? request.publicIdentifier.toLowerCase() : request.publicIdentifier;
  if (context.publicIdentifier !== identifier) return { kind: 'not-found' };
  if (isIn('unconfirmed', context.status)) return { kind: 'not-found' };
  const reservation = await findDocumentFacts(db, request.reservationId);
  if (!reservation) return { kind: 'not-found' };
  if ((request.type === 'INVOICE') !== (reservation.invoiceNumber !== null)) return { kind: 'not-found' };
  if (context.settings.flag('ENABLE_ITALY_E_INVOICING', false)) return { kind: 'not-allowed' };

  const document =
    (await findDocument(db, request.reservationId, request.type)) ??
    (await db.transaction(async (tx) => {
      await lockReservation(tx, request.reservationId, { expiredHold: 'kept' });
      return (
        (await findDocument(tx, request.reservationId, request.type)) ??
        issueDocument(tx, context, request.type, reservation.paid, reservation.invoiceNumber)
      );
    }));
  return {
    kind: 'pdf',
    content: await contentOf(db, document),
    filename: filenameOf(
      request.publicIdentifier,
      request.reservationId,
      document,
      reservation.confirmedAt,
      context.timeZone,
    ),
  };
}

/** The documents of a reservation the organizer owns, newest first, credit notes among them. */
export function organizerDocuments(db: Database, reservationId: string): Promise<ListedDocument[]> {
  return listDocuments(db, reservationId);
}

/**
 * One stored document of a reservation the organizer owns, whatever its type and even when
 * replaced, as alf.io's back office downloads it; null when the reservation has no such document.
 */
export async function organizerDocument(
  db: Database,
  where: { publicIdentifier: string; reservationId: string },
  documentId: number,
): Promise<{ content: Buffer; filename: string } | null> {
  const document = await findDocumentOf(db, where.reservationId, documentId);
  if (!document) return null;
  const facts = await findDocumentFacts(db, where.reservationId);
  return {
    content: await contentOf(db, document),
    filename: filenameOf(
      where.publicIdentifier,
      where.reservationId,
      document,
      facts?.confirmedAt ?? null,
      document.model.timeZone,
    ),
  };
}

async function contentOf(db: Database, document: StoredDocument): Promise<Buffer> {
  if (document.content) return Buffer.from(document.content);
  const content = await documentPdf(db, document.model);
  await storeDocumentContent(db, document.id, content);
  return content;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The file names alf.io gives: the receipt by reservation, the invoice and the credit note by
 * the order's confirmation time and their number.
 */
function filenameOf(
  prefix: string,
  reservationId: string,
  document: StoredDocument,
  confirmedAt: Date | null,
  timeZone: string,
): string {
  if (document.type === 'RECEIPT') return `receipt-${prefix}-${reservationId}.pdf`;
  const at = wallClock(confirmedAt ?? document.createdAt, timeZone);
  const stamp = `${at.year}-${two(at.month)}-${two(at.day)}-${two(at.hour)}${two(at.minute)}${two(at.second)}`;
  return `${prefix}-${stamp}-${document.number ?? ''}-${document.id}.pdf`;
}

/** A file name safe in a quoted header value. */
export function contentDisposition(filename: string): string {
  return `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`;
}
