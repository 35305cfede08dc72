import { pageHref, type CreationResponse, type ReservationConfiguration, type ReservationUser } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { saveHolders, type Holder } from '../reservation/booking/booking-write-repository.ts';
import { saveReservationOwner } from '../reservation/status/reservation-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';

/** A reservation an organizer has just held for a buyer, of an event or of a subscription. */
export interface HeldForBuyer {
  reservationId: string;
  purchaseContext: { type: 'event' | 'subscription'; publicIdentifier: string };
  lang: string;
  user: z.output<typeof ReservationUser> | null;
  configuration: z.output<typeof ReservationConfiguration> | null;
  /** What the audit entry records of the request besides the buyer and the page's settings. */
  requested: Record<string, unknown>;
  eventId?: number;
  /** The tickets' holders the request named, written with the buyer. */
  holders?: readonly Holder[];
}

/**
 * The second half of alf.io's reservation on behalf of a buyer, the same for events and
 * subscriptions: the buyer and the page's settings go on the reservation with the audit entry, in
 * one transaction, and the answer leads the buyer to the reservation's page in its language.
 */
export async function recordReservationForBuyer(
  db: Database,
  organizer: Organizer,
  held: HeldForBuyer,
  baseUrl: string,
): Promise<CreationResponse> {
  const { reservationId, user, configuration, lang } = held;
  await db.transaction(async (tx) => {
    await saveReservationOwner(
      tx,
      reservationId,
      {
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        email: user?.email ?? null,
        language: lang,
      },
      configuration ?? {},
    );
    await saveHolders(tx, held.holders ?? []);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'RESERVATION_CREATE',
      organizationId: organizer.organizationId,
      entityType: 'reservation',
      entityId: reservationId,
      before: null,
      after: {
        ...held.requested,
        user: user && { firstName: user.firstName, lastName: user.lastName, email: user.email },
        configuration,
      },
      eventId: held.eventId ?? null,
      reservationId,
    });
  });
  const path = pageHref.reservation({ ...held.purchaseContext, reservationId });
  return { id: reservationId, href: `${baseUrl}${path}?lang=${lang}`, errors: null };
}
