/** Settings the end-to-end database gets on top of the demo (see prepare-database.ts). */

/** The event whose holds last a quarter of a minute, so a journey can watch one expire for real. */
export const SHORT_HOLD_EVENT = 'remote-first-summit';
/** RESERVATION_TIMEOUT in minutes; our server reads a fraction of a minute too. */
export const SHORT_HOLD_MINUTES = '0.25';
/**
 * A category with a single ticket left (the rest withdrawn), which no other journey buys: a
 * journey watches another buyer take it while the page is open.
 */
export const LAST_TICKET_EVENT = 'open-hack-day';
export const LAST_TICKET_CATEGORY = 'Kids corner';
/**
 * The event the analytics journey counts on, and its Google Analytics id: one no property has,
 * while the journey answers Google's addresses itself. The demo sets none.
 */
export const ANALYTICS_EVENT = 'riviera-design-week';
export const ANALYTICS_MEASUREMENT_ID = 'G-DEMO000000';
/** The event whose bank transfers are deferred: the order is confirmed now and paid later. */
export const DEFERRED_TRANSFER_EVENT = 'alpine-summit';

/** Where a buyer may cancel a paid order (until a day before the start, less a fee per ticket). */
export const PAID_CANCELLATION_EVENT = 'alpine-summit';
export const PAID_CANCELLATION_FEE = '5.00';

/** The event whose English description is written to attack the page (see HOSTILE_DESCRIPTION). */
export const HOSTILE_DESCRIPTION_EVENT = 'rust-workshop';
/** The sentence of the hostile description that must still be shown. */
export const HOSTILE_DESCRIPTION_SAFE_TEXT = 'Bring a laptop.';
/**
 * A description trying every way HTML can run code: an image's error handler, a script, a
 * `javascript:` link in HTML and in Markdown, inline mouse and click handlers, an SVG's load handler
 * and a frame. Each payload calls `reportXss` with its name, which the journey exposes to the page.
 */
export const HOSTILE_DESCRIPTION = [
  `<p><strong>${HOSTILE_DESCRIPTION_SAFE_TEXT}</strong> <a href="https://open-circle.example/programme" target="_blank">Programme</a></p>`,
  `<img src="/no-such-image.png" alt="" onerror="reportXss('img onerror')">`,
  `<script>reportXss('script')</script>`,
  `<p><a href="javascript:reportXss('javascript link')">Venue</a></p>`,
  `<p onmouseover="reportXss('onmouseover')" onclick="reportXss('onclick')">Doors open at six.</p>`,
  `<svg onload="reportXss('svg onload')"></svg>`,
  `<iframe title="map" src="javascript:reportXss('frame')"></iframe>`,
  `[Directions](javascript:reportXss('markdown-link'))`,
].join('\n\n');

/**
 * An online ticket the journeys can complete without an online payment: the demo's livestream
 * category of a hybrid event may be paid at the desk here.
 */
export const ONLINE_DESK_EVENT = 'alpine-devops-day';
export const ONLINE_DESK_CATEGORY = 'Livestream';

/**
 * The event paid by card through Stripe, against the local fake of Stripe's API that the
 * journeys start (its organizer's test keys below; the fake accepts any test key).
 */
export const STRIPE_EVENT = 'alpine-devops-day';
export const STRIPE_KEYS = {
  secret: 'sk_test_e2e_alpine',
  publishable: 'pk_test_e2e_alpine',
  webhook: 'whsec_e2e_alpine',
};
export const FAKE_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 12111);

/**
 * The event paid through PayPal, against the local fake of PayPal's REST API that the journeys
 * start (its organizer's REST app below; the fake accepts any client id and secret). Its sale,
 * which the demo opens later, is open in the journeys.
 */
export const PAYPAL_EVENT = 'riviera-design-week';
export const PAYPAL_CREDENTIALS = { clientId: 'e2e-riviera-client', clientSecret: 'e2e-riviera-secret' };
export const FAKE_PAYPAL_PORT = Number(process.env.E2E_PAYPAL_PORT ?? 12113);

/**
 * The event paid through Mollie (iDEAL and the other methods Mollie lists for its amounts), against
 * the local fake of Mollie's API that the journeys start; the fake accepts any test key.
 */
export const MOLLIE_EVENT = 'riviera-film-festival';
export const MOLLIE_KEY = 'test_e2e_riviera';
export const FAKE_MOLLIE_PORT = Number(process.env.E2E_MOLLIE_PORT ?? 12112);

/**
 * The event paid by card on Saferpay's payment page, against the local fake of Saferpay's JSON API
 * that the journeys start (its organizer's JSON API user below; the fake accepts any
 * `API_{customer id}_{number}` user). The PayPal event: its organizer offers both.
 */
export const SAFERPAY_EVENT = PAYPAL_EVENT;
export const SAFERPAY_ACCOUNT = {
  customerId: '401860',
  terminalId: '17795278',
  username: 'API_401860_21378946',
  password: 'e2e-riviera-saferpay',
};
export const FAKE_SAFERPAY_PORT = Number(process.env.E2E_SAFERPAY_PORT ?? 12114);

/**
 * The embedding journey: an organizer's page frames this event, which tells that page its
 * reservations' statuses; another page allowed to frame the shop is not told. The journey serves
 * both pages on this port.
 */
export const EMBED_EVENT = 'alpine-devops-day';
export const EMBED_PARENT_PORT = Number(process.env.E2E_EMBED_PARENT_PORT ?? 8399);
export const EMBED_ORGANIZER_ORIGIN = `http://organizer.localhost:${EMBED_PARENT_PORT}`;
export const EMBED_OTHER_ORIGIN = `http://other.localhost:${EMBED_PARENT_PORT}`;

/**
 * Buyers sign in through the demo identity provider, which the journeys start as a web server of
 * its own; the shop is its one client, registered under these credentials.
 */
export const IDENTITY_PROVIDER_PORT = Number(process.env.E2E_IDENTITY_PROVIDER_PORT ?? 12120);
export const IDENTITY_PROVIDER_CLIENT = { clientId: 'e2e-ticket-shop', clientSecret: 'e2e-ticket-shop-secret' };

/**
 * The event whose buyers pass the fair queue, one let in every ten seconds, so a journey can wait
 * in it for real. The demo keeps it a draft (reachable by its address, listed nowhere) whose sale
 * opens later; here its sale is open.
 */
export const QUEUE_EVENT = 'alpine-ai-retreat';
export const QUEUE_CATEGORY = 'Retreat';
export const QUEUE_ADMISSIONS_PER_MINUTE = '6';

/**
 * The installation's system key in the journeys (SYSTEM_API_KEY): the organizer journey creates
 * its organization and API key with it, as an installation's administrator would.
 */
export const SYSTEM_API_KEY = 'e2e-system-key-0123456789abcdef0123456789abcdef';

/**
 * The back office's staff, members of the organization that runs DEFERRED_TRANSFER_EVENT: an owner,
 * and check-in staff (OPERATOR), whom the organizer endpoints refuse the events list.
 */
export const BACK_OFFICE_OWNER = { email: 'owner@back-office.example', password: 'a long enough passphrase' };
export const BACK_OFFICE_OPERATOR = { email: 'door@back-office.example', password: 'another long passphrase' };

/**
 * The waiting list's offers journey: a free evening with a single seat and the waiting list on,
 * made here from the free hack day (listed nowhere, as a draft), so that holding or freeing its
 * seat disturbs no other journey. One per browser project, as a run of both on one server uses
 * up the seat of each.
 */
export const waitingOfferEvent = (project: string) => `open-hack-night-${project}`;
export const WAITING_OFFER_PROJECTS = ['desktop', 'phone'];
export const WAITING_OFFER_EVENT_NAME = 'Open Hack Night';
export const WAITING_OFFER_CATEGORY = 'Night seat';
export const WAITING_OFFER_SOURCE_EVENT = 'open-hack-day';

/**
 * The buyers' mail servers (fake-mail-server.ts, behind SMTP_URL) and the server's bounce listener
 * for BOUNCE_DOMAIN. Mail to the first address is refused outright; mail to the second is taken
 * and then reported undeliverable, a bounce.
 */
export const FAKE_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 12125);
export const FAKE_BOUNCE_PORT = Number(process.env.E2E_BOUNCE_PORT ?? 12126);
export const BOUNCE_DOMAIN = 'bounces.example.org';
export const REFUSED_MAILBOX = 'nobody@refusing.example.net';
export const BOUNCING_MAILBOX = 'nobody@bouncing.example.net';
