/**
 * Method and path of every endpoint of alf.io's public API v2, and nothing else: this module is
 * what the shop loads at run time (a few hundred bytes), while request and response schemas live
 * beside it in `endpoints.ts` under the same keys and reach the shop as types only.
 *
 * Paths use `{name}` placeholders, as OpenAPI writes them; `buildPath` fills them in.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

const route = <M extends HttpMethod, P extends string>(method: M, path: P) => ({ method, path }) as const;

export const routes = {
  // info and i18n
  getInfo: route('GET', '/api/v2/info'),
  getPublicInfo: route('GET', '/api/v2/public/info'),
  getBundle: route('GET', '/api/v2/public/i18n/bundle/{lang}'),
  getLanguages: route('GET', '/api/v2/public/i18n/languages'),
  getCountries: route('GET', '/api/v2/public/i18n/countries/{lang}'),
  getVatCountries: route('GET', '/api/v2/public/i18n/countries-vat/{lang}'),
  getEuVatCountries: route('GET', '/api/v2/public/i18n/eu-countries-vat/{lang}'),

  // catalogue
  listEvents: route('GET', '/api/v2/public/events'),
  listSubscriptions: route('GET', '/api/v2/public/subscriptions'),

  // event-page
  getEvent: route('GET', '/api/v2/public/event/{eventName}'),
  getTicketCategories: route('GET', '/api/v2/public/event/{eventName}/ticket-categories'),
  validateCode: route('GET', '/api/v2/public/event/{eventName}/validate-code'),
  checkDiscount: route('POST', '/api/v2/public/event/{eventName}/check-discount'),
  reserveTickets: route('POST', '/api/v2/public/event/{eventName}/reserve-tickets'),
  subscribeWaitingList: route('POST', '/api/v2/public/event/{eventName}/waiting-list/subscribe'),
  getCalendar: route('GET', '/api/v2/public/event/{eventName}/calendar/{locale}'),
  applyCodeLink: route('GET', '/api/v2/public/event/{eventName}/code/{code}'),

  // subscription
  getSubscription: route('GET', '/api/v2/public/subscription/{id}'),
  reserveSubscription: route('POST', '/api/v2/public/subscription/{id}'),

  // reservation (booking, overview)
  getReservation: route('GET', '/api/v2/public/reservation/{reservationId}'),
  getReservationStatus: route('GET', '/api/v2/public/reservation/{reservationId}/status'),
  cancelReservation: route('DELETE', '/api/v2/public/reservation/{reservationId}'),
  validateToOverview: route('POST', '/api/v2/public/reservation/{reservationId}/validate-to-overview'),
  backToBooking: route('POST', '/api/v2/public/reservation/{reservationId}/back-to-booking'),
  confirmOverview: route('POST', '/api/v2/public/reservation/{reservationId}'),
  resendReservationEmail: route(
    'POST',
    '/api/v2/public/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}/re-send-email',
  ),
  applySubscriptionCode: route('POST', '/api/v2/public/reservation/{reservationId}/apply-code'),
  removeSubscriptionCode: route('DELETE', '/api/v2/public/reservation/{reservationId}/remove-code'),

  // payment
  initPayment: route('POST', '/api/v2/public/reservation/{reservationId}/payment/{method}/init'),
  getPaymentStatus: route('GET', '/api/v2/public/reservation/{reservationId}/payment/{method}/status'),
  forceCheckTransaction: route('GET', '/api/v2/public/reservation/{reservationId}/transaction/force-check'),
  forceCheckTransactionLegacy: route(
    'GET',
    '/api/v2/public/event/{eventName}/reservation/{reservationId}/transaction/force-check',
  ),
  clearPaymentToken: route('DELETE', '/api/v2/public/reservation/{reservationId}/payment/token'),
  cancelPayment: route('DELETE', '/api/v2/public/reservation/{reservationId}/payment'),
  getApplicableCustomPaymentMethods: route(
    'GET',
    '/api/v2/public/reservation/{reservationId}/applicable-custom-payment-method-details',
  ),
  getSelectedCustomPaymentMethod: route(
    'GET',
    '/api/v2/public/reservation/{reservationId}/selected-custom-payment-method-details',
  ),

  // billing documents (opened by the browser)
  downloadInvoice: route('GET', '/api/v2/public/event/{eventName}/reservation/{reservationId}/invoice'),
  downloadReceipt: route('GET', '/api/v2/public/event/{eventName}/reservation/{reservationId}/receipt'),
  downloadPurchaseContextInvoice: route(
    'GET',
    '/api/v2/public/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}/invoice',
  ),

  // ticket
  getTicket: route('GET', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}'),
  getFullTicket: route('GET', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/full'),
  sendTicketByEmail: route('POST', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/send-ticket-by-email'),
  updateTicket: route('PUT', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}'),
  releaseTicket: route('DELETE', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}'),
  getTicketQrCode: route('GET', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/code.png'),
  downloadTicket: route('GET', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/download-ticket'),
  googleWalletPass: route('GET', '/api/wallet/event/{eventName}/v1/version/passes/{ticketUuid}'),
  appleWalletPass: route('GET', '/api/pass/event/{eventName}/v1/version/passes/{ticketUuid}'),

  // check-in
  getCheckInInfo: route('GET', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/code/{checkInCode}/check-in-info'),

  // account
  isAuthenticationEnabled: route('GET', '/api/v2/public/user/authentication-enabled'),
  getMe: route('GET', '/api/v2/public/user/me'),
  updateMe: route('POST', '/api/v2/public/user/me'),
  deleteMe: route('DELETE', '/api/v2/public/user/me'),
  logout: route('POST', '/api/v2/public/user/logout'),
  listMyReservations: route('GET', '/api/v2/public/user/reservations'),

  // poll
  listPolls: route('GET', '/api/v2/public/event/{eventName}/poll'),
  getPoll: route('GET', '/api/v2/public/event/{eventName}/poll/{pollId}'),
  answerPoll: route('POST', '/api/v2/public/event/{eventName}/poll/{pollId}/answer'),

  // files
  getFile: route('GET', '/file/{digest}'),
} as const satisfies Record<string, Route>;

export type RouteKey = keyof typeof routes;

/**
 * The pages of a reservation, `/{event|subscription}/{id}/reservation/{reservationId}/{step}`;
 * the shop picks one by the reservation's status.
 */
export const reservationSteps = [
  'book',
  'overview',
  'waiting-payment',
  'waiting-custom-payment',
  'deferred-payment',
  'processing-payment',
  'success',
  'not-found',
  'error',
] as const;

/** An old spelling that event reservations still answer, by redirecting to `waiting-payment`. */
export const legacyReservationSteps = ['waitingPayment'] as const;

/** Non-API URLs the shop links to or navigates the browser to; alf.io answers them, not the shop. */
export const browserPaths = {
  openIdLogin: '/openid/authentication',
  openIdReservation: '/openid/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}',
  onlineCheckIn: '/event/{eventShortName}/ticket/{ticketUuid}/check-in/{checkInCode}',
  file: '/file/{digest}',
} as const;

type PlaceholderNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type PathParams<P extends string> = [PlaceholderNames<P>] extends [never]
  ? Record<string, never>
  : Record<PlaceholderNames<P>, string | number>;

/** Fills `{name}` placeholders, encoding each value as one path segment. */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
