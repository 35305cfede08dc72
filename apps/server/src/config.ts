import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment; the README lists each variable. */
export interface Config {
  port: number;
  host: string;
  /** Public origin used in links and e-mails, without trailing slash. */
  baseUrl: string;
  /** PGlite directory (`memory://…` keeps it in memory). Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** Where SIGUSR2 writes a copy of the embedded database. */
  backupDir: string;
  databaseUrl: string | undefined;
  /**
   * Connections one process keeps open to PostgreSQL at most. Every process has its own pool, so
   * processes × this must stay below the server's max_connections.
   */
  databasePoolSize: number;
  /** `dev` shows the development banner; `prod` warns when the shop is not served over HTTPS. */
  profile: 'dev' | 'prod';
  demoMode: boolean;
  /**
   * Load the demo organizers, events and subscriptions into an empty database. Off unless asked:
   * a production start must never fill a real organizer's database with demo events.
   */
  loadDemoData: boolean;
  /** Origins allowed to embed the shop in an iframe (CSP frame-ancestors). */
  embedAllowedOrigins: string[];
  /** Secret for CSRF tokens; when unset one is created in the database and shared by all processes. */
  sessionSecret: string | undefined;
  /** Directory of the built shop (`index.html` and `assets/`). */
  shopDist: string;
  /** Directory of the built door app, the check-in staff's scanner (`index.html` and `assets/`). */
  doorDist: string;
  /** The built back office (`apps/admin/dist`), served under `/admin/`. */
  adminDist: string;
  logLevel: string;
  /** Bearer token that `/metrics` asks for; without one the endpoint is off. */
  metricsToken: string | null;
  /** Check every JSON answer against the contract (on in tests, off in production for speed). */
  validateResponses: boolean;
  /** Cloudflare Turnstile human challenge on reserve calls; off unless both keys are set. */
  turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | null;
  /** Where reCAPTCHA tokens are verified (the secret is the organizer's setting RECAPTCHA_SECRET). */
  recaptchaVerifyUrl: string;
  /** How long after "Approve later" on the test gateway's page its approval and webhook come. */
  testGatewayWebhookDelayMs: number;
  /** Stripe's API origin (tests and the journeys point it at a local fake); the keys are organizer settings. */
  stripeApiUrl: URL;
  /** PayPal's API origin; null picks PayPal's live or sandbox API by the organizer's PAYPAL_LIVE_MODE. */
  paypalApiUrl: URL | null;
  /** Mollie's API origin (tests and the journeys point it at a local fake); the key is an organizer setting. */
  mollieApiUrl: URL;
  /**
   * The root of Saferpay's JSON API (`…/api`, tests and the journeys point it at a local fake);
   * null picks Saferpay's live or test system by the organizer's SAFERPAY_LIVE_MODE.
   */
  saferpayApiUrl: URL | null;
  /**
   * The root of the EU's VIES REST API (tests point it at a local fake); null (`VIES_API_URL=none`)
   * never asks VIES, and EU VAT numbers are checked for their shape only, whatever the organizer's
   * ENABLE_VIES_VALIDATION.
   */
  viesApiUrl: URL | null;
  /**
   * Seconds a process may answer the event endpoint from what it last read of the event (its
   * settings, texts and tickets left); 0 reads the database on every request.
   */
  eventPageCacheSeconds: number;
  /** Seconds between two runs of the sweep that releases expired holds; 0 turns it off. */
  expirySweepSeconds: number;
  /**
   * Seconds after its hold ended that an online payment nobody reported is asked about at its
   * provider (and closed there if still open, releasing the seats), by the expiry sweep's runs.
   */
  unfinishedPaymentGraceSeconds: number;
  /**
   * More time a buyer may ask for before the hold runs out: `minutes` each time, at most `times`
   * times per reservation; 0 times turns the offer off.
   */
  holdExtension: { minutes: number; times: number };
  /**
   * Availability streams one process holds open at most; beyond, a new one is refused with a 503.
   * 0 turns live availability off.
   */
  availabilityStreamsMax: number;
  /** Where e-mails go out (`smtp://user:password@host:587`); without it they are written to the log. */
  smtpUrl: string | null;
  /** Sender of every e-mail; replies go to the organizer. */
  mailFrom: string;
  /**
   * Where bounces go: each e-mail's envelope sender is `bounces+<token>@` this domain, whose mail
   * must reach the bounce listener. Null keeps `mailFrom` as the envelope sender.
   */
  bounceDomain: string | null;
  /** Port of the SMTP listener that takes delivery status notifications for `bounceDomain`; null runs none. */
  bouncePort: number | null;
  /** Signs Apple Wallet passes; without it the shop offers none. */
  applePass: ApplePassConfig | null;
  /** Signs Google Wallet save links; without it the shop offers none. */
  googleWallet: GoogleWalletConfig | null;
  /** Limits on re-sent e-mails and on guessing codes; null turns them off (load benchmarks). */
  rateLimits: RateLimits | null;
  /**
   * The reverse proxies in front of the server, whose `X-Forwarded-For` names the client: their
   * number (hops) or their addresses and networks. None by default: the connection is the client.
   */
  trustProxy: number | string[] | false;
  /** Buyer sign-in through an OpenID Connect provider; null keeps every buyer anonymous. */
  openId: OpenIdConfig | null;
  /** Port of the demo identity provider the server starts in demo mode when `openId` is not set. */
  demoIdentityProviderPort: number;
  /** The key that creates organizations and their API keys (`Authorization: ApiKey …`); null turns that off. */
  systemApiKey: string | null;
  /**
   * Organizers' images (`imageUrl`) may be downloaded from this machine (loopback only; every
   * other private address stays refused): for local trials and the journeys, never in production.
   */
  imageFetchAllowLoopback: boolean;
}

/** The shop as a confidential client of an OpenID Connect provider (authorization code flow with PKCE). */
export interface OpenIdConfig {
  /** Its discovery document is at `{issuer}/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Where sign-out sends the browser; null uses the provider's end-session endpoint, if it has one. */
  logoutUrl: string | null;
  /** The claims that let organizer staff sign in to the back office too; null: buyers only. */
  organizerClaims: OrganizerClaims | null;
}

/** The names of the claims alf.io reads for its back office (its `openid.rolesParameter` and `openid.alfioGroupsParameter`). */
export interface OrganizerClaims {
  /** A list holding `ALFIO_BACKOFFICE` (or `ALFIO_ADMIN`) for whoever may use the back office. */
  roles: string;
  /** A list of `organization/ROLE` entries, the organization named by its external id. */
  organizations: string;
}

/**
 * How many requests a key may make within its window, counted in the database so every process
 * shares the count. A window starts with a key's first request; the window lengths are seconds.
 */
export interface RateLimits {
  /** Confirmation e-mails re-sent for one reservation. */
  emailsPerReservation: number;
  /** Confirmation e-mails re-sent from one client address, whatever the reservation. */
  emailsPerAddress: number;
  emailWindowSeconds: number;
  /** Codes tried by one session: validate-code, reserve-tickets with a code, apply-code together. */
  codesPerSession: number;
  /** Codes tried from one client address; higher, as several buyers may share one address. */
  codesPerAddress: number;
  codeWindowSeconds: number;
  /** Requests for lost reservation links naming one e-mail address, whatever the client. */
  linkRecoveriesPerEmail: number;
  /** Requests for lost reservation links from one client address, whatever the e-mail address. */
  linkRecoveriesPerAddress: number;
  /** Organizer API requests with a missing or wrong key from one client address; then all are refused. */
  authFailuresPerAddress: number;
  authFailureWindowSeconds: number;
  /** Poll PINs one session may have refused within the code window; accepted PINs do not count. */
  refusedPinsPerSession: number;
  /** Poll PINs refused to one client address; higher, as a venue's attendees share one network. */
  refusedPinsPerAddress: number;
}

/** The pass type certificate Apple issues to a developer team, with Apple's intermediate certificate. */
export interface ApplePassConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM texts, read from the files when the variables name files. */
  certificate: string;
  privateKey: string;
  privateKeyPassphrase: string | undefined;
  wwdrCertificate: string;
}

/** A Google Cloud service account allowed to issue passes for a Google Wallet issuer. */
export interface GoogleWalletConfig {
  issuerId: string;
  /** Ours is `{issuerId}.{classSuffix}`: the event ticket class created in the Google Pay & Wallet Console. */
  classSuffix: string;
  clientEmail: string;
  privateKey: string;
}

const defaultShopDist = fileURLToPath(new URL('../../shop/dist/', import.meta.url));
const defaultDoorDist = fileURLToPath(new URL('../../door/dist/', import.meta.url));
const defaultAdminDist = fileURLToPath(new URL('../../admin/dist/', import.meta.url));

export class ConfigError extends Error {}

function viesApiUrl(value: string | undefined): URL | null {
  if (value?.trim() === 'none') return null;
  return httpUrl(value?.trim() || 'https://ec.europa.eu/taxation_customs/vies/rest-api', 'VIES_API_URL');
}

function httpUrl(value: string, name: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) URL, not ${value}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT ?? '8080', 'PORT');
  const profile = env.PROFILE ?? 'prod';
  if (profile !== 'dev' && profile !== 'prod') throw new ConfigError(`PROFILE must be dev or prod, not ${profile}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR ?? './data',
    backupDir: env.BACKUP_DIR ?? './backups',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: bounded(env.DATABASE_POOL_SIZE ?? '10', 1, 1000, 'DATABASE_POOL_SIZE'),
    profile,
    demoMode: flag(env.DEMO_MODE, false, 'DEMO_MODE'),
    loadDemoData: flag(env.DEMO_DATA, false, 'DEMO_DATA'),
    embedAllowedOrigins: (env.EMBED_ALLOWED_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map((origin) => origin.trim())
      .filter(Boolean),
    sessionSecret: env.SESSION_SECRET || undefined,
    shopDist: env.SHOP_DIST ?? defaultShopDist,
    doorDist: env.DOOR_DIST ?? defaultDoorDist,
    adminDist: env.ADMIN_DIST ?? defaultAdminDist,
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    validateResponses: flag(env.VALIDATE_RESPONSES, false, 'VALIDATE_RESPONSES'),
    turnstile:
      env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
        ? {
            siteKey: env.TURNSTILE_SITE_KEY,
            secretKey: env.TURNSTILE_SECRET_KEY,
            verifyUrl: env.TURNSTILE_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
          }
        : null,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    eventPageCacheSeconds: bounded(env.EVENT_PAGE_CACHE_SECONDS ?? '1', 0, 10, 'EVENT_PAGE_CACHE_SECONDS'),
    expirySweepSeconds: seconds(env.EXPIRY_SWEEP_SECONDS ?? '30', 'EXPIRY_SWEEP_SECONDS'),
    unfinishedPaymentGraceSeconds:
      bounded(env.UNFINISHED_PAYMENT_GRACE_MINUTES ?? '10', 0, 1440, 'UNFINISHED_PAYMENT_GRACE_MINUTES') * 60,
    holdExtension: {
      minutes: bounded(env.HOLD_EXTENSION_MINUTES ?? '5', 1, 60, 'HOLD_EXTENSION_MINUTES'),
      times: bounded(env.HOLD_EXTENSIONS_MAX ?? '2', 0, 10, 'HOLD_EXTENSIONS_MAX'),
    },
    availabilityStreamsMax: bounded(env.AVAILABILITY_STREAMS_MAX ?? '2000', 0, 100_000, 'AVAILABILITY_STREAMS_MAX'),
    testGatewayWebhookDelayMs:
      seconds(env.TEST_GATEWAY_WEBHOOK_DELAY_SECONDS ?? '3', 'TEST_GATEWAY_WEBHOOK_DELAY_SECONDS') * 1000,
    stripeApiUrl: httpUrl(env.STRIPE_API_URL ?? 'https://api.stripe.com', 'STRIPE_API_URL'),
    paypalApiUrl: env.PAYPAL_API_URL ? httpUrl(env.PAYPAL_API_URL, 'PAYPAL_API_URL') : null,
    mollieApiUrl: httpUrl(env.MOLLIE_API_URL ?? 'https://api.mollie.com', 'MOLLIE_API_URL'),
    saferpayApiUrl: env.SAFERPAY_API_URL ? httpUrl(env.SAFERPAY_API_URL, 'SAFERPAY_API_URL') : null,
    viesApiUrl: viesApiUrl(env.VIES_API_URL),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || `Tickets <tickets@${hostOf(env.BASE_URL ?? `http://localhost:${port}`)}>`,
    bounceDomain: bounceDomain(env.MAIL_BOUNCE_DOMAIN),
    bouncePort: bouncePort(env),
    applePass: applePass(env),
    googleWallet: googleWallet(env),
    rateLimits: rateLimits(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    openId: openId(env),
    demoIdentityProviderPort: integer(env.DEMO_IDENTITY_PROVIDER_PORT ?? '12120', 'DEMO_IDENTITY_PROVIDER_PORT'),
    systemApiKey: systemApiKey(env.SYSTEM_API_KEY),
    imageFetchAllowLoopback: flag(env.IMAGE_FETCH_ALLOW_LOOPBACK, false, 'IMAGE_FETCH_ALLOW_LOOPBACK'),
  };
}

/** Shortest system key accepted: guessing it must be out of reach, as for a generated API key. */
const SYSTEM_API_KEY_MIN_LENGTH = 32;

function systemApiKey(value: string | undefined): string | null {
  const key = value?.trim();
  if (!key) return null;
  if (key.length < SYSTEM_API_KEY_MIN_LENGTH || /\s/.test(key))
    throw new ConfigError(
      `SYSTEM_API_KEY must be at least ${SYSTEM_API_KEY_MIN_LENGTH} characters without spaces (openssl rand -hex 32 makes one)`,
    );
  return key;
}

const OPENID_VARIABLES = ['OPENID_ISSUER', 'OPENID_CLIENT_ID', 'OPENID_CLIENT_SECRET'] as const;

function openId(env: NodeJS.ProcessEnv): OpenIdConfig | null {
  const values = required(
    env,
    OPENID_VARIABLES,
    'OPENID_LOGOUT_URL',
    'OPENID_ROLES_CLAIM',
    'OPENID_ORGANIZATIONS_CLAIM',
  );
  if (!values) return null;
  const issuer = httpUrl(values.OPENID_ISSUER, 'OPENID_ISSUER');
  // Tokens travel over plain HTTP only to a provider on the same machine (the demo, tests).
  if (issuer.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname))
    throw new ConfigError('OPENID_ISSUER must be an https URL unless the provider runs on this machine');
  const logoutUrl = env.OPENID_LOGOUT_URL?.trim() || null;
  return {
    issuer,
    clientId: values.OPENID_CLIENT_ID,
    clientSecret: values.OPENID_CLIENT_SECRET,
    logoutUrl: logoutUrl ? httpUrl(logoutUrl, 'OPENID_LOGOUT_URL').href : null,
    organizerClaims: organizerClaims(env),
  };
}

function organizerClaims(env: NodeJS.ProcessEnv): OrganizerClaims | null {
  const values = required(env, ['OPENID_ROLES_CLAIM', 'OPENID_ORGANIZATIONS_CLAIM'] as const);
  if (!values) return null;
  // They are asked for as scopes too, as alf.io does: a scope is one word.
  for (const [name, value] of Object.entries(values))
    if (!/^[\x21\x23-\x5B\x5D-\x7E]+$/.test(value)) throw new ConfigError(`${name} must be one word, not ${value}`);
  return { roles: values.OPENID_ROLES_CLAIM, organizations: values.OPENID_ORGANIZATIONS_CLAIM };
}

/**
 * `TRUST_PROXY`: how many proxies stand in front (`1` for one load balancer), or their addresses
 * and networks (`10.0.0.0/8, 192.0.2.7`). "Trust every sender" is not offered: any client could
 * then claim any address and walk past the per-address limits.
 */
function trustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY must count 1 to 10 proxies, not ${text}`);
    return hops;
  }
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0)
      throw new ConfigError(`TRUST_PROXY must be a number of proxies or their addresses and networks, not ${entry}`);
  }
  return entries;
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimits | null {
  if (!flag(env.RATE_LIMITS, true, 'RATE_LIMITS')) return null;
  const count = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 1_000_000)
      throw new ConfigError(`${name} must be a number of requests from 1 to 1000000, not ${value}`);
    return parsed;
  };
  const window = (name: string, fallback: string) => {
    const parsed = seconds(env[name] || fallback, name);
    if (parsed === 0) throw new ConfigError(`${name} must be at least 1 second`);
    return parsed;
  };
  return {
    emailsPerReservation: count('RATE_LIMIT_EMAILS_PER_RESERVATION', '3'),
    emailsPerAddress: count('RATE_LIMIT_EMAILS_PER_ADDRESS', '20'),
    emailWindowSeconds: window('RATE_LIMIT_EMAIL_WINDOW_SECONDS', '600'),
    codesPerSession: count('RATE_LIMIT_CODES_PER_SESSION', '20'),
    codesPerAddress: count('RATE_LIMIT_CODES_PER_ADDRESS', '100'),
    codeWindowSeconds: window('RATE_LIMIT_CODE_WINDOW_SECONDS', '600'),
    linkRecoveriesPerEmail: count('RATE_LIMIT_LINK_RECOVERIES_PER_EMAIL', '3'),
    linkRecoveriesPerAddress: count('RATE_LIMIT_LINK_RECOVERIES_PER_ADDRESS', '10'),
    authFailuresPerAddress: count('RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS', '20'),
    authFailureWindowSeconds: window('RATE_LIMIT_AUTH_FAILURE_WINDOW_SECONDS', '900'),
    refusedPinsPerSession: count('RATE_LIMIT_REFUSED_PINS_PER_SESSION', '10'),
    refusedPinsPerAddress: count('RATE_LIMIT_REFUSED_PINS_PER_ADDRESS', '50'),
  };
}

const APPLE_PASS_VARIABLES = [
  'APPLE_PASS_TYPE_IDENTIFIER',
  'APPLE_PASS_TEAM_IDENTIFIER',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_PRIVATE_KEY',
  'APPLE_PASS_WWDR_CERTIFICATE',
] as const;

function applePass(env: NodeJS.ProcessEnv): ApplePassConfig | null {
  const values = required(env, APPLE_PASS_VARIABLES, 'APPLE_PASS_PRIVATE_KEY_PASSPHRASE');
  if (!values) return null;
  return {
    passTypeIdentifier: values.APPLE_PASS_TYPE_IDENTIFIER,
    teamIdentifier: values.APPLE_PASS_TEAM_IDENTIFIER,
    certificate: pemOrFile(values.APPLE_PASS_CERTIFICATE, 'APPLE_PASS_CERTIFICATE'),
    privateKey: pemOrFile(values.APPLE_PASS_PRIVATE_KEY, 'APPLE_PASS_PRIVATE_KEY'),
    privateKeyPassphrase: env.APPLE_PASS_PRIVATE_KEY_PASSPHRASE || undefined,
    wwdrCertificate: pemOrFile(values.APPLE_PASS_WWDR_CERTIFICATE, 'APPLE_PASS_WWDR_CERTIFICATE'),
  };
}

const GOOGLE_WALLET_VARIABLES = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_CLASS_SUFFIX',
  'GOOGLE_WALLET_SERVICE_ACCOUNT',
] as const;

function googleWallet(env: NodeJS.ProcessEnv): GoogleWalletConfig | null {
  const values = required(env, GOOGLE_WALLET_VARIABLES);
  if (!values) return null;
  if (!/^\d+$/.test(values.GOOGLE_WALLET_ISSUER_ID))
    throw new ConfigError(`GOOGLE_WALLET_ISSUER_ID must be the issuer's number, not ${values.GOOGLE_WALLET_ISSUER_ID}`);
  if (!/^[\w.-]+$/.test(values.GOOGLE_WALLET_CLASS_SUFFIX))
    throw new ConfigError('GOOGLE_WALLET_CLASS_SUFFIX may contain only letters, digits, ".", "_" and "-"');
  const raw = values.GOOGLE_WALLET_SERVICE_ACCOUNT;
  const text = raw.startsWith('{') ? raw : fileText(raw, 'GOOGLE_WALLET_SERVICE_ACCOUNT');
  let account: { client_email?: unknown; private_key?: unknown };
  try {
    account = JSON.parse(text) as typeof account;
  } catch {
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT is not a service account key in JSON');
  }
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string')
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT has no client_email and private_key');
  return {
    issuerId: values.GOOGLE_WALLET_ISSUER_ID,
    classSuffix: values.GOOGLE_WALLET_CLASS_SUFFIX,
    clientEmail: account.client_email,
    privateKey: account.private_key,
  };
}

/**
 * All the named variables, or null when none is set; a half-done setup is refused at start
 * rather than discovered by the first buyer who asks for a pass.
 */
function required<const N extends string>(
  env: NodeJS.ProcessEnv,
  names: readonly N[],
  ...optional: string[]
): Record<N, string> | null {
  const set = names.filter((name) => env[name]?.trim());
  if (set.length === 0 && !optional.some((name) => env[name]?.trim())) return null;
  const missing = names.filter((name) => !set.includes(name));
  if (missing.length > 0)
    throw new ConfigError(`${missing.join(', ')} must be set too, or none of ${names.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, env[name]!.trim()])) as Record<N, string>;
}

/**
 * Inline PEM text, or the path of a file holding it. Inline text may write its line breaks as
 * `\n`, since many places that set environment variables take only one line.
 */
function pemOrFile(value: string, name: string): string {
  const text = value.startsWith('-----BEGIN') ? value.replace(/\\n/g, '\n') : fileText(value, name);
  if (!text.includes('-----BEGIN')) throw new ConfigError(`${name} is not in PEM format`);
  return text;
}

function fileText(path: string, name: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`${name} names a file that cannot be read: ${path}`);
  }
}

function smtpUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^smtps?:\/\/[^\s]+$/i.test(value.trim()))
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://…');
  return value.trim();
}

function bounceDomain(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const domain = value.trim().toLowerCase();
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(domain))
    throw new ConfigError(`MAIL_BOUNCE_DOMAIN must be a domain name such as bounces.example.org, not ${value}`);
  return domain;
}

function bouncePort(env: NodeJS.ProcessEnv): number | null {
  if (!env.MAIL_BOUNCE_PORT?.trim()) return null;
  // The listener takes mail for the bounce domain only: without one it would take none.
  if (!env.MAIL_BOUNCE_DOMAIN?.trim()) throw new ConfigError('MAIL_BOUNCE_PORT needs MAIL_BOUNCE_DOMAIN');
  return integer(env.MAIL_BOUNCE_PORT.trim(), 'MAIL_BOUNCE_PORT');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function integer(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new ConfigError(`${name} must be a port number, not ${value}`);
  return parsed;
}

function bounded(value: string, min: number, max: number, name: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not ${value}`);
  return parsed;
}

function seconds(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 86_400)
    throw new ConfigError(`${name} must be a number of seconds up to 86400, not ${value}`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, not ${value}`);
}
