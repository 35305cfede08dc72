import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { sessionQuery } from '../features/session/api.ts';
import { SignInPage } from '../features/session/components/sign-in-page.tsx';
import { Shell } from './shell.tsx';

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
            <Routes>
              <Route path="events/new" element={<Lazy page={<NewEventPage />} />} />
              <Route path="events/:slug/edit" element={<Lazy page={<EditEventPage />} />} />
              <Route path="*" element={<EventsPage />} />
            </Routes>
          </Shell>
        )
      }
    </QueryState>
  );
}

function Lazy({ page }: { page: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-body-secondary">
          {t('state.loading')}
        </p>
      }
    >
      {page}
    </Suspense>
  );
}
