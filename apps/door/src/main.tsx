import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { pickLanguage, TranslationProvider, translator } from './lib/i18n.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const lang = pickLanguage(navigator.languages);
document.documentElement.lang = lang;
document.title = translator(lang)('appTitle');
// A gate often works without network: queries are not retried, the offline list answers instead.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TranslationProvider lang={lang}>
        <App />
      </TranslationProvider>
    </QueryClientProvider>
  </StrictMode>,
);
