import { reservationLinkRecoveryCapability } from '@shop/contract/routes';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp, testQueryClient } from '../../support/render-app.tsx';
import { eventPageBundle, fullEvent, items, validated } from '../event-page/fixtures.ts';

/** The event page of `demo`, in front of a server that offers link recovery or not. */
async function renderEventPage({ offered }: { offered: boolean }) {
  const requests: { eventName: unknown; body: unknown }[] = [];
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json({ ...eventPageBundle, ...shopMessagesEn })),
    http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent())),
    http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
    http.post(apiPath('recoverReservationLinks'), async ({ params, request }) => {
      requests.push({ eventName: params.eventName, body: await request.json() });
      return HttpResponse.json(validated(true));
    }),
  );
  // The info is in the cache before the page renders, as the preloaded one is in the browser.
  const queryClient = testQueryClient();
  queryClient.setQueryData(['info'], infoFixture(offered ? { capabilities: [reservationLinkRecoveryCapability] } : {}));
  const view = renderApp('/event/demo', queryClient);
  await screen.findByRole('heading', { level: 2, name: 'Tickets' });
  return { ...view, requests };
}

describe('lost reservation links', () => {
  test('are not offered in front of a server that does not announce them', async () => {
    await renderEventPage({ offered: false });
    expect(screen.queryByRole('button', { name: 'Lost your tickets?' })).toBeNull();
  });

  test('a buyer opens the form with the keyboard, sends the address and reads a neutral confirmation', async () => {
    const { user, requests } = await renderEventPage({ offered: true });
    const toggle = await screen.findByRole('button', { name: 'Lost your tickets?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The form is fetched when asked for; the focus moves into it as it appears.
    const field = await screen.findByLabelText(/Email/);
    expect(document.activeElement).toBe(field);
    await user.keyboard('ada@example.org{Enter}');

    // The event page has a status region of its own (availability news), so the confirmation is found by its text.
    const confirmation = (
      await screen.findByText(/If ada@example\.org has reservations for this event, we have sent their links/)
    ).closest('[role="status"]');
    expect(document.activeElement).toBe(confirmation);
    expect(requests).toEqual([{ eventName: 'demo', body: { email: 'ada@example.org', lang: 'en' } }]);
  });

  test('the server refusing the address shows its error under the field', async () => {
    const { user } = await renderEventPage({ offered: true });
    server.use(
      http.post(apiPath('recoverReservationLinks'), () =>
        HttpResponse.json(
          {
            success: false,
            errorCount: 1,
            validationErrors: [{ fieldName: 'email', code: 'error.email', arguments: null }],
            warnings: [],
            value: null,
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Lost your tickets?' }));
    await user.type(screen.getByLabelText(/Email/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send me the links' }));
    // The form is fetched when asked for; the focus moves into it as it appears.
    const field = await screen.findByLabelText(/Email/);
    await screen.findByText('Please enter a valid email address.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText(/we have sent their links/)).toBeNull();
  });
});
