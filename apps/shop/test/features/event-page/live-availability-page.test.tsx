import type { AvailabilityUpdate } from '@shop/contract';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { infoFixture } from '../../support/fixtures.ts';
import { category, items } from './fixtures.ts';
import { renderEventPage } from './render-event-page.tsx';

/** The browser's EventSource as the page uses it: the test plays the server's messages. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  push(update: AvailabilityUpdate) {
    act(() => this.listeners.get('availability')?.(new MessageEvent('availability', { data: JSON.stringify(update) })));
  }
}

const standard = category({ id: 1, name: 'Standard', maximumSaleableTickets: 5 });
const student = category({ id: 2, name: 'Student', maximumSaleableTickets: 2 });
const itemsByCode = { null: items({ ticketCategories: [standard, student] }) };

describe('live availability on the event page', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  const offered = () =>
    server.use(
      http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ capabilities: ['live-availability'] }))),
    );

  test('a category selling out is told politely, while the focus and the quantities chosen elsewhere stay', async () => {
    offered();
    const { user } = await renderEventPage('/event/demo', { itemsByCode });
    const standardQuantity = screen.getByRole('combobox', { name: 'Quantity for Standard' });
    await user.selectOptions(standardQuantity, '2');
    // The stream opens once the page has settled (two frames and an idle moment), not at a set time.
    const openStreams = () => FakeEventSource.opened.filter((source) => !source.closed);
    await vi.waitFor(() =>
      expect(openStreams().map((source) => source.url)).toEqual(['/api/v2/public/event/demo/availability-stream']),
    );
    const open = openStreams();

    open[0]!.push({
      categories: [
        {
          id: 2,
          maximumSaleableTickets: 0,
          saleableAndLimitNotReached: false,
          soldOutOrLimitReached: true,
          availableTickets: null,
          containsPendingTickets: false,
        },
      ],
      waitingList: false,
      preSales: false,
    });

    const status = await screen.findByText('Student is now sold out.');
    expect(status.getAttribute('role')).toBe('status');
    const studentCard = screen.getByRole('heading', { level: 3, name: 'Student' }).closest('li')!;
    expect(within(studentCard).getByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Quantity for Student' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Quantity for Standard' }) as HTMLSelectElement).value).toBe('2');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Quantity for Standard' }));
  });

  test('a server that does not offer it gets no stream, and the page stays as loaded', async () => {
    await renderEventPage('/event/demo', { itemsByCode });
    expect(FakeEventSource.opened).toEqual([]);
  });

  test('leaving the page closes the stream', async () => {
    offered();
    const { unmount } = await renderEventPage('/event/demo', { itemsByCode });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    unmount();
    expect(FakeEventSource.opened.every((source) => source.closed)).toBe(true);
  });
});
