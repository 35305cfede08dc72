import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { EditEventPage, NewEventPage } from '../features/event-editor/components/event-editor-page.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { sessionQuery } from '../features/session/api.ts';
import { SignInPage } from '../features/session/components/sign-in-page.tsx';
import { Shell } from './shell.tsx';

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
            <Routes>
              <Route path="events/new" element={<NewEventPage />} />
              <Route path="events/:slug/edit" element={<EditEventPage />} />
              <Route path="*" element={<EventsPage />} />
            </Routes>
          </Shell>
        )
      }
    </QueryState>
  );
}
