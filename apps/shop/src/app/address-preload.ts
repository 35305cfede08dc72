import type { ReservationInfo } from '@shop/contract';
import { pagePaths, routePattern } from '@shop/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { preloadedBundle } from '../features/i18n/api.ts';
import { primeReservation, reservationQuery, reservationStatusQuery } from '../features/reservation/api.ts';
import { readPreload } from '../lib/preload.ts';
import { handOverFirstStatusCheck, handOverReservationStatus } from '../lib/reservation-handover.ts';
import { preloadReservationStep } from './lazy-routes.ts';

const reservationStepPatterns = [pagePaths.eventReservation, pagePaths.subscriptionReservation].map(
  (base) => `${routePattern(base)}/:step`,
);

/**
 * What the page at the address the visitor opened asks for first, started as soon as the shop's
 * code runs rather than after React's first render and the guards above the page: on a slow
 * phone that first render alone takes a few hundred milliseconds. For a reservation step: the
 * step's code, the reservation and the status check (read from the page when it carries them).
 * Resolves once the step's code is there (or failed to load), at once for other pages.
 */
export function preloadAddress(pathname: string, queryClient: QueryClient): Promise<void> {
  for (const pattern of reservationStepPatterns) {
    const match = matchPath(pattern, pathname);
    const reservationId = match?.params.reservationId;
    if (!match || !reservationId) continue;
    const stepCode = preloadReservationStep(match.params.step ?? '', queryClient, preloadedBundle()?.lang);
    if (!takeServedReservation(reservationId, queryClient)) {
      handOverFirstStatusCheck(pathname, askReservationAndStatus(reservationId, queryClient));
    }
    return stepCode;
  }
  return Promise.resolve();
}

/**
 * The served page's reservation, when it carries this one (our server does, alf.io's does not),
 * counts as an answer received on opening, once: it is handed over like a status the previous
 * page held, so the step shows on the first render, and later arrivals ask the API as usual.
 */
function takeServedReservation(reservationId: string, queryClient: QueryClient): boolean {
  const served = readPreload<ReservationInfo>('preload-reservation', reservationId);
  if (!served) return false;
  handOverReservationStatus(reservationId, primeReservation(queryClient, reservationId, served));
  return true;
}

/** Both asked for at once; the status check is the one the first arrival then takes. */
function askReservationAndStatus(reservationId: string, queryClient: QueryClient): Promise<unknown> {
  void queryClient.prefetchQuery(reservationQuery(reservationId));
  const status = queryClient.fetchQuery({ ...reservationStatusQuery(reservationId), retry: false });
  status.catch(() => undefined);
  return status;
}
