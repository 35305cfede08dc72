import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { Providers } from '../../src/app/providers.tsx';
import { AppRoutes } from '../../src/app/router.tsx';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The whole shop at `path`, as `main.tsx` mounts it, with a probe for where it ends up. */
export function renderApp(path = '/', queryClient = testQueryClient()) {
  const seen: { location: Location | null; navigationType: NavigationType | null } = {
    location: null,
    navigationType: null,
  };
  function LocationProbe() {
    seen.location = useLocation();
    seen.navigationType = useNavigationType();
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Providers queryClient={queryClient}>
          <AppRoutes />
          <LocationProbe />
        </Providers>
      </MemoryRouter>
    </StrictMode>,
  );
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  /** How the router reached the current location: POP (first entry), PUSH or REPLACE. */
  const navigationType = () => {
    if (!seen.navigationType) throw new Error('the router has not rendered');
    return seen.navigationType;
  };
  return { ...view, user, queryClient, location, navigationType };
}
