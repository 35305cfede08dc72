import { legacyReservationSteps, pagePaths, routePattern } from '@shop/contract/routes';
import { Route, Routes } from 'react-router';
import { AppScope } from './guards/app-scope.tsx';
import { PurchaseContextScope } from './guards/purchase-context-scope.tsx';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query.tsx';
import { SignedInGuard } from './guards/signed-in-guard.tsx';
import type { PurchaseContextKind } from '../features/reservation/api.ts';
import * as Lazy from './lazy-routes.ts';
import EventRoute from './routes/event.tsx';
import NotFoundRoute from './routes/not-found.tsx';
import { AppShell } from './shell/app-shell.tsx';

const path = routePattern;

/** Scopes pick the language; event routes also apply the event's CSS. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<AppScope />}>
          <Route index element={<Lazy.Home />} />
          <Route path={path(pagePaths.organizerHome)} element={<Lazy.Home />} />
          <Route path={path(pagePaths.eventList)} element={<Lazy.EventList />} />
          <Route path={path(pagePaths.organizerEventList)} element={<Lazy.EventList />} />
          <Route path={path(pagePaths.subscriptionList)} element={<Lazy.SubscriptionList />} />
          <Route path={path(pagePaths.organizerSubscriptionList)} element={<Lazy.SubscriptionList />} />
          <Route path={path(pagePaths.accessibility)} element={<Lazy.Accessibility />} />
          <Route element={<SignedInGuard />}>
            <Route path={path(pagePaths.myOrders)} element={<Lazy.MyOrders />} />
            <Route path={path(pagePaths.myProfile)} element={<Lazy.MyProfile />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route path={path(pagePaths.subscription)} element={<PurchaseContextScope kind="subscription" />}>
          <Route index element={<Lazy.Subscription />} />
          {reservationRoutes('subscription', pagePaths.subscriptionReservation)}
        </Route>
        <Route path={path(pagePaths.event)} element={<PurchaseContextScope kind="event" />}>
          <Route index element={<EventRoute />} />
          <Route path={path(pagePaths.poll)} element={<Lazy.Poll />} />
          <Route path={path(pagePaths.pollQuestion)} element={<Lazy.Poll />} />
          {reservationRoutes('event', pagePaths.eventReservation)}
          <Route path={path(pagePaths.ticketView)} element={<Lazy.TicketView />} />
          <Route path={path(pagePaths.ticketUpdate)} element={<Lazy.TicketUpdate />} />
          <Route path={path(pagePaths.checkInWaitingRoom)} element={<Lazy.CheckInWaitingRoom />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Every step passes the reservation's status check first, which may send the visitor to another step. */
function reservationRoutes(type: PurchaseContextKind, reservation: string) {
  return (
    <Route path={path(reservation)} element={<Lazy.ReservationScope type={type} />}>
      {Object.entries(Lazy.reservationSteps).map(([step, Screen]) => (
        <Route key={step} path={step} element={<Screen />} />
      ))}
      {legacyReservationSteps.map((legacy) => (
        <Route key={legacy} path={legacy} element={<RedirectKeepingQuery to="../waiting-payment" />} />
      ))}
    </Route>
  );
}
