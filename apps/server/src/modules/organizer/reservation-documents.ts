import type { BillingDocumentSummary } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { organizerDocument, organizerDocuments } from '../billing-document/document-download.ts';
import type { Organizer } from './organizer-roles.ts';
import { ownedReservation } from './reservation-admin.ts';
import type { AdminReservation } from './reservation-refunds.ts';

/** The billing documents of an order of the organization, as alf.io lists them; null when it is not one. */
export async function reservationDocuments(
  db: Database,
  organizer: Organizer,
  where: AdminReservation,
): Promise<BillingDocumentSummary[] | null> {
  const reservation = await ownedReservation(db, organizer, where);
  if (!reservation) return null;
  return (await organizerDocuments(db, reservation.id)).map((document) => ({
    id: document.id,
    eventId: reservation.eventId,
    number: document.number,
    reservationId: reservation.id,
    type: document.type,
    generationTimestamp: document.createdAt.toISOString(),
    status: document.status,
    externalId: null,
  }));
}

/** One billing document of an order of the organization as PDF; null when either is not the organization's. */
export async function reservationDocument(
  db: Database,
  organizer: Organizer,
  where: AdminReservation,
  documentId: number,
): Promise<{ content: Buffer; filename: string } | null> {
  const reservation = await ownedReservation(db, organizer, where);
  if (!reservation) return null;
  return organizerDocument(db, { publicIdentifier: where.publicIdentifier, reservationId: reservation.id }, documentId);
}
