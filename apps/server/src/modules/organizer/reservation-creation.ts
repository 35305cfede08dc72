import type { TicketReservationCreationRequest } from '@shop/contract';
import { ReservationForm, type CreationResponse } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { eventLanguage } from '../../lib/event-texts.ts';
import { reservationSettingKeys } from '../event-page/event-reads.ts';
import { findReservationContext } from '../event-page/event-repository.ts';
import { reserveForBuyer } from '../event-page/reserve-tickets.ts';
import type { Holder } from '../reservation/booking/booking-write-repository.ts';
import { findReservationTickets } from '../ticket/ticket-repository.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { recordReservationForBuyer } from './reservation-for-buyer.ts';

type Request = z.output<typeof TicketReservationCreationRequest>;

export type ReservationCreationOutcome =
  { kind: 'created'; answer: CreationResponse } | { kind: 'refused'; answer: CreationResponse } | { kind: 'not-found' };

/**
 * alf.io's reservation on behalf of a buyer: the tickets are checked, priced and claimed exactly
 * as the buyer's own selection would be (never more than are left), then the buyer and the page's
 * settings are written on the reservation, which the buyer completes from `href`.
 */
export async function createReservationForBuyer(
  db: Database,
  organizer: Organizer,
  slug: string,
  request: Request,
  baseUrl: string,
): Promise<ReservationCreationOutcome> {
  const eventId = await findOrganizationEventId(db, organizer.organizationId, slug);
  if (eventId === null) return { kind: 'not-found' };
  const context = await findReservationContext(db, slug, reservationSettingKeys);
  if (!context) return { kind: 'not-found' };
  const lang = eventLanguage(request.language, context.event.contentLanguages);
  const form = ReservationForm.parse({
    reservation: request.tickets.map((t) => ({ ticketCategoryId: t.ticketCategoryId, quantity: t.quantity })),
    promoCode: request.promoCode,
  });
  const outcome = await reserveForBuyer(db, context, form, lang);
  if (!outcome.ok) {
    const errors = outcome.errors.map((error) => ({ code: 'invalid.reservation', description: error.code ?? '' }));
    return { kind: 'refused', answer: { id: null, href: null, errors } };
  }

  const holders = await holdersOf(db, outcome.reservationId, request, lang);
  const answer = await recordReservationForBuyer(
    db,
    organizer,
    {
      reservationId: outcome.reservationId,
      purchaseContext: { type: 'event', publicIdentifier: slug },
      lang,
      user: request.user ?? null,
      configuration: request.configuration ?? null,
      requested: {
        tickets: request.tickets.map((t) => ({ ticketCategoryId: t.ticketCategoryId, quantity: t.quantity })),
        externalReference: request.externalReference,
        attendees: holders.length,
      },
      eventId,
      holders,
    },
    baseUrl,
  );
  return { kind: 'created', answer };
}

/**
 * The holders the request names, as alf.io assigns them: the category's n-th attendee holds its
 * n-th ticket of the reservation; an attendee without name nor e-mail leaves the ticket to the buyer.
 */
async function holdersOf(db: Database, reservationId: string, request: Request, lang: string): Promise<Holder[]> {
  if (!request.tickets.some((t) => (t.attendees ?? []).length > 0)) return [];
  const tickets = await findReservationTickets(db, reservationId);
  const holders: Holder[] = [];
  for (const requested of request.tickets) {
    const ofCategory = tickets.filter((ticket) => ticket.categoryId === requested.ticketCategoryId);
    (requested.attendees ?? []).slice(0, ofCategory.length).forEach((attendee, index) => {
      const firstName = attendee.firstName?.trim() || null;
      const lastName = attendee.lastName?.trim() || null;
      const email = attendee.email?.trim() || null;
      if (!firstName && !lastName && !email) return;
      const language = attendee.userLanguage?.trim().toLowerCase();
      holders.push({
        ticketId: ofCategory[index]!.id,
        firstName,
        lastName,
        fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
        email,
        userLanguage: language && /^[a-z]{2}$/.test(language) ? language : lang,
      });
    });
  }
  return holders;
}
