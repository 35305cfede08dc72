import { routePattern, routes, type RouteKey } from '@shop/contract/routes';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  english,
  englishBundle,
  eventFixture,
  german,
  germanBundle,
  infoFixture,
  italianBundle,
  subscriptionFixture,
  subscriptionId,
} from './fixtures.ts';

/** The contract's path of an endpoint as an msw pattern (`{name}` becomes `:name`). */
export function apiPath(key: RouteKey): string {
  return routePattern(routes[key].path);
}

const bundles: Record<string, Record<string, string>> = { en: englishBundle, de: germanBundle, it: italianBundle };

/** A server with one demo event and one subscription (neither listed), two languages and no sign-in. */
export const defaultHandlers = [
  http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture())),
  http.get(apiPath('getLanguages'), () => HttpResponse.json([english, german])),
  http.get(apiPath('getBundle'), ({ params }) => HttpResponse.json(bundles[String(params.lang)] ?? englishBundle)),
  http.get(apiPath('isAuthenticationEnabled'), () => HttpResponse.json(false)),
  http.get(apiPath('getMe'), () => new HttpResponse(null, { status: 204 })),
  http.get(apiPath('listMyReservations'), () => new HttpResponse(null, { status: 204 })),
  http.get(apiPath('getEvent'), ({ params }) =>
    params.eventName === 'demo' ? HttpResponse.json(eventFixture()) : new HttpResponse(null, { status: 404 }),
  ),
  // Any reservation is pending at the booking step, and nothing more is known of it.
  http.get(apiPath('getReservationStatus'), () =>
    HttpResponse.json({ status: 'PENDING', validatedBookingInformation: false }),
  ),
  http.get(apiPath('getReservation'), () => new HttpResponse(null, { status: 404 })),
  // No payment with a provider has been made.
  http.get(apiPath('getPaymentStatus'), () => new HttpResponse(null, { status: 404 })),
  http.get(apiPath('getCountries'), () => HttpResponse.json([])),
  http.get(apiPath('getVatCountries'), () => HttpResponse.json([])),
  http.get(apiPath('listEvents'), () => HttpResponse.json([])),
  http.get(apiPath('listSubscriptions'), () => HttpResponse.json([])),
  http.get(apiPath('getSubscription'), ({ params }) =>
    params.id === subscriptionId ? HttpResponse.json(subscriptionFixture()) : new HttpResponse(null, { status: 404 }),
  ),
];

export const server = setupServer(...defaultHandlers);
