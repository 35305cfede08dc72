import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadAddress } from './app/address-preload.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import './styles/main.scss';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const queryClient = createQueryClient();
// A reservation step opened directly waits for its code, which the page had the browser load
// with this bundle, so its first render draws the step rather than a spinner first.
void preloadAddress(window.location.pathname, queryClient).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  ),
);
