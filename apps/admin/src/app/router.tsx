import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { OrderPage } from '../features/orders/components/order-page.tsx';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';
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
              <Route path="orders" element={<OrdersPage />} />
              <Route path="orders/:slug/:reservationId" element={<OrderPage role={signedIn.role} />} />
              <Route path="*" element={<EventsPage />} />
            </Routes>
          </Shell>
        )
      }
    </QueryState>
  );
}
