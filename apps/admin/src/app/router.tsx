import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { OrganizationPage } from '../features/organization/components/organization-page.tsx';
import { sessionQuery } from '../features/session/api.ts';
import { AccountPage } from '../features/session/components/account-page.tsx';
import { InvitationPage } from '../features/session/components/invitation-page.tsx';
import { SignInPage } from '../features/session/components/sign-in-page.tsx';
import { UsersPage } from '../features/users/components/users-page.tsx';
import { screensFor } from './screens.ts';
import { Shell } from './shell.tsx';

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
            <Routes>
              {screens.includes('users') && (
                <Route path="/users" element={<UsersPage currentUserId={signedIn.userId} />} />
              )}
              {screens.includes('organization') && <Route path="/organization" element={<OrganizationPage />} />}
              <Route path="/account" element={account} />
              <Route path="*" element={screens[0] === 'events' ? <EventsPage /> : account} />
            </Routes>
          </Shell>
        );
      }}
    </QueryState>
  );
}
