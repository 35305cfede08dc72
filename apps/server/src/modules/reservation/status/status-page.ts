import { isUuid } from '@shop/contract';
import { pageHref, reservationStepFor } from '@shop/contract/routes';
import type { Queryable } from '../../../db/database.ts';
import { findReservationOfContext } from './reservation-read-repository.ts';

export interface ReservationPageRequest {
  type: 'event' | 'subscription';
  publicIdentifier: string;
  reservationId: string;
  /** Passed on when well-formed: the page's language and a subscription to apply. */
  lang?: string;
  subscription?: string;
  /** The visitor may not see this reservation: its page is the not-found one, as for an unknown id. */
  hidden?: boolean;
}

/**
 * `GET /event/{e}/reservation/{id}` and `GET /subscription/{s}/reservation/{id}`: the address of
 * the page for the reservation's status (`reservationStepFor` in the contract); home when the event or subscription is unknown, the not-found page when
 * the reservation is.
 */
export async function reservationPageTarget(q: Queryable, request: ReservationPageRequest): Promise<string> {
  const { contextFound, reservation } = await findReservationOfContext(
    q,
    request.type,
    request.publicIdentifier,
    request.reservationId,
  );
  if (!contextFound) return pageHref.home();
  const step =
    reservation && !request.hidden ? reservationStepFor(reservation.status, reservation.validated) : 'not-found';
  const path = pageHref.reservation(
    { type: request.type, publicIdentifier: request.publicIdentifier, reservationId: request.reservationId },
    step,
  );
  const query = new URLSearchParams();
  if (request.subscription && isUuid(request.subscription)) query.set('subscription', request.subscription);
  if (request.lang && /^[a-z]{2}$/i.test(request.lang)) query.set('lang', request.lang.toLowerCase());
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
