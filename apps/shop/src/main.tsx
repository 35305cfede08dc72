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
preloadAddress(window.location.pathname, queryClient);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
