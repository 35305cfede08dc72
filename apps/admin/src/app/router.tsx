import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading, QueryState } from '../components/query-state.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { OrderPage } from '../features/orders/components/order-page.tsx';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';
import { sessionQuery } from '../features/session/api.ts';
import { SignInPage } from '../features/session/components/sign-in-page.tsx';
import { Shell } from './shell.tsx';

// An event's screens load when reached; the dashboard's chunk alone carries the chart library.
const EventDashboardRoute = lazy(() => import('./routes/event-dashboard.tsx'));
const EventAttendeesRoute = lazy(() => import('./routes/event-attendees.tsx'));
const EventWaitingListRoute = lazy(() => import('./routes/event-waiting-list.tsx'));
// The editor is a large form few visits need: it loads when opened, not with the events list.
const editorPages = () => import('../features/event-editor/components/event-editor-page.tsx');
const NewEventPage = lazy(() => editorPages().then((module) => ({ default: module.NewEventPage })));
const EditEventPage = lazy(() => editorPages().then((module) => ({ default: module.EditEventPage })));

/** Signed out, every address shows the sign-in; signed in, the screens under the shell. */
export function AppRoutes() {
  const session = useQuery(sessionQuery());
  return (
    <QueryState query={session}>
      {(signedIn) =>
        signedIn === null ? (
          <SignInPage />
        ) : (
          <Shell session={signedIn}>
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route path="events/new" element={<NewEventPage />} />
                <Route path="events/:slug/edit" element={<EditEventPage />} />
                <Route path="orders" element={<OrdersPage />} />
                <Route path="orders/:slug/:reservationId" element={<OrderPage role={signedIn.role} />} />
                <Route path="events/:slug" element={<EventDashboardRoute />} />
                <Route path="events/:slug/attendees" element={<EventAttendeesRoute />} />
                <Route path="events/:slug/waiting-list" element={<EventWaitingListRoute />} />
                <Route path="*" element={<EventsPage />} />
              </Routes>
            </Suspense>
          </Shell>
        )
      }
    </QueryState>
  );
}

