/**
 * Method and path of every endpoint of alf.io's public API v2, plus the few of our own that say
 * so, and nothing else: this module is what the shop loads at run time (a few hundred bytes),
 * while request and response schemas live beside it in `endpoints.ts` under the same keys and
 * reach the shop as types only.
 *
 * Paths use `{name}` placeholders, as OpenAPI writes them; `buildPath` fills them in.
 */
import type { ReservationStatus } from './enums.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

export const route = <M extends HttpMethod, P extends string>(method: M, path: P) => ({ method, path }) as const;

/** Listed in the info's `capabilities` when the event list (`listEvents`) carries `availability`. */
export const eventListAvailabilityCapability = 'event-list-availability';

/** Listed in the info's `capabilities` by a server that offers `downloadReservationTickets`. */
export const reservationTicketsPdfCapability = 'reservation-tickets-pdf';

/**
 * Listed in the info's `capabilities` by a server that serves `downloadPurchaseContextInvoice`
 * for subscriptions too (alf.io serves it for events only).
 */
export const subscriptionInvoiceCapability = 'subscription-invoice';

/** Listed in the info's `capabilities` by a server that offers `recoverReservationLinks`. */
export const reservationLinkRecoveryCapability = 'reservation-link-recovery';

/** Listed in the info's `capabilities` by a server that offers `extendHold`. */
export const holdExtensionCapability = 'hold-extension';

/** `extendHold` is offered, and granted, only while less than this is left of the hold. */
export const holdExtensionOfferedBelowMs = 120_000;

/** Listed in the info's `capabilities` by a server that offers `enterQueue`. */
export const fairQueueCapability = 'fair-queue';

/** Listed in the info's `capabilities` by a server that offers `streamAvailability`. */
export const liveAvailabilityCapability = 'live-availability';

/**
 * Listed in the info's `capabilities` by a server that offers `getEmailDelivery` and
 * `correctEmailAddress`: it tells when the receiving mail server refused the order's e-mail.
 */
export const emailDeliveryCapability = 'email-delivery';

/**
 * Listed beside `emailDeliveryCapability` by a server that also reads the bounces arriving after
 * the receiving mail server took the e-mail: a SENT e-mail may still turn UNDELIVERABLE.
 */
export const emailBounceCapability = 'email-bounces';

/**
 * Listed in the info's `capabilities` by a server that offers `getPaidCancellation` and
 * `cancelPaidReservation`, and for one ticket `getPaidTicketCancellation` and `cancelPaidTicket`.
 */
export const paidCancellationCapability = 'paid-cancellation';

/**
 * Whether the server whose info this is lists `capability`. Without the info, or in front of
 * alf.io (which lists none), the answer is no and the shop keeps alf.io's behaviour.
 */
export const offersCapability = (info: { capabilities?: readonly string[] } | undefined, capability: string) =>
  info?.capabilities?.includes(capability) ?? false;

/** The SSE event name under which `streamAvailability` sends each `AvailabilityUpdate`. */
export const availabilityEventName = 'availability';

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
  // Ours, not alf.io's: the links to an address's reservations of the event, sent by e-mail.
  recoverReservationLinks: route('POST', '/api/v2/public/event/{eventName}/reservation-links'),
  // Ours, not alf.io's: a place in the event's fair queue at an on-sale peak.
  enterQueue: route('POST', '/api/v2/public/event/{eventName}/queue'),
  // Ours, not alf.io's: the categories' availability pushed as it changes (Server-Sent Events).
  streamAvailability: route('GET', '/api/v2/public/event/{eventName}/availability-stream'),
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
  // Ours, not alf.io's: whether the order's e-mail reached the buyer's mail server, and a new address.
  getEmailDelivery: route('GET', '/api/v2/public/reservation/{reservationId}/email-delivery'),
  correctEmailAddress: route('PUT', '/api/v2/public/reservation/{reservationId}/email-delivery'),
  applySubscriptionCode: route('POST', '/api/v2/public/reservation/{reservationId}/apply-code'),
  removeSubscriptionCode: route('DELETE', '/api/v2/public/reservation/{reservationId}/remove-code'),
  // Ours, not alf.io's: more time for a buyer who needs it.
  extendHold: route('POST', '/api/v2/public/reservation/{reservationId}/extend-hold'),

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
  // Ours, not alf.io's: a buyer cancels a paid order and gets the money back.
  getPaidCancellation: route('GET', '/api/v2/public/reservation/{reservationId}/paid-cancellation'),
  cancelPaidReservation: route('POST', '/api/v2/public/reservation/{reservationId}/paid-cancellation'),
  getPaidTicketCancellation: route('GET', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/paid-cancellation'),
  cancelPaidTicket: route('POST', '/api/v2/public/event/{eventName}/ticket/{ticketUuid}/paid-cancellation'),
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
  // Ours, not alf.io's: the assigned tickets of an order in one PDF.
  downloadReservationTickets: route('GET', '/api/v2/public/event/{eventName}/reservation/{reservationId}/tickets-pdf'),
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
 * The pages of a reservation, each a child of `pagePaths.eventReservation` or
 * `pagePaths.subscriptionReservation`; the shop picks one by the reservation's status.
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

/**
 * The page that shows a reservation in `status`: the shop's status guard and the server's
 * redirect of a reservation's bare address both go by it. A custom offline payment has its own
 * waiting page (alf.io's server redirect sends it to not-found; its shop does not).
 */
export function reservationStepFor(status: ReservationStatus, validatedBookingInformation: boolean): ReservationStep {
  switch (status) {
    case 'PENDING':
      return validatedBookingInformation ? 'overview' : 'book';
    case 'COMPLETE':
    case 'FINALIZING':
      return 'success';
    case 'OFFLINE_PAYMENT':
    case 'OFFLINE_FINALIZING':
      return 'waiting-payment';
    case 'CUSTOM_OFFLINE_PAYMENT':
      return 'waiting-custom-payment';
    case 'DEFERRED_OFFLINE_PAYMENT':
      return 'deferred-payment';
    case 'EXTERNAL_PROCESSING_PAYMENT':
    case 'WAITING_EXTERNAL_CONFIRMATION':
      return 'processing-payment';
    case 'IN_PAYMENT':
    case 'STUCK':
      return 'error';
    case 'CANCELLED':
    case 'CREDIT_NOTE_ISSUED':
      return 'not-found';
  }
}

/** An old spelling that event reservations still answer, by redirecting to `waiting-payment`. */
export const legacyReservationSteps = ['waitingPayment'] as const;

/** URLs served by the server outside the API that the shop links to or sends the browser to. */
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

/**
 * The inverse of `buildPath`: the decoded `{name}` values of `pathname` under `path`, or null when
 * it does not fit (each placeholder is one non-empty segment).
 */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = path
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
  } catch {
    return null;
  }
}

/**
 * The shop's pages, which alf.io's server and its e-mails link to: the shop's router reads these
 * patterns and every link in the shop is built by `pageHref`.
 */
export const pagePaths = {
  home: '/',
  organizerHome: '/o/{organizerSlug}',
  eventList: '/events-all',
  organizerEventList: '/o/{organizerSlug}/events-all',
  subscriptionList: '/subscriptions-all',
  organizerSubscriptionList: '/o/{organizerSlug}/subscriptions-all',
  myOrders: '/my-orders',
  myProfile: '/my-profile',
  accessibility: '/accessibility',
  event: '/event/{eventShortName}',
  poll: '/event/{eventShortName}/poll',
  pollQuestion: '/event/{eventShortName}/poll/{pollId}',
  eventReservation: '/event/{eventShortName}/reservation/{reservationId}',
  ticketView: '/event/{eventShortName}/ticket/{ticketId}/view',
  ticketUpdate: '/event/{eventShortName}/ticket/{ticketId}/update',
  checkInWaitingRoom: '/event/{eventShortName}/ticket/{ticketId}/check-in/{ticketCodeHash}/waiting-room',
  subscription: '/subscription/{id}',
  subscriptionReservation: '/subscription/{id}/reservation/{reservationId}',
} as const;

/** A path with `:name` placeholders, as routers (React Router, Fastify) write them. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export type ListPage = 'events-all' | 'subscriptions-all';
export type ReservationStep = (typeof reservationSteps)[number];

/** Where an event or a subscription is sold, and one of its reservations. */
export interface PurchaseContextRef {
  type: 'event' | 'subscription';
  /** Event short name or subscription id. */
  publicIdentifier: string;
}

const withPin = (path: string, pin: string | undefined) => (pin ? `${path}?pin=${encodeURIComponent(pin)}` : path);

export const pageHref = {
  /** The home page, the organizer's own when one is given. */
  home: (organizerSlug: string | null = null): string =>
    organizerSlug ? buildPath(pagePaths.organizerHome, { organizerSlug }) : pagePaths.home,
  list: (page: ListPage, organizerSlug: string | null = null): string => {
    if (!organizerSlug) return page === 'events-all' ? pagePaths.eventList : pagePaths.subscriptionList;
    const path = page === 'events-all' ? pagePaths.organizerEventList : pagePaths.organizerSubscriptionList;
    return buildPath(path, { organizerSlug });
  },
  event: (eventShortName: string): string => buildPath(pagePaths.event, { eventShortName }),
  /** The poll area; with a PIN it opens on the attendee's polls. */
  poll: (eventShortName: string, pin?: string): string => withPin(buildPath(pagePaths.poll, { eventShortName }), pin),
  pollQuestion: (eventShortName: string, pollId: number, pin?: string): string =>
    withPin(buildPath(pagePaths.pollQuestion, { eventShortName, pollId: String(pollId) }), pin),
  subscription: (id: string): string => buildPath(pagePaths.subscription, { id }),
  purchaseContext: ({ type, publicIdentifier }: PurchaseContextRef): string =>
    type === 'event' ? pageHref.event(publicIdentifier) : pageHref.subscription(publicIdentifier),
  /** A reservation's step; without one, the reservation's address, which leads to the step its status is at. */
  reservation: (
    { type, publicIdentifier, reservationId }: PurchaseContextRef & { reservationId: string },
    step?: ReservationStep,
  ): string => {
    const base =
      type === 'event'
        ? buildPath(pagePaths.eventReservation, { eventShortName: publicIdentifier, reservationId })
        : buildPath(pagePaths.subscriptionReservation, { id: publicIdentifier, reservationId });
    return step ? `${base}/${step}` : base;
  },
  ticket: (eventShortName: string, ticketId: string, page: 'view' | 'update'): string =>
    buildPath(page === 'view' ? pagePaths.ticketView : pagePaths.ticketUpdate, { eventShortName, ticketId }),
  myOrders: (): string => pagePaths.myOrders,
  myProfile: (): string => pagePaths.myProfile,
  /** The accessibility statement; from an event's pages it names that event's organizer as contact. */
  accessibility: (eventShortName: string | null = null): string =>
    eventShortName ? `${pagePaths.accessibility}?event=${encodeURIComponent(eventShortName)}` : pagePaths.accessibility,
};
