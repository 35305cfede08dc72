import type { EventDetails, ItemsByCategory } from '@shop/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp, testQueryClient } from '../../support/render-app.tsx';
import { eventPageBundle, fullEvent, items as itemsFixture } from './fixtures.ts';

interface Setup {
  event?: EventDetails;
  /** Ticket information per code (`null`: without a code). */
  itemsByCode?: Record<string, ItemsByCategory>;
}

/** The event page of `demo` at `path`, the server answering from fixtures; records ticket-category calls. */
export async function renderEventPage(path = '/event/demo', { event = fullEvent(), itemsByCode = {} }: Setup = {}) {
  const categoryCalls: (string | null)[] = [];
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(eventPageBundle)),
    http.get(apiPath('getEvent'), () => HttpResponse.json(event)),
    http.get(apiPath('getTicketCategories'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      categoryCalls.push(code);
      return HttpResponse.json(itemsByCode[code ?? 'null'] ?? itemsFixture());
    }),
    http.post(apiPath('checkDiscount'), () => new HttpResponse(null, { status: 204 })),
  );
  const queryClient = testQueryClient();
  const view = renderApp(path, queryClient);
  await screen.findByRole('heading', { level: 2, name: 'Tickets' });
  return { ...view, categoryCalls, queryClient };
}
