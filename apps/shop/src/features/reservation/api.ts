import type {
  EndpointBody,
  Endpoints,
  HoldExtension,
  ReservationInfo,
  ReservationStatusInfo,
  ValidatedResponse,
} from '@shop/contract';
import { browserPaths, buildPath } from '@shop/contract/routes';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/** The booking-step body, exactly as the contract reads it. */
export type BookingBody = NonNullable<EndpointBody<Endpoints['validateToOverview']>>;

export type PurchaseContextKind = 'event' | 'subscription';

/** Long enough for a step's code to arrive on a slow phone, short enough to ask again when coming back. */
const reservationFreshMs = 10_000;

/**
 * Everything about one reservation. Never fresh for long: its status and validity change on the
 * server (expiry, payment). The status guard asks for it on every arrival at a step, alongside
 * the status, and the step's screen, mounting once its code is there, reads that answer.
 */
export const reservationQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId],
    staleTime: reservationFreshMs,
    queryFn: ({ signal }) => request('getReservation', { params: { reservationId }, signal }),
  });

/** Status and "booking validated", the input of the status → page map. */
export const reservationStatusQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId, 'status'],
    queryFn: ({ signal }) => request('getReservationStatus', { params: { reservationId }, signal }),
  });

/**
 * Caches a reservation the served page carried as if it had just been asked for, and its status,
 * which the reservation holds too; returns that status. Both go stale as answers from the API do.
 */
export function primeReservation(
  queryClient: QueryClient,
  reservationId: string,
  reservation: ReservationInfo,
): ReservationStatusInfo {
  const status = { status: reservation.status, validatedBookingInformation: reservation.validatedBookingInformation };
  queryClient.setQueryData(reservationQuery(reservationId).queryKey, reservation);
  queryClient.setQueryData(reservationStatusQuery(reservationId).queryKey, status);
  return status;
}

/**
 * After a call that changes the reservation, what is cached of it is stale. Nothing is fetched
 * here: the status guard asks afresh on the next page, and that page loads the info.
 */
export async function markReservationChanged(queryClient: QueryClient, reservationId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['reservation', reservationId], refetchType: 'none' });
}

/**
 * Asks for more time on the hold (offered only by servers that list `holdExtensionCapability`)
 * and writes the new end and what is left into the cached reservation, which every countdown reads. Rejects with
 * an `ApiError` whose validation says why when the server refuses.
 */
export async function extendHold(queryClient: QueryClient, reservationId: string): Promise<HoldExtension> {
  const answer = await request('extendHold', { params: { reservationId }, body: {}, validated: true });
  const extension = answer.value;
  if (!extension) throw new Error('the server extended the hold without saying until when');
  queryClient.setQueryData(reservationQuery(reservationId).queryKey, (reservation) =>
    reservation
      ? { ...reservation, validity: extension.validity, holdExtensionsLeft: extension.extensionsLeft }
      : reservation,
  );
  return extension;
}

/** Releases a pending reservation; the server answers true whatever it did. */
export async function cancelReservation(reservationId: string): Promise<void> {
  await request('cancelReservation', { params: { reservationId } });
}

/**
 * Sends the booking form. Resolves with the 200 answer (which may carry warnings: then the booking
 * is not validated yet); rejects with an `ApiError` holding the 422 body, or a 5xx.
 */
export function validateToOverview(
  reservationId: string,
  lang: string,
  body: BookingBody,
  ignoreWarnings = false,
): Promise<ValidatedResponse<boolean>> {
  return request('validateToOverview', { params: { reservationId }, query: { lang, ignoreWarnings }, body });
}

/** Overview → booking: the reservation is no longer validated. */
export async function backToBooking(reservationId: string): Promise<void> {
  await request('backToBooking', { params: { reservationId }, body: {} });
}

/** Where the login button sends the browser; the server brings the visitor back to the reservation. */
export function reservationLoginUrl(
  type: PurchaseContextKind,
  publicIdentifier: string,
  reservationId: string,
): string {
  return buildPath(browserPaths.openIdReservation, { purchaseContextType: type, publicIdentifier, reservationId });
}
