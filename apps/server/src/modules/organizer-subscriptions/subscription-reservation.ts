import type { CreationResponse, SubscriptionReservationCreationRequest } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { eventLanguage } from '../../lib/event-texts.ts';
import { isOrganizationDescriptor } from '../subscription/subscription-descriptor-repository.ts';
import { findActiveDescriptor } from '../subscription/subscription-repository.ts';
import { reserveSubscription } from '../subscription/subscription-service.ts';
import type { Organizer } from '../organizer/organizer-roles.ts';
import { recordReservationForBuyer } from '../organizer/reservation-for-buyer.ts';

type Request = z.output<typeof SubscriptionReservationCreationRequest>;

export type SubscriptionReservationOutcome =
  { kind: 'created'; answer: CreationResponse } | { kind: 'refused'; answer: CreationResponse } | { kind: 'not-found' };

const refused = (description: string): SubscriptionReservationOutcome => ({
  kind: 'refused',
  answer: { id: null, href: null, errors: [{ code: 'invalid.reservation', description }] },
});

/**
 * alf.io's subscription reservation on behalf of a buyer: held exactly as the buyer's own (the
 * subscription module claims a row of a limited supply or refuses), then the buyer and the page's
 * settings are written on the reservation, which the buyer completes from `href`.
 */
export async function createSubscriptionReservation(
  db: Database,
  organizer: Organizer,
  descriptorId: string,
  request: Request,
  baseUrl: string,
): Promise<SubscriptionReservationOutcome> {
  if (!(await isOrganizationDescriptor(db, organizer.organizationId, descriptorId))) return { kind: 'not-found' };
  const descriptor = await findActiveDescriptor(db, descriptorId);
  if (!descriptor) return { kind: 'not-found' };
  const lang = eventLanguage(request.language, descriptor.contentLanguages);
  const outcome = await reserveSubscription(db, { descriptorId, acceptLanguage: lang, userId: null });
  switch (outcome.kind) {
    case 'not-found':
      return { kind: 'not-found' };
    case 'sold-out':
      return refused('show-subscription.sold-out.message');
    case 'no-payment-method':
      return refused('error.STEP_1_CATEGORIES_NOT_COMPATIBLE');
  }
  const answer = await recordReservationForBuyer(
    db,
    organizer,
    {
      reservationId: outcome.reservationId,
      purchaseContext: { type: 'subscription', publicIdentifier: descriptorId },
      lang,
      user: request.user ?? null,
      configuration: request.configuration ?? null,
      requested: { subscriptionDescriptorId: descriptorId },
    },
    baseUrl,
  );
  return { kind: 'created', answer };
}
