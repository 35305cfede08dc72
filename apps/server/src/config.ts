import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment; the README lists each variable. */
export interface Config {
  port: number;
  host: string;
  /** Public origin used in links and e-mails, without trailing slash. */
  baseUrl: string;
  /** PGlite directory (`memory://…` keeps it in memory). Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** `dev` shows the development banner; `prod` warns when the shop is not served over HTTPS. */
  profile: 'dev' | 'prod';
  demoMode: boolean;
  /** Load the demo organizers, events and subscriptions into an empty database. */
  loadDemoData: boolean;
  /** Origins allowed to embed the shop in an iframe (CSP frame-ancestors). */
  embedAllowedOrigins: string[];
  /** Secret for CSRF tokens; when unset one is created in the database and shared by all processes. */
  sessionSecret: string | undefined;
  /** Directory of the built shop (`index.html` and `assets/`). */
  shopDist: string;
  logLevel: string;
  /** Check every JSON answer against the contract (on in tests, off in production for speed). */
  validateResponses: boolean;
  /** Cloudflare Turnstile human challenge on reserve calls; off unless both keys are set. */
  turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | null;
  /** Where reCAPTCHA tokens are verified (the secret is the organizer's setting RECAPTCHA_SECRET). */
  recaptchaVerifyUrl: string;
  /** Seconds between two runs of the sweep that releases expired holds; 0 turns it off. */
  expirySweepSeconds: number;
  /** Where e-mails go out (`smtp://user:password@host:587`); without it they are written to the log. */
  smtpUrl: string | null;
  /** Sender of every e-mail; replies go to the organizer. */
  mailFrom: string;
}

const defaultShopDist = fileURLToPath(new URL('../../shop/dist/', import.meta.url));

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT ?? '8080', 'PORT');
  const profile = env.PROFILE ?? 'prod';
  if (profile !== 'dev' && profile !== 'prod') throw new ConfigError(`PROFILE must be dev or prod, not ${profile}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    profile,
    demoMode: flag(env.DEMO_MODE, false, 'DEMO_MODE'),
    loadDemoData: flag(env.DEMO_DATA, true, 'DEMO_DATA'),
    embedAllowedOrigins: (env.EMBED_ALLOWED_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map((origin) => origin.trim())
      .filter(Boolean),
    sessionSecret: env.SESSION_SECRET || undefined,
    shopDist: env.SHOP_DIST ?? defaultShopDist,
    logLevel: env.LOG_LEVEL ?? 'info',
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
    expirySweepSeconds: seconds(env.EXPIRY_SWEEP_SECONDS ?? '30', 'EXPIRY_SWEEP_SECONDS'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || `Tickets <tickets@${hostOf(env.BASE_URL ?? `http://localhost:${port}`)}>`,
  };
}

function smtpUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^smtps?:\/\/[^\s]+$/i.test(value.trim()))
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://…');
  return value.trim();
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
