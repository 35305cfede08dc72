import { holdExtensionCapability, offersCapability, pageHref } from '@shop/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { signInStatusQuery } from '../../features/account/api.ts';
import { infoQuery } from '../../features/info/api.ts';
import type { PurchaseContextKind } from '../../features/reservation/api.ts';
import { ReservationScopeContext, type ReservationScopeValue } from '../../features/reservation/reservation-scope.tsx';
import { useReservationArrival } from '../../features/reservation/use-reservation-arrival.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { preloadReservationStep } from '../lazy-routes.ts';
import { purchaseContextIdentifier, usePurchaseContext, usePurchaseContextTitle } from './purchase-context.tsx';

/**
 * Every route under `…/reservation/:reservationId`. On each arrival the visitor is sent, replacing
 * the history entry and keeping the query, to the page the reservation's status belongs to
 * (`useReservationArrival` says which). The reservation and the step's code load at the same
 * time as the status, not after the answer.
 */
export function ReservationScope({ type }: { type: PurchaseContextKind }) {
  const params = useParams();
  const reservationId = params.reservationId ?? '';
  const publicIdentifier = purchaseContextIdentifier(type, params);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const title = usePurchaseContextTitle();
  const purchaseContext = usePurchaseContext(type, publicIdentifier).context?.details;
  const signIn = useQuery(signInStatusQuery());
  const { data: info } = useQuery(infoQuery());
  const holdExtension = offersCapability(info, holdExtensionCapability);
  const { lang } = useTranslation();
  const queryClient = useQueryClient();
  const loadStep = useCallback(
    (step: string) => void preloadReservationStep(step, queryClient, lang),
    [queryClient, lang],
  );
  const { target, vouchFor } = useReservationArrival(reservationId, pathname, loadStep);
  const [shownPath, setShownPath] = useState<string | null>(null);

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
  const ready = scope !== null && target !== null && !signIn.isPending;
  const targetPath = ready && target !== pathname.split('/').at(-1) ? pageHref.reservation(scope, target) : null;
  useEffect(() => {
    if (!ready) return;
    if (targetPath === null) {
      // What is on screen is known once committed, so it is noted here and not while rendering.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setShownPath(pathname);
      return;
    }
    // The status that chose the target is fresh: arriving there needs no second wait.
    vouchFor(targetPath);
    void navigate({ pathname: targetPath, search, hash }, { replace: true });
  }, [ready, targetPath, pathname, search, hash, navigate, vouchFor]);

  if (!ready) return <PageLoading />;
  const page = (
    <ReservationScopeContext value={scope}>
      <Outlet />
    </ReservationScopeContext>
  );
  // Until the target shows, the page already on screen stays (or the spinner, on arrival).
  if (targetPath !== null) return shownPath === pathname ? page : <PageLoading />;
  return page;
}
