import type { ReservationDetail, ReservationStatus, ReservationSummary } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { findLatestDelivery } from '../outbox/outbox-repository.ts';
import {
  findAttendees,
  findReservationOwner,
  findSubscriptionOwners,
  listEventReservations,
  type AttendeeRow,
} from './reservation-admin-repository.ts';

/** The event's orders; null when the organization has no event of that slug. */
export async function eventReservations(
  db: Queryable,
  organizer: Organizer,
  slug: string,
  status: ReservationStatus | null,
): Promise<ReservationSummary[] | null> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return null;
  return (await listEventReservations(db, eventId, status)).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }));
}

const ISSUED = new Set(['ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID']);

/**
 * The reservation named by an organizer's path, when it is of that organization and of the event or
 * subscription the path names; null otherwise, so another organization's order reads as missing.
 */
export async function ownedReservation(
  db: Queryable,
  organizer: Organizer,
  where: { purchaseContextType: 'event' | 'subscription'; publicIdentifier: string; reservationId: string },
) {
  const reservation = await findReservationOwner(db, where.reservationId);
  if (
    !reservation ||
    reservation.organizationId !== organizer.organizationId ||
    reservation.purchaseContextType !== where.purchaseContextType ||
    reservation.publicIdentifier.toLowerCase() !== where.publicIdentifier.toLowerCase()
  )
    return null;
  return reservation;
}

/** A reservation of the organization's event or subscription as alf.io details it; null when it is not one. */
export async function reservationDetail(
  db: Queryable,
  organizer: Organizer,
  where: { purchaseContextType: 'event' | 'subscription'; publicIdentifier: string; reservationId: string },
  baseUrl: string,
): Promise<ReservationDetail | null> {
  const reservation = await ownedReservation(db, organizer, where);
  if (!reservation) return null;
  const user = {
    username: reservation.username,
    firstName: reservation.firstName,
    lastName: reservation.lastName,
    email: reservation.email,
    id: reservation.userId === null ? null : String(reservation.userId),
  };
  const delivery = await findLatestDelivery(db, reservation.id);
  const emailDelivery = delivery && {
    status: delivery.status,
    recipient: delivery.recipient,
    error: delivery.lastError,
  };
  if (reservation.purchaseContextType === 'subscription') {
    return {
      id: reservation.id,
      status: reservation.status,
      user,
      tickets: [],
      subscriptionOwners: await findSubscriptionOwners(db, reservation.id),
      emailDelivery,
    };
  }
  const attendees = await findAttendees(db, reservation.id);
  const byCategory = new Map<number, AttendeeRow[]>();
  for (const attendee of attendees)
    byCategory.set(attendee.categoryId, [...(byCategory.get(attendee.categoryId) ?? []), attendee]);
  const ticketUrl = (attendee: AttendeeRow) =>
    `${baseUrl}/api/v2/public/event/${encodeURIComponent(reservation.publicIdentifier)}/ticket/${attendee.publicUuid}`;
  return {
    id: reservation.id,
    status: reservation.status,
    user,
    tickets: [...byCategory].map(([ticketCategoryId, rows]) => ({
      ticketCategoryId,
      quantity: rows.length,
      attendees: rows.map((attendee) => ({
        firstName: attendee.firstName,
        lastName: attendee.lastName,
        email: attendee.email,
        userLanguage: attendee.userLanguage,
        externalReference: null,
        metadata: {},
        additional: attendee.additional,
        resources: ISSUED.has(attendee.status)
          ? {
              ticketPdf: `${ticketUrl(attendee)}/download-ticket`,
              ticketQrCode: `${ticketUrl(attendee)}/code.png`,
              ready: attendee.email !== null,
            }
          : {},
      })),
      metadata: [],
    })),
    subscriptionOwners: [],
    emailDelivery,
  };
}
