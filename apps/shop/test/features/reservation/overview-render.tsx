import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createTranslator, TranslatorProvider } from '../../../src/lib/i18n.tsx';
import { testQueryClient } from '../../support/render-app.tsx';
import { reservationBundle } from './overview-fixtures.ts';

/** One component with what it needs around it: queries, English texts, a router. */
export function renderPart(ui: ReactNode, queryClient = testQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={createTranslator('en', reservationBundle)}>
        <MemoryRouter>{ui}</MemoryRouter>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
}
