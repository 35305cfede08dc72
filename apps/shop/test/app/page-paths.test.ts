import { pageHref, pagePaths, routePattern } from '@shop/contract/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';

/** The parameters the router reads back from an address, or null when the pattern does not match it. */
function paramsOf(pattern: string, href: string): Record<string, string | undefined> | null {
  return matchRoutes([{ path: routePattern(pattern) }], href)?.[0]?.params ?? null;
}

const awkward = 'a b/ü?#%';

describe('page addresses', () => {
  test('each page is built from its own pattern, and the router reads back what went in', () => {
    const cases: [string, string, Record<string, string>][] = [
      [pagePaths.home, pageHref.home(), {}],
      [pagePaths.organizerHome, pageHref.home(awkward), { organizerSlug: awkward }],
      [pagePaths.eventList, pageHref.list('events-all'), {}],
      [pagePaths.organizerEventList, pageHref.list('events-all', awkward), { organizerSlug: awkward }],
      [pagePaths.subscriptionList, pageHref.list('subscriptions-all', null), {}],
      [pagePaths.organizerSubscriptionList, pageHref.list('subscriptions-all', 'arts'), { organizerSlug: 'arts' }],
      [pagePaths.event, pageHref.event(awkward), { eventShortName: awkward }],
      [pagePaths.subscription, pageHref.subscription(awkward), { id: awkward }],
      [
        pagePaths.ticketView,
        pageHref.ticket('summit', awkward, 'view'),
        { eventShortName: 'summit', ticketId: awkward },
      ],
      [
        pagePaths.ticketUpdate,
        pageHref.ticket('summit', 't-1', 'update'),
        { eventShortName: 'summit', ticketId: 't-1' },
      ],
      [pagePaths.myOrders, pageHref.myOrders(), {}],
      [pagePaths.myProfile, pageHref.myProfile(), {}],
    ];
    for (const [pattern, href, params] of cases) expect(paramsOf(pattern, href), href).toEqual(params);
  });

  test('a purchase context is its event or subscription page', () => {
    expect(pageHref.purchaseContext({ type: 'event', publicIdentifier: 'summit' })).toBe('/event/summit');
    expect(pageHref.purchaseContext({ type: 'subscription', publicIdentifier: 's-1' })).toBe('/subscription/s-1');
  });

  test('a reservation step sits under its reservation, for events and subscriptions alike', () => {
    const event = pageHref.reservation({ type: 'event', publicIdentifier: awkward, reservationId: 'r-1' }, 'book');
    expect(event).toBe('/event/a%20b%2F%C3%BC%3F%23%25/reservation/r-1/book');
    expect(paramsOf(`${pagePaths.eventReservation}/book`, event)).toEqual({
      eventShortName: awkward,
      reservationId: 'r-1',
    });

    const subscription = pageHref.reservation(
      { type: 'subscription', publicIdentifier: 's-1', reservationId: 'r-2' },
      'success',
    );
    expect(subscription).toBe('/subscription/s-1/reservation/r-2/success');
    expect(paramsOf(`${pagePaths.subscriptionReservation}/success`, subscription)).toEqual({
      id: 's-1',
      reservationId: 'r-2',
    });
  });

  test('an address of one page never matches the pattern of another', () => {
    expect(paramsOf(pagePaths.event, pageHref.subscription('summit'))).toBeNull();
    expect(paramsOf(pagePaths.organizerHome, pageHref.list('events-all', 'arts'))).toBeNull();
  });
});
