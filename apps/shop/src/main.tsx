import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import './styles/main.scss';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={createQueryClient()}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
