/**
 * The browser routes alf.io's server answers itself, outside the shop's pages: whatever serves the
 * shop in front of alf.io (the dev proxy, the nginx configuration in `deploy/alfio-front/`) must
 * send these to alf.io, never to the shop's `index.html`. Sending a PayPal return to the shop, for
 * instance, leaves the approval unrecorded and the order unpaid.
 *
 * Each pattern is a regular expression that JavaScript and nginx (PCRE) read alike. nginx matches
 * it against the path, the dev proxy against the path with its query, hence the `([?]|$)` endings;
 * the examples are paths alf.io answers, which the deployment test sends through nginx.
 */
export interface AlfioServerPath {
  readonly pattern: string;
  readonly what: string;
  readonly examples: readonly string[];
}

export const alfioServerPaths: readonly AlfioServerPath[] = [
  {
    pattern: '^/api([/?]|$)',
    what: 'the API, the payment providers’ webhooks included',
    examples: ['/api/v2/info', '/api/payment/webhook/mollie/reservation/r-1'],
  },
  {
    pattern: '^/payment/',
    what: 'PayPal’s return from the approval page, which records the approval',
    examples: ['/payment/paypal/redirect/confirm?reservationId=r-1&token=T&PayerID=P'],
  },
  {
    pattern: '^/(event|subscription)/[^/]+/reservation/[^/]+/payment/',
    what: 'PayPal’s confirm and cancel pages and Saferpay’s cancel page',
    examples: [
      '/event/summit/reservation/r-1/payment/paypal/confirm?token=T&PayerID=P',
      '/event/summit/reservation/r-1/payment/paypal/cancel',
      '/subscription/s-1/reservation/r-1/payment/saferpay/cancel',
    ],
  },
  {
    pattern: '^/event/[^/]+/ticket/[^/]+/check-in/[^/?]+([?]|$)',
    what: 'the online check-in link (its waiting room is the shop’s page)',
    examples: ['/event/summit/ticket/t-1/check-in/abc123'],
  },
  {
    pattern: '^/event/[^/]+/code/[^/?]+([?]|$)',
    what: 'promo-code links',
    examples: ['/event/summit/code/EARLY'],
  },
  {
    pattern: '^/e/',
    what: 'short event and promo-code links',
    examples: ['/e/summit', '/e/summit/c/EARLY'],
  },
  { pattern: '^/file/', what: 'uploaded files (organizers’ images)', examples: ['/file/0a1b2c'] },
  { pattern: '^/openid/', what: 'buyers’ sign-in', examples: ['/openid/authentication', '/openid/callback?code=c'] },
  { pattern: '^/logout([?]|$)', what: 'buyers’ sign-out', examples: ['/logout'] },
  { pattern: '^/session-expired([?]|$)', what: 'the expired-session answer', examples: ['/session-expired'] },
  {
    pattern: '^/(admin|resources)([/?]|$)',
    what: 'the organizers’ back office and its files',
    examples: ['/admin', '/admin/', '/resources/images/logo.png'],
  },
  {
    pattern: '^/(authentication|authentication-status|authenticate|callback)([?]|$)',
    what: 'the organizers’ sign-in',
    examples: ['/authentication', '/authentication-status', '/authenticate', '/callback?code=c'],
  },
  { pattern: '^/healthz([?]|$)', what: 'the health check', examples: ['/healthz'] },
];
