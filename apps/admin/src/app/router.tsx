import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading, QueryState } from '../components/query-state.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { OrderPage } from '../features/orders/components/order-page.tsx';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';
import { OrganizationPage } from '../features/organization/components/organization-page.tsx';
import { sessionQuery } from '../features/session/api.ts';
import { AccountPage } from '../features/session/components/account-page.tsx';
import { InvitationPage } from '../features/session/components/invitation-page.tsx';
import { SignInPage } from '../features/session/components/sign-in-page.tsx';
import { UsersPage } from '../features/users/components/users-page.tsx';
import { screensFor } from './screens.ts';
import { Shell } from './shell.tsx';

// An event's screens load when reached; the dashboard's chunk alone carries the chart library.
const EventDashboardRoute = lazy(() => import('./routes/event-dashboard.tsx'));
const EventAttendeesRoute = lazy(() => import('./routes/event-attendees.tsx'));
const EventWaitingListRoute = lazy(() => import('./routes/event-waiting-list.tsx'));
// The e-mails' wording is changed seldom: its screen loads when opened.
const EventEmailTemplatesRoute = lazy(() => import('./routes/event-email-templates.tsx'));
const OrganizationEmailTemplatesRoute = lazy(() => import('./routes/organization-email-templates.tsx'));
// The editor is a large form few visits need: it loads when opened, not with the events list.
const editorPages = () => import('../features/event-editor/components/event-editor-page.tsx');
const NewEventPage = lazy(() => editorPages().then((module) => ({ default: module.NewEventPage })));
const EditEventPage = lazy(() => editorPages().then((module) => ({ default: module.EditEventPage })));

/** An invitation's link opens whoever is signed in; every other address needs the session. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/invitation/:token" element={<InvitationPage />} />
      <Route path="*" element={<SignedInRoutes />} />
    </Routes>
  );
}

/** Signed out, every address shows the sign-in; signed in, the screens of the role under the shell. */
function SignedInRoutes() {
  const session = useQuery(sessionQuery());
  return (
    <QueryState query={session}>
      {(signedIn) => {
        if (signedIn === null) return <SignInPage />;
        const screens = screensFor(signedIn.role);
        const account = <AccountPage session={signedIn} />;
        return (
          <Shell session={signedIn}>
            <Suspense fallback={<Loading />}>
              <Routes>
                {screens.includes('events') && (
                  <>
                    <Route path="/events/new" element={<NewEventPage />} />
                    <Route path="/events/:slug/edit" element={<EditEventPage />} />
                    <Route path="/events/:slug" element={<EventDashboardRoute />} />
                    <Route path="/events/:slug/attendees" element={<EventAttendeesRoute />} />
                    <Route path="/events/:slug/waiting-list" element={<EventWaitingListRoute />} />
                    <Route path="/events/:slug/email-templates" element={<EventEmailTemplatesRoute />} />
                  </>
                )}
                {screens.includes('orders') && (
                  <>
                    <Route path="/orders" element={<OrdersPage />} />
                    <Route path="/orders/:slug/:reservationId" element={<OrderPage role={signedIn.role} />} />
                  </>
                )}
                {screens.includes('users') && (
                  <Route path="/users" element={<UsersPage currentUserId={signedIn.userId} />} />
                )}
                {screens.includes('organization') && (
                  <>
                    <Route path="/organization" element={<OrganizationPage />} />
                    <Route path="/organization/email-templates" element={<OrganizationEmailTemplatesRoute />} />
                  </>
                )}
                <Route path="/account" element={account} />
                <Route path="*" element={screens[0] === 'events' ? <EventsPage /> : account} />
              </Routes>
            </Suspense>
          </Shell>
        );
      }}
    </QueryState>
  );
}
