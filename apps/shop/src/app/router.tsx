import { Route, Routes } from 'react-router';
import { AppScope } from './guards/app-scope.tsx';
import { EventScope } from './guards/event-scope.tsx';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query.tsx';
import { ReservationScope } from './guards/reservation-scope.tsx';
import { SignedInGuard } from './guards/signed-in-guard.tsx';
import { SubscriptionScope } from './guards/subscription-scope.tsx';
import * as Lazy from './lazy-routes.ts';
import EventListRoute from './routes/event-list.tsx';
import EventRoute from './routes/event.tsx';
import HomeRoute from './routes/home.tsx';
import NotFoundRoute from './routes/not-found.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** Spec 000 §2 and spec 001 §2. Scopes pick the language; event routes also apply the event's CSS. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<AppScope />}>
          <Route index element={<HomeRoute />} />
          <Route path="o/:organizerSlug" element={<HomeRoute />} />
          <Route path="events-all" element={<EventListRoute />} />
          <Route path="o/:organizerSlug/events-all" element={<EventListRoute />} />
          <Route path="subscriptions-all" element={<Lazy.SubscriptionList />} />
          <Route path="o/:organizerSlug/subscriptions-all" element={<Lazy.SubscriptionList />} />
          <Route element={<SignedInGuard />}>
            <Route path="my-orders" element={<Lazy.MyOrders />} />
            <Route path="my-profile" element={<Lazy.MyProfile />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route path="subscription/:id" element={<SubscriptionScope />}>
          <Route index element={<Lazy.Subscription />} />
          {reservationRoutes('subscription')}
        </Route>
        <Route path="event/:eventShortName" element={<EventScope />}>
          <Route index element={<EventRoute />} />
          <Route path="poll" element={<Lazy.Poll />} />
          <Route path="poll/:pollId" element={<Lazy.Poll />} />
          {reservationRoutes('event')}
          <Route path="ticket/:ticketId/view" element={<Lazy.TicketView />} />
          <Route path="ticket/:ticketId/update" element={<Lazy.TicketUpdate />} />
          <Route path="ticket/:ticketId/check-in/:ticketCodeHash/waiting-room" element={<Lazy.CheckInWaitingRoom />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Every step passes the reservation's status check first (spec 001 §4). */
function reservationRoutes(type: 'event' | 'subscription') {
  return (
    <Route path="reservation/:reservationId" element={<ReservationScope type={type} />}>
      {Object.entries(Lazy.reservationSteps).map(([step, Screen]) => (
        <Route key={step} path={step} element={<Screen />} />
      ))}
      <Route path="waitingPayment" element={<RedirectKeepingQuery to="../waiting-payment" />} />
    </Route>
  );
}
