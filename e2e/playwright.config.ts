import { defineConfig, devices } from '@playwright/test';
import {
  EMBED_ORGANIZER_ORIGIN,
  EMBED_OTHER_ORIGIN,
  FAKE_MOLLIE_PORT,
  FAKE_PAYPAL_PORT,
  FAKE_SAFERPAY_PORT,
  FAKE_STRIPE_PORT,
  IDENTITY_PROVIDER_CLIENT,
  IDENTITY_PROVIDER_PORT,
  STRIPE_KEYS,
  SYSTEM_API_KEY,
} from './journey-settings.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const identityProvider = `http://127.0.0.1:${IDENTITY_PROVIDER_PORT}`;
const dataDir = `.cache/e2e-data-${process.pid}`;

/** Debian's Chromium, with the flags this closed network needs (no background connections). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A guard against hangs, not a speed check: the longest journeys (two attendees with every field
  // type) take close to half a minute on a 2-core machine whose other core is busy.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // The JSON report is for `npm test`'s final count; a direct run only lists.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Each concurrent run (one per project, see scripts/test.mjs) keeps its own traces: a run empties
  // its output folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'en-GB',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium, channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium, channel: undefined } },
  ],
  webServer: [
    {
      // The local fake of Stripe's API: the server creates payments there, the browser's stand-in
      // for Stripe.js confirms them there, and it sends its signed webhooks to the server.
      command: 'node --import tsx packages/fake-stripe/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(FAKE_STRIPE_PORT),
        WEBHOOK_URL: `http://127.0.0.1:${port}/api/payment/webhook/stripe`,
        WEBHOOK_SECRET: STRIPE_KEYS.webhook,
      },
    },
    {
      // The local fake of PayPal's REST API, with the approval page the buyer is sent to.
      command: 'node --import tsx packages/fake-paypal/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_PAYPAL_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(FAKE_PAYPAL_PORT) },
    },
    {
      // The local fake of Mollie's API: the server creates payments there, the browser pays on its
      // checkout page, and it calls the server's webhook.
      command: 'node --import tsx packages/fake-mollie/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_MOLLIE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(FAKE_MOLLIE_PORT) },
    },
    {
      // The local fake of Saferpay's JSON API: the server initializes payment pages there, the
      // browser pays on its page, and it calls the server's notify URL.
      command: 'node --import tsx packages/fake-saferpay/src/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_SAFERPAY_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(FAKE_SAFERPAY_PORT) },
    },
    {
      // The demo identity provider buyers sign in at, with the e2e server as its client.
      command: 'node --import tsx packages/demo-identity-provider/src/main.ts',
      cwd: '..',
      url: `${identityProvider}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(IDENTITY_PROVIDER_PORT),
        SHOP_URL: baseURL,
        CLIENT_ID: IDENTITY_PROVIDER_CLIENT.clientId,
        CLIENT_SECRET: IDENTITY_PROVIDER_CLIENT.clientSecret,
      },
    },
    {
      // The real server, compiled as production runs it (`npm run build`), on a fresh embedded
      // database with the demo and the journeys' settings, serving the built shop.
      command: `rm -rf ${dataDir} && node --import tsx e2e/prepare-database.ts && node apps/server/dist/main.js`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // The address the browser uses: the identity provider sends it back there, cookie and all.
        BASE_URL: baseURL,
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        PROFILE: 'dev',
        LOG_LEVEL: 'warn',
        VALIDATE_RESPONSES: 'true',
        STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
        PAYPAL_API_URL: `http://127.0.0.1:${FAKE_PAYPAL_PORT}`,
        MOLLIE_API_URL: `http://127.0.0.1:${FAKE_MOLLIE_PORT}`,
        SAFERPAY_API_URL: `http://127.0.0.1:${FAKE_SAFERPAY_PORT}/api`,
        // The journeys' VAT numbers are checked for their shape; the server's tests ask a fake VIES.
        VIES_API_URL: 'none',
        EMBED_ALLOWED_ORIGINS: `${EMBED_ORGANIZER_ORIGIN} ${EMBED_OTHER_ORIGIN}`,
        OPENID_ISSUER: identityProvider,
        OPENID_CLIENT_ID: IDENTITY_PROVIDER_CLIENT.clientId,
        OPENID_CLIENT_SECRET: IDENTITY_PROVIDER_CLIENT.clientSecret,
        // The demo provider's names of alf.io's organizer claims: its staff user signs in to the back office.
        OPENID_ROLES_CLAIM: 'alfio_roles',
        OPENID_ORGANIZATIONS_CLAIM: 'alfio_organizations',
        SYSTEM_API_KEY,
        // The organizer journey serves its event's image from this machine.
        IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
      },
    },
  ],
});
