import type { TicketReservationCreationRequest } from '@shop/contract';
import { ReservationForm, type CreationResponse } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { eventLanguage } from '../../lib/event-texts.ts';
import { reservationSettingKeys } from '../event-page/event-reads.ts';
import { findReservationContext } from '../event-page/event-repository.ts';
import { reserveForBuyer } from '../event-page/reserve-tickets.ts';
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
      },
      eventId,
    },
    baseUrl,
  );
  return { kind: 'created', answer };
}
