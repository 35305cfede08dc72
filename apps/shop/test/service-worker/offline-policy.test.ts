import { pageHref } from '@shop/contract/routes';
import { describe, expect, it } from 'vitest';
import {
  offlineScope,
  offlineStrategy,
  ticketPageResources,
  type RequestFacts,
} from '../../src/service-worker/offline-policy.ts';

const origin = 'https://tickets.example';
const ticketId = '6f1c2a4e-0b7d-4c55-9a51-2f0e8d3b7c10';
const ticketPage = `${origin}${pageHref.ticket('summit', ticketId, 'view')}`;
const shell = new Set(['/assets/index-a1b2c3.js', '/assets/index-d4e5f6.css', '/assets/ticket-view-0a9b8c.js']);

const fromTicketPage = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: `${origin}${path}`,
  method: 'GET',
  mode: 'cors',
  referrer: ticketPage,
  ...facts,
});
const strategy = (facts: RequestFacts) => offlineStrategy(facts, origin, shell);

describe('what the offline-ticket worker keeps', () => {
  it('opens a ticket page from the network while online and from the kept copy when offline', () => {
    expect(strategy({ url: ticketPage, method: 'GET', mode: 'navigate', referrer: '' })).toBe('network-first');
    expect(strategy({ url: `${ticketPage}?lang=de`, method: 'GET', mode: 'navigate', referrer: '' })).toBe(
      'network-first',
    );
  });

  it('leaves every other page of the shop to the network', () => {
    for (const page of [
      pageHref.event('summit'),
      pageHref.home(),
      pageHref.list('events-all'),
      pageHref.ticket('summit', ticketId, 'update'),
      pageHref.reservation({ type: 'event', publicIdentifier: 'summit', reservationId: 'r-1' }, 'success'),
    ])
      expect(strategy({ url: `${origin}${page}`, method: 'GET', mode: 'navigate', referrer: ticketPage }), page).toBe(
        'network-only',
      );
  });

  it("keeps the ticket page's data: the ticket, its QR code, the info, the event and the texts", () => {
    for (const path of [
      `/api/v2/public/event/summit/ticket/${ticketId}`,
      `/api/v2/public/event/summit/ticket/${ticketId}/code.png`,
      '/api/v2/info',
      '/api/v2/public/event/summit',
      '/api/v2/public/i18n/bundle/en',
      '/api/v2/public/i18n/bundle/de',
    ])
      expect(strategy(fromTicketPage(path)), path).toBe('network-first');
  });

  it('keeps nothing about another ticket, another event, or what the ticket page changes', () => {
    const other = '0d3e9b6a-7c1f-4a2b-8e5d-6f4c3b2a1908';
    expect(strategy(fromTicketPage(`/api/v2/public/event/summit/ticket/${other}`))).toBe('network-only');
    expect(strategy(fromTicketPage('/api/v2/public/event/hack-day'))).toBe('network-only');
    expect(strategy(fromTicketPage(`/api/v2/public/event/summit/ticket/${ticketId}/full`))).toBe('network-only');
    expect(strategy(fromTicketPage(`/api/v2/public/event/summit/ticket/${ticketId}/download-ticket`))).toBe(
      'network-only',
    );
    expect(strategy(fromTicketPage('/api/v2/public/user/me'))).toBe('network-only');
    expect(strategy(fromTicketPage(`/api/v2/public/event/summit/ticket/${ticketId}`, { method: 'PUT' }))).toBe(
      'network-only',
    );
    expect(
      strategy(
        fromTicketPage(`/api/v2/public/event/summit/ticket/${ticketId}/send-ticket-by-email`, { method: 'POST' }),
      ),
    ).toBe('network-only');
  });

  it("keeps no data for other pages, even the ticket's own", () => {
    const eventPage = `${origin}${pageHref.event('summit')}`;
    expect(strategy(fromTicketPage('/api/v2/public/event/summit', { referrer: eventPage }))).toBe('network-only');
    expect(strategy(fromTicketPage(`/api/v2/public/event/summit/ticket/${ticketId}`, { referrer: '' }))).toBe(
      'network-only',
    );
    expect(
      strategy(
        fromTicketPage(`/api/v2/public/event/summit/ticket/${ticketId}`, { referrer: 'https://evil.example/x' }),
      ),
    ).toBe('network-only');
  });

  it("answers the ticket page's hashed files from the kept copy, and no file the build did not list", () => {
    expect(
      strategy(fromTicketPage('/assets/ticket-view-0a9b8c.js', { referrer: `${origin}/assets/index-a1b2c3.js` })),
    ).toBe('cache-first');
    expect(strategy(fromTicketPage('/assets/index-d4e5f6.css'))).toBe('cache-first');
    expect(strategy(fromTicketPage('/assets/booking-page-77aa00.js'))).toBe('network-only');
    expect(strategy(fromTicketPage('/favicon.svg'))).toBe('network-only');
  });

  it('leaves other sites to the network', () => {
    expect(strategy(fromTicketPage('/v3/', { url: 'https://js.stripe.com/v3/' }))).toBe('network-only');
    expect(
      strategy({
        url: `https://elsewhere.example${pageHref.ticket('summit', ticketId, 'view')}`,
        method: 'GET',
        mode: 'navigate',
        referrer: '',
      }),
    ).toBe('network-only');
  });
});

describe('keeping a ticket page', () => {
  it('fetches the page with its query, the ticket and its QR code', () => {
    const page = `${pageHref.ticket('summit', ticketId, 'view')}?lang=de`;
    expect(ticketPageResources(page, origin)).toEqual([
      page,
      `/api/v2/public/event/summit/ticket/${ticketId}`,
      `/api/v2/public/event/summit/ticket/${ticketId}/code.png`,
    ]);
  });

  it('also fetches the data the page loaded that a ticket page may keep, and nothing else it loaded', () => {
    const page = pageHref.ticket('summit', ticketId, 'view');
    const loaded = [
      `${origin}/api/v2/info`,
      `${origin}/api/v2/public/i18n/bundle/fr`,
      `${origin}/api/v2/public/event/summit/ticket/${ticketId}`,
      `${origin}/api/v2/public/user/me`,
      `${origin}/api/v2/public/event/summit/ticket-categories`,
      `${origin}/assets/index-a1b2c3.js`,
      'https://js.stripe.com/v3/',
    ];
    expect(ticketPageResources(page, origin, loaded)).toEqual([
      page,
      `/api/v2/public/event/summit/ticket/${ticketId}`,
      `/api/v2/public/event/summit/ticket/${ticketId}/code.png`,
      '/api/v2/info',
      '/api/v2/public/i18n/bundle/fr',
    ]);
  });

  it('fetches nothing for another page or another site', () => {
    expect(ticketPageResources(pageHref.event('summit'), origin, [`${origin}/api/v2/info`])).toEqual([]);
    expect(ticketPageResources(`https://evil.example${pageHref.ticket('summit', ticketId, 'view')}`, origin)).toEqual(
      [],
    );
  });

  it('works under the folder of the ticket pages, which holds no catalogue page', () => {
    expect(offlineScope).toBe('/event/');
    expect(pageHref.ticket('summit', ticketId, 'view').startsWith(offlineScope)).toBe(true);
    expect(pageHref.list('events-all').startsWith(offlineScope)).toBe(false);
  });
});
