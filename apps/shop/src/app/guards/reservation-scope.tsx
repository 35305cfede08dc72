import type { ReservationStatusInfo } from '@shop/contract';
import { holdExtensionCapability, offersCapability, pageHref } from '@shop/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { signInStatusQuery } from '../../features/account/api.ts';
import { infoQuery } from '../../features/info/api.ts';
import { reservationQuery, reservationStatusQuery, type PurchaseContextKind } from '../../features/reservation/api.ts';
import {
  lookupFailed,
  statusPollIntervalMs,
  stepForStatus,
  transientStatuses,
} from '../../features/reservation/reservation-status.ts';
import { ReservationScopeContext, type ReservationScopeValue } from '../../features/reservation/reservation-scope.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { forgetHandedOverStatus, handedOverStatus } from '../../lib/reservation-handover.ts';
import { takeFirstStatusCheck } from '../address-preload.ts';
import { preloadReservationStep } from '../lazy-routes.ts';
import { purchaseContextIdentifier, usePurchaseContext, usePurchaseContextTitle } from './purchase-context.tsx';

/**
 * Every route under `…/reservation/:reservationId`. On each arrival (first load, reload, old
 * link, navigation between steps) the reservation's status is asked afresh, unless the page that
 * sent the visitor here handed it over, and the visitor is sent, replacing the history entry and
 * keeping the query, to the page that status belongs to. The reservation and the step's code load
 * at the same time, not after the answer. While the server is finalizing, the status is asked
 * again every 5 seconds.
 */
export function ReservationScope({ type }: { type: PurchaseContextKind }) {
  const params = useParams();
  const reservationId = params.reservationId ?? '';
  const publicIdentifier = purchaseContextIdentifier(type, params);
  const { pathname, search, hash } = useLocation();
  const title = usePurchaseContextTitle();
  const purchaseContext = usePurchaseContext(type, publicIdentifier).context?.details;
  const signIn = useQuery(signInStatusQuery());
  const { data: info } = useQuery(infoQuery());
  const holdExtension = offersCapability(info, holdExtensionCapability);
  const { lang } = useTranslation();
  const arrival = useStatusCheckedOnArrival(reservationId, pathname, lang);
  const status = useQuery({
    ...reservationStatusQuery(reservationId),
    // Freshness is the arrival check's business; mounting alone asks nothing.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data && transientStatuses.includes(query.state.data.status) ? statusPollIntervalMs : false,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !lookupRefused(error) && failures < 2,
  });
  const [shownPath, setShownPath] = useState<string | null>(null);
  useReservationReloadOnStatusChange(reservationId, status.data?.status);

  const scope = useMemo<ReservationScopeValue | null>(
    () =>
      purchaseContext
        ? {
            type,
            publicIdentifier,
            reservationId,
            purchaseContext,
            title,
            signIn: { enabled: signIn.data?.enabled ?? false, user: signIn.data?.user ?? null },
            holdExtension,
          }
        : null,
    [type, publicIdentifier, reservationId, purchaseContext, title, signIn.data, holdExtension],
  );

  // Pages fill their forms from the signed-in profile once, so they wait for it too.
  const known = arrival.handedOver ?? status.data;
  if (!scope || !arrival.checked || (!known && status.isPending) || signIn.isPending) return <PageLoading />;
  // A lookup that failed for good reads as NOT_FOUND; a passing network failure keeps the page.
  const failed = !arrival.handedOver && status.isError && (lookupRefused(status.error) || !status.data);
  const target =
    failed || !known
      ? stepForStatus(lookupFailed, false)
      : stepForStatus(known.status, known.validatedBookingInformation);
  const page = (
    <ReservationScopeContext value={scope}>
      <Outlet />
    </ReservationScopeContext>
  );
  if (target !== pathname.split('/').at(-1)) {
    const targetPath = pageHref.reservation(scope, target);
    // The status that chose the target is fresh: arriving there needs no second wait.
    arrival.vouchFor(targetPath);
    // Until the target shows, the page already on screen stays (or the spinner, on arrival).
    return (
      <>
        <Navigate to={{ pathname: targetPath, search, hash }} replace />
        {shownPath === pathname ? page : <PageLoading />}
      </>
    );
  }
  if (shownPath !== pathname) setShownPath(pathname);
  return page;
}

/** The server answered that it has no such reservation (or none for this visitor). */
function lookupRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Whether the current path's arrival has been checked against a fresh status. Until the answer
 * comes the page waits, so a step never shows (nor acts) on a status it no longer has. A
 * redirect vouches for its target: the status that chose it is as fresh as can be. So does a
 * status the previous page handed over for the step it leads to: it decides the first render
 * and goes into the cache on arrival, never while rendering, as a render may be one React drops.
 */
function useStatusCheckedOnArrival(
  reservationId: string,
  pathname: string,
  lang: string,
): { checked: boolean; handedOver: ReservationStatusInfo | undefined; vouchFor: (path: string) => void } {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<readonly string[]>([]);
  const step = pathname.split('/').at(-1) ?? '';
  const handedOver = handedOverFor(reservationId, step);
  // What this arrival took over, for an effect that runs twice (development's strict mode).
  const taken = useRef<{ pathname: string; status: ReservationStatusInfo } | null>(null);
  useEffect(() => {
    void preloadReservationStep(step, queryClient, lang);
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
  }, [queryClient, reservationId, pathname, step, lang]);
  const checked = handedOver !== undefined || fresh.includes(pathname);
  // Called while rendering a redirect; the update is conditional, so it settles at once.
  const vouchFor = (path: string) => {
    if (!fresh.includes(path)) setFresh([...fresh, path]);
  };
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
