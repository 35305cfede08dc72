import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { preferredLanguage } from './lib/i18n.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <Providers queryClient={createQueryClient()} language={preferredLanguage(navigator.languages)}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
