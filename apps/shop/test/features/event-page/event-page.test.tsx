import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { readStructuredData } from '../../../src/lib/structured-data.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { category, fullEvent, items, service } from './fixtures.ts';
import { renderEventPage } from './render-event-page.tsx';

describe('the event page summary', () => {
  test('shows what, when, where and by whom, and names the tab', async () => {
    await renderEventPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Demo Conference' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Conference: tickets'));
    expect(screen.getByText('Wed 1 Jul 2026').getAttribute('datetime')).toBe('2026-07-01T07:00:00.000Z');
    expect(screen.getByText('from 9:00 AM to 5:30 PM')).toBeTruthy();
    expect(screen.getByText('Seeforum, Zürich')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demo Org' }).getAttribute('href')).toBe('mailto:hello@demo.example');
    expect(screen.getByText('workshops').tagName).toBe('STRONG');
  });

  test('an event over several days reads from and to, each with its instant, and no time zone', async () => {
    const start = 1782889200000;
    const end = start + 26 * 3600_000;
    // Another offset than the visitor's clock, whatever zone the machine is in: the page still omits it.
    const elsewhere = (epochMs: number) => -new Date(epochMs).getTimezoneOffset() * 60 + 3600;
    const event = fullEvent({
      sameDay: false,
      datesWithOffset: {
        startDateTime: start,
        startTimeZoneOffset: elsewhere(start),
        endDateTime: end,
        endTimeZoneOffset: elsewhere(end),
      },
      formattedEndDate: { en: 'Thu 2 Jul 2026' },
      formattedEndTime: { en: '11:00 AM' },
    });
    await renderEventPage('/event/demo', { event });

    const from = screen.getByText('Wed 1 Jul 2026 at 9:00 AM');
    const to = screen.getByText('Thu 2 Jul 2026 at 11:00 AM');
    expect([from.tagName, from.getAttribute('datetime')]).toEqual(['TIME', '2026-07-01T07:00:00.000Z']);
    expect([to.tagName, to.getAttribute('datetime')]).toEqual(['TIME', '2026-07-02T09:00:00.000Z']);
    expect(from.closest('p')?.textContent).toBe('From Wed 1 Jul 2026 at 9:00 AM To Thu 2 Jul 2026 at 11:00 AM');
  });

  test('offers the calendar as a file and in Google Calendar, both in a new tab', async () => {
    await renderEventPage();

    const calendar = screen.getByRole('group', { name: 'Add to calendar:' });
    const file = within(calendar).getByRole('link', { name: /Calendar file \(iCal\)/ });
    const google = within(calendar).getByRole('link', { name: /Google Calendar/ });
    expect(file.getAttribute('href')).toBe('/api/v2/public/event/demo/calendar/en');
    expect(google.getAttribute('href')).toBe('/api/v2/public/event/demo/calendar/en?type=google');
    for (const link of [file, google]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain('opens in a new tab');
    }
  });

  test("links back to the event's own website in a new tab, and shows no such link when the event has none", async () => {
    const view = await renderEventPage();

    const site = screen.getByRole('link', { name: /Go to the event website/ });
    expect(site.getAttribute('href')).toBe('https://demo.example/conference');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.textContent).toContain('opens in a new tab');
    view.unmount();

    await renderEventPage('/event/demo', { event: fullEvent({ websiteUrl: '' }) });
    expect(screen.queryByRole('link', { name: /Go to the event website/ })).toBeNull();
  });

  test('shows the map at a fixed size, loaded lazily, for events in person only', async () => {
    const { unmount } = await renderEventPage();
    const map = screen.getByRole('img', { name: 'Map of the area around Seeforum, Zürich' });
    expect(map.getAttribute('src')).toBe('https://maps.example/static.png');
    expect([map.getAttribute('width'), map.getAttribute('height'), map.getAttribute('loading')]).toEqual([
      '400',
      '400',
      'lazy',
    ]);
    unmount();

    await renderEventPage('/event/demo', {
      event: fullEvent({ format: 'ONLINE', mapUrl: 'https://maps.example/x.png', location: null }),
    });
    expect(screen.queryByRole('img', { name: /Map of the area/ })).toBeNull();
    expect(screen.getByText('Online event')).toBeTruthy();
  });

  test('puts structured data in the head while shown, and takes it away on leaving', async () => {
    const { user } = await renderEventPage();
    await waitFor(() =>
      expect(readStructuredData()).toMatchObject({
        '@type': 'Event',
        name: 'Demo Conference',
        offers: [expect.objectContaining({ price: '290.00' })],
      }),
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(readStructuredData()).toBeNull();
  });

  test('keeps the data the server wrote for this event and language, and replaces one written for another', async () => {
    const served = (lang: string) => {
      const element = document.createElement('script');
      element.type = 'application/ld+json';
      element.id = 'structured-data';
      element.dataset.event = 'demo';
      element.dataset.lang = lang;
      element.textContent = JSON.stringify({ '@type': 'Event', name: `Served in ${lang}` });
      document.head.append(element);
    };

    served('de');
    const first = await renderEventPage();
    await waitFor(() => expect(readStructuredData()).toMatchObject({ name: 'Demo Conference' }));
    first.unmount();

    served('en');
    const { user } = await renderEventPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');
    expect(readStructuredData()).toEqual({ '@type': 'Event', name: 'Served in en' });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(readStructuredData()).toBeNull();
  });
});

describe('category cards', () => {
  const categories = [
    category({ id: 1, name: 'Standard', maximumSaleableTickets: 3 }),
    category({
      id: 2,
      name: 'Reserved',
      saleableAndLimitNotReached: false,
      containsPendingTickets: true,
      soldOutOrLimitReached: true,
    }),
    category({ id: 3, name: 'Gone', saleableAndLimitNotReached: false, soldOutOrLimitReached: true }),
    category({
      id: 4,
      name: 'Later',
      saleableAndLimitNotReached: false,
      saleInFuture: true,
      formattedInception: { en: 'Mon 1 Jun 2026' },
    }),
  ];
  const expired = [
    category({ id: 5, name: 'Early bird', expired: true, formattedExpiration: { en: 'Fri 1 May 2026' } }),
  ];

  test('show a quantity choice when saleable, and otherwise say why not', async () => {
    await renderEventPage('/event/demo', {
      itemsByCode: { null: items({ ticketCategories: categories, expiredCategories: expired }) },
    });

    const quantity = screen.getByRole('combobox', { name: 'Quantity for Standard' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0', '1', '2', '3']);
    expect(screen.getByText('Sales end on Tue 30 Jun 2026, 8:00 AM')).toBeTruthy();
    expect(screen.getByText('All tickets reserved')).toBeTruthy();
    expect(screen.getByText('Held by other buyers.')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.getByText('On sale from Mon 1 Jun 2026')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Refresh' })).toHaveLength(2);
    expect(screen.getByText('Categories no longer on sale').tagName).toBe('SUMMARY');
    expect(screen.getByText('Sales ended on Fri 1 May 2026')).toBeTruthy();
  });

  test('show the price with its tax note, the discounted price beside the original, or Free', async () => {
    await renderEventPage('/event/demo', {
      itemsByCode: {
        null: items({
          ticketCategories: [
            category({ id: 1, name: 'Standard' }),
            category({
              id: 2,
              name: 'Student',
              formattedFinalPrice: '90.00',
              hasDiscount: true,
              formattedDiscountedPrice: '81.00',
            }),
            category({ id: 3, name: 'Guest', free: true, formattedFinalPrice: '0.00' }),
            category({ id: 4, name: 'Tax free', displayTaxInformation: false, formattedFinalPrice: '10.00' }),
          ],
        }),
      },
    });

    expect(screen.getByText('CHF 290.00')).toBeTruthy();
    expect(screen.getAllByText('incl. 8.1% VAT')).toHaveLength(2);
    expect(screen.getByText('CHF 90.00').closest('del')).not.toBeNull();
    expect(screen.getByText('CHF 81.00')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('CHF 10.00').parentElement?.textContent).not.toContain('VAT');
  });

  test('refresh clicks within 500 ms reload the categories once, then say so', async () => {
    const { categoryCalls } = await renderEventPage('/event/demo', {
      itemsByCode: { null: items({ ticketCategories: categories }) },
    });
    const before = categoryCalls.length;

    const [refresh] = screen.getAllByRole('button', { name: 'Refresh' });
    // Clicked in one go, so no timer can run between the clicks however busy the machine is.
    fireEvent.click(refresh!);
    fireEvent.click(refresh!);
    fireEvent.click(refresh!);

    expect(await screen.findByText('Availability updated.')).toBeTruthy();
    expect(categoryCalls.length - before).toBe(1);
  });

  test('the event-wide tickets-left badge shows when no category has its own count', async () => {
    const { unmount } = await renderEventPage('/event/demo', { event: fullEvent({ availableTicketsCount: 12 }) });
    expect(screen.getByText('12 left')).toBeTruthy();
    unmount();

    await renderEventPage('/event/demo', {
      event: fullEvent({ availableTicketsCount: 12 }),
      itemsByCode: { null: items({ ticketCategories: [category({ bounded: true, availableTickets: 3 })] }) },
    });
    expect(screen.queryByText('12 left')).toBeNull();
    expect(screen.getByText('3 left')).toBeTruthy();
  });
});

describe('supplements and donations', () => {
  test('each under its heading: quantities within bounds, a fixed note for mandatory ones, an amount for donations', async () => {
    const { user } = await renderEventPage('/event/demo', {
      itemsByCode: {
        null: items({
          additionalServices: [
            service({ id: 11, title: { en: 'Programme' }, supplementPolicy: 'MANDATORY_ONE_FOR_TICKET' }),
            service({
              id: 12,
              title: { en: 'Aperitivo' },
              supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET',
              maxQtyPerOrder: 2,
            }),
            service({ id: 13, title: { en: 'Parking' }, availableQuantity: 0 }),
            service({
              id: 14,
              type: 'DONATION',
              title: { en: 'Grant' },
              fixPrice: false,
              supplementPolicy: null,
              availableQuantity: -1,
            }),
          ],
        }),
      },
    });

    const extras = screen.getByRole('region', { name: 'Extras' });
    expect(within(extras).getByText('Included once with every ticket')).toBeTruthy();
    expect(within(extras).getByText('Not available')).toBeTruthy();
    const aperitivo = within(extras).getByRole('combobox', { name: 'Quantity for Aperitivo' });
    expect(within(aperitivo).getAllByRole('option')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '2');
    expect(
      within(aperitivo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0', '1', '2', '3', '4']);

    const donations = screen.getByRole('region', { name: 'Donations' });
    const amount = within(donations).getByRole('textbox', { name: 'Amount of your choice for Grant' });
    await user.type(amount, '-5');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter an amount of 0 or more.')).toBeTruthy();
  });
});

describe('the dynamic discount', () => {
  function recordDiscountChecks() {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('checkDiscount'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          discount: '10',
          discountType: 'PERCENTAGE',
          formattedMessage: { en: 'You get <strong>10%</strong> off!' },
        });
      }),
    );
    return bodies;
  }

  test('is asked on every quantity change without a code, and its message shown', async () => {
    const { user } = await renderEventPage();
    const bodies = recordDiscountChecks();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '4');
    expect((await screen.findByText('10%')).tagName).toBe('STRONG');
    expect(bodies.at(-1)).toMatchObject({ reservation: [{ ticketCategoryId: 1, quantity: 4 }] });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '5');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ reservation: [{ ticketCategoryId: 1, quantity: 5 }] }));
  });

  test('is asked with an ACCESS code applied', async () => {
    server.use(http.get(apiPath('validateCode'), () => HttpResponse.json(validatedCode('PARTNER', 'ACCESS'))));
    const { user } = await renderEventPage('/event/demo?code=PARTNER');
    const bodies = recordDiscountChecks();
    await screen.findByText('PARTNER');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ promoCode: 'PARTNER' });
  });

  test('is not asked with a DISCOUNT code applied', async () => {
    server.use(http.get(apiPath('validateCode'), () => HttpResponse.json(validatedCode('SUMMIT10', 'DISCOUNT'))));
    const { user, queryClient } = await renderEventPage('/event/demo?code=SUMMIT10');
    const bodies = recordDiscountChecks();
    await screen.findByText('SUMMIT10');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');
    // A check would start as the quantity renders: it would be under way or answered by now.
    const checks = queryClient.getQueryCache().findAll({ queryKey: ['dynamic-discount'] });
    expect(checks.filter((check) => check.state.fetchStatus !== 'idle' || check.state.dataUpdatedAt > 0)).toEqual([]);
    expect(bodies).toEqual([]);
  });
});

function validatedCode(code: string, type: 'ACCESS' | 'DISCOUNT') {
  const value =
    type === 'ACCESS'
      ? { code, type, discountType: 'NONE', discountAmount: null }
      : { code, type, discountType: 'PERCENTAGE', discountAmount: '10' };
  return { success: true, errorCount: 0, validationErrors: [], warnings: [], value };
}
