import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { englishBundle, infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent, items } from '../event-page/fixtures.ts';

function serve({ operatorEmail = null }: { operatorEmail?: string | null } = {}) {
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json({ ...englishBundle, ...shopMessagesEn })),
    http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ accessibilityContactEmail: operatorEmail }))),
  );
}

const statementHeading = () => screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });

describe('the accessibility statement', () => {
  test('says what the shop meets, what it does not yet, and when it was written', async () => {
    serve({ operatorEmail: 'access@shop.example' });
    renderApp('/accessibility');
    await statementHeading();
    for (const name of ['Our target', 'What you can expect', 'Known limitations', 'Report a problem'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeTruthy();
    expect(screen.getByText(/payment provider’s own pages/)).toBeTruthy();
    expect(screen.getByText(/invoices and receipts in PDF are tagged for screen readers/)).toBeTruthy();
    expect(screen.queryByText(/not yet tagged/)).toBeNull();
    expect(screen.getByText('This statement was prepared on November 29, 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'access@shop.example' }).getAttribute('href')).toBe(
      'mailto:access@shop.example',
    );
    // The title is set once the page has rendered, not with it.
    await waitFor(() => expect(document.title).toBe('Accessibility statement'));
  });

  test('without a configured contact it sends the buyer to their organizer', async () => {
    serve();
    renderApp('/accessibility');
    await statementHeading();
    expect(screen.getByText(/write to the organizer of your event/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  test("is reached from the footer of an event's page, naming that event's organizer", async () => {
    serve({ operatorEmail: 'access@shop.example' });
    server.use(
      http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent())),
      http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
    );
    const { user, location } = renderApp('/event/demo');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    await statementHeading();
    expect(location().pathname).toBe('/accessibility');
    expect(screen.getByText('For this event, write to the organizer, Demo Org:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@demo.example' }).getAttribute('href')).toBe(
      'mailto:hello@demo.example',
    );
  });

  test('is reached from the footer of the home page with the configured contact', async () => {
    serve({ operatorEmail: 'access@shop.example' });
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    await statementHeading();
    expect(screen.getByText('Write to us at:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'access@shop.example' })).toBeTruthy();
  });
});
