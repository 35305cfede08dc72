import type { ReservationStatusInfo } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { forgetHandedOverStatus, handedOverStatus, takeFirstStatusCheck } from '../../lib/reservation-handover.ts';
import { reservationQuery, reservationStatusQuery } from './api.ts';
import {
  lookupFailed,
  pollsStatus,
  statusPollIntervalMs,
  stepForStatus,
  type ReservationStep,
} from './reservation-status.ts';

export interface ReservationArrival {
  /** The step the reservation's status belongs to; null while this arrival waits for its status. */
  target: ReservationStep | null;
  /** A redirect chose `path` on a fresh status: arriving there needs no second wait. Call it from an effect. */
  vouchFor(path: string): void;
}

/**
 * The status a reservation step goes by, on each arrival (first load, reload, old link,
 * navigation between steps). One rule of precedence: a status handed over for this very step (by
 * the page that sent the visitor, or the served page) decides at once; otherwise the arrival waits
 * for a fresh answer, the check started when the shop opened at this address or else one asked
 * now; from then on the query cache alone says what the status is, asked again every 5 seconds
 * while `pollsStatus` says so (the server finalizing, a waiting page waiting for the money). A redirect vouches for its target, as the status that chose it
 * is as fresh as can be. `loadStep` starts the step's code with the check, not after its answer;
 * each new `loadStep` counts as a new arrival.
 */
export function useReservationArrival(
  reservationId: string,
  pathname: string,
  loadStep: (step: string) => void,
): ReservationArrival {
  const arrival = useStatusCheckedOnArrival(reservationId, pathname, loadStep);
  const status = useQuery({
    ...reservationStatusQuery(reservationId),
    // Freshness is the arrival check's business; mounting alone asks nothing.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data && pollsStatus(query.state.data.status) ? statusPollIntervalMs : false,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !lookupRefused(error) && failures < 2,
  });
  useReservationReloadOnStatusChange(reservationId, status.data?.status);

  const known = arrival.handedOver ?? status.data;
  if (!arrival.checked || (!known && status.isPending)) return { target: null, vouchFor: arrival.vouchFor };
  // A lookup that failed for good reads as NOT_FOUND; a passing network failure keeps the page.
  const failed = !arrival.handedOver && status.isError && (lookupRefused(status.error) || !status.data);
  const target =
    failed || !known
      ? stepForStatus(lookupFailed, false)
      : stepForStatus(known.status, known.validatedBookingInformation);
  return { target, vouchFor: arrival.vouchFor };
}

/** The server answered that it has no such reservation (or none for this visitor). */
function lookupRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Whether the current path's arrival has been checked against a fresh status. Until the answer
 * comes the page waits, so a step never shows (nor acts) on a status it no longer has. A handed
 * over status decides the first render and goes into the cache on arrival, never while rendering,
 * as a render may be one React drops.
 */
function useStatusCheckedOnArrival(
  reservationId: string,
  pathname: string,
  loadStep: (step: string) => void,
): { checked: boolean; handedOver: ReservationStatusInfo | undefined; vouchFor: (path: string) => void } {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<readonly string[]>([]);
  const step = pathname.split('/').at(-1) ?? '';
  const handedOver = handedOverFor(reservationId, step);
  // What this arrival took over, for an effect that runs twice (development's strict mode).
  const taken = useRef<{ pathname: string; status: ReservationStatusInfo } | null>(null);
  useEffect(() => {
    loadStep(step);
    // Every step shows the reservation; asked now, it arrives with the status, not after it.
    void queryClient.prefetchQuery(reservationQuery(reservationId));
    const known =
      handedOverFor(reservationId, step) ?? (taken.current?.pathname === pathname ? taken.current.status : undefined);
    forgetHandedOverStatus(reservationId);
    taken.current = known ? { pathname, status: known } : null;
    if (known) {
      queryClient.setQueryData(reservationStatusQuery(reservationId).queryKey, known);
      setFresh([pathname]);
      return undefined;
    }
    let live = true;
    const check =
      takeFirstStatusCheck(pathname) ??
      queryClient.fetchQuery({ ...reservationStatusQuery(reservationId), retry: false });
    check
      .catch(() => undefined)
      .finally(() => {
        if (live) setFresh([pathname]);
      });
    return () => {
      live = false;
    };
  }, [queryClient, reservationId, pathname, step, loadStep]);
  const checked = handedOver !== undefined || fresh.includes(pathname);
  const vouchFor = useCallback(
    (path: string) => setFresh((paths) => (paths.includes(path) ? paths : [...paths, path])),
    [],
  );
  return { checked, handedOver, vouchFor };
}

/** The handed-over status, when it belongs to `step`; one meant for the next step does not count here. */
function handedOverFor(reservationId: string, step: string): ReservationStatusInfo | undefined {
  const known = handedOverStatus(reservationId);
  return known && stepForStatus(known.status, known.validatedBookingInformation) === step ? known : undefined;
}

/** When the polled status moves on, what the page shows of the reservation is stale too. */
function useReservationReloadOnStatusChange(reservationId: string, status: string | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== undefined && status !== undefined && previous.current !== status) {
      void queryClient.invalidateQueries({ queryKey: reservationQuery(reservationId).queryKey, exact: true });
    }
    previous.current = status;
  }, [queryClient, reservationId, status]);
}
