// @vitest-environment happy-dom
import type { BillingDocumentSummary } from '@shop/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentsSection } from '../src/features/orders/components/order-documents.tsx';
import { TranslatorProvider } from '../src/lib/i18n.tsx';

const reservationId = '5f0c8c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
const base = `/admin/api/reservation/event/alpine-summit/${reservationId}`;

const document = (id: number, more: Partial<BillingDocumentSummary>): BillingDocumentSummary => ({
  id,
  eventId: 1,
  number: null,
  reservationId,
  type: 'INVOICE',
  generationTimestamp: '2026-11-20T09:30:00Z',
  status: 'VALID',
  externalId: null,
  ...more,
});

/** The server's answer to the list, whatever it is asked. */
function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async () =>
    body === undefined
      ? new Response(null, { status })
      : Response.json(status === 200 ? { status: 'OK', data: body, errors: [] } : body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection(lang: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const section = createElement(DocumentsSection, { slug: 'alpine-summit', reservationId });
  return render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(TranslatorProvider, { initial: lang, children: section }),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the billing documents on an order’s page', () => {
  it('lists each document with its kind, number and date, and a link to its PDF', async () => {
    const fetch = answer(200, [
      document(12, { type: 'CREDIT_NOTE', number: 'R-0007', generationTimestamp: '2026-11-21T10:00:00Z' }),
      document(11, { number: 'R-0007' }),
      document(10, { number: 'R-0006', status: 'NOT_VALID' }),
    ]);
    renderSection();

    const table = await screen.findByRole('region', { name: 'Documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Credit note',
      'Invoice',
      'Invoicereplaced by a later one',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['R-0007', 'R-0007', 'R-0006']);
    expect(rows[0]!.textContent).toContain('2026');
    const download = within(table).getByRole('link', { name: 'Download PDF: Credit note R-0007' });
    expect(download.getAttribute('href')).toBe(`${base}/billing-document/12`);
    expect(fetch).toHaveBeenCalledWith(`${base}/billing-documents`, expect.objectContaining({ method: 'GET' }));
  });

  it('names a receipt, which has no number, by its date, in German too', async () => {
    answer(200, [document(3, { type: 'RECEIPT' })]);
    renderSection('de');

    const table = await screen.findByRole('region', { name: 'Belege' });
    expect(within(table).getByRole('link', { name: /^PDF herunterladen: Quittung .*2026/ })).toBeTruthy();
    expect(within(table).getAllByRole('cell')[1]!.textContent).toBe('keine');
  });

  it('says so when the order has no document yet, and words a failure with a retry', async () => {
    answer(200, []);
    renderSection();
    expect(await screen.findByText('No invoice, receipt or credit note for this order yet.')).toBeTruthy();
    cleanup();

    answer(500, { status: 'ERROR', data: null, errors: [] });
    renderSection();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('leaves the section out for a role the server refuses the documents', async () => {
    const fetch = answer(403);
    const { container } = renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });
});
