import { holdExtensionCapability, pageHref } from '@shop/contract/routes';
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
import { purchaseContextIdentifier, usePurchaseContext, usePurchaseContextTitle } from './purchase-context.tsx';

/**
 * Every route under `…/reservation/:reservationId`. On each arrival (first load, reload, old
 * link, navigation between steps) the reservation's status is asked afresh and the visitor is
 * sent, replacing the history entry and keeping the query, to the page that status belongs to.
 * While the server is finalizing, the status is asked again every 5 seconds.
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
  const holdExtension = info?.capabilities?.includes(holdExtensionCapability) ?? false;
  const status = useQuery({
    ...reservationStatusQuery(reservationId),
    refetchInterval: (query) =>
      query.state.data && transientStatuses.includes(query.state.data.status) ? statusPollIntervalMs : false,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !lookupRefused(error) && failures < 2,
  });
  const arrival = useStatusCheckedOnArrival(reservationId, pathname);
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
  if (!scope || !arrival.checked || status.isPending || signIn.isPending) return <PageLoading />;
  // A lookup that failed for good reads as NOT_FOUND; a passing network failure keeps the page.
  const failed = status.isError && (lookupRefused(status.error) || !status.data);
  const target =
    failed || !status.data
      ? stepForStatus(lookupFailed, false)
      : stepForStatus(status.data.status, status.data.validatedBookingInformation);
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
 * redirect vouches for its target: the status that chose it is as fresh as can be.
 */
function useStatusCheckedOnArrival(
  reservationId: string,
  pathname: string,
): { checked: boolean; vouchFor: (path: string) => void } {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    queryClient
      .fetchQuery({ ...reservationStatusQuery(reservationId), retry: false })
      .catch(() => undefined)
      .finally(() => {
        if (live) setFresh([pathname]);
      });
    return () => {
      live = false;
    };
  }, [queryClient, reservationId, pathname]);
  const checked = fresh.includes(pathname);
  // Called while rendering a redirect; the update is conditional, so it settles at once.
  const vouchFor = (path: string) => {
    if (!fresh.includes(path)) setFresh([...fresh, path]);
  };
  return { checked, vouchFor };
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
