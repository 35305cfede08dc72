import { isUuid, type ReservationStatus } from '@shop/contract';
import { pageHref, type ReservationStep } from '@shop/contract/routes';
import type { Queryable } from '../../../db/database.ts';
import { findReservationOfContext } from './reservation-repository.ts';

/**
 * The page of a reservation for its status, as links in e-mails reach it. Unlike alf.io's server,
 * which sends CUSTOM_OFFLINE_PAYMENT to not-found, it goes to its waiting page, as the shop's own
 * status guard does.
 */
export function reservationStepOf(status: ReservationStatus, validated: boolean): ReservationStep {
  switch (status) {
    case 'PENDING':
      return validated ? 'overview' : 'book';
    case 'COMPLETE':
    case 'FINALIZING':
      return 'success';
    case 'OFFLINE_PAYMENT':
    case 'OFFLINE_FINALIZING':
      return 'waiting-payment';
    case 'DEFERRED_OFFLINE_PAYMENT':
      return 'deferred-payment';
    case 'CUSTOM_OFFLINE_PAYMENT':
      return 'waiting-custom-payment';
    case 'EXTERNAL_PROCESSING_PAYMENT':
    case 'WAITING_EXTERNAL_CONFIRMATION':
      return 'processing-payment';
    case 'IN_PAYMENT':
    case 'STUCK':
      return 'error';
    case 'CANCELLED':
    case 'CREDIT_NOTE_ISSUED':
      return 'not-found';
  }
}

export interface ReservationPageRequest {
  type: 'event' | 'subscription';
  publicIdentifier: string;
  reservationId: string;
  /** Passed on when well-formed: the page's language and a subscription to apply. */
  lang?: string;
  subscription?: string;
}

/**
 * `GET /event/{e}/reservation/{id}` and `GET /subscription/{s}/reservation/{id}`: the address of
 * the reservation's page; home when the event or subscription is unknown, the not-found page when
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
  const step = reservation ? reservationStepOf(reservation.status, reservation.validated) : 'not-found';
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
