import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { loadDemoDataIfEmpty } from './demo/demo-data.ts';
import { isNewEmbeddedDatabase } from './demo/embedded-creation.ts';
import { migrate } from './db/migrate.ts';
import { sharedSecret } from './db/server-secret.ts';
import { registerApiReference } from './http/api-reference.ts';
import { rememberingZlib } from './http/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerIndexHtml, type PagePreloads } from './http/index-html.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { requestForLog } from './http/log-redaction.ts';
import { commonSecurityHeaders } from './http/security-headers.ts';
import { pathOf, registerSessions } from './http/session.ts';
import { registerStaticAssets } from './http/static-assets.ts';
import { registerDoorApp } from './http/door-app.ts';
import { registerAdminApp } from './http/admin-app.ts';
import { bundleFor } from './messages/index.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { openIdRoutes } from './modules/account/openid-routes.ts';
import { openIdSignIn } from './modules/account/openid-sign-in.ts';
import { saveBookingToProfile } from './modules/account/profile-from-booking.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { crawlerRoutes } from './modules/catalogue/crawler-routes.ts';
import { openAvailabilityHub } from './modules/event-page/availability-hub.ts';
import { availabilityStreamRoutes } from './modules/event-page/availability-stream-routes.ts';
import { eventPageRoutes } from './modules/event-page/event-page-routes.ts';
import { fileRoutes } from './modules/file/file-routes.ts';
import { countries, vatCountries } from './modules/i18n/countries.ts';
import { i18nRoutes } from './modules/i18n/i18n-routes.ts';
import { buildInfo } from './modules/info/info-service.ts';
import { infoRoutes } from './modules/info/info-routes.ts';
import { billingDocumentRoutes } from './modules/billing-document/billing-document-routes.ts';
import { devMailboxRoutes } from './modules/email/dev-mailbox-routes.ts';
import { emailRoutes } from './modules/email/email-routes.ts';
import { embedRoutes } from './modules/embedding/embed-routes.ts';
import { linkRecoveryRoutes } from './modules/link-recovery/link-recovery-routes.ts';
import { startMailer } from './modules/email/mailer.ts';
import { startBounceListener } from './modules/email/bounce-listener.ts';
import { walletPassRenderer } from './modules/ticket/wallet-attachment.ts';
import { healthRoutes } from './modules/operations/health-routes.ts';
import { registerMetrics } from './modules/operations/metrics.ts';
import {
  isOrganizerApi,
  registerOrganizerAuthentication,
  usesOrganizerSession,
} from './modules/organizer/organizer-authentication.ts';
import { organizerRoutes } from './modules/organizer/organizer-routes.ts';
import { startReservationImports } from './modules/organizer/reservation-import.ts';
import { organizerSessionRoutes } from './modules/organizer/organizer-session-routes.ts';
import { organizerOpenIdRoutes } from './modules/organizer/organizer-openid-routes.ts';
import { organizerUsersRoutes } from './modules/organizer/organizer-users-routes.ts';
import { emailTemplateRoutes } from './modules/organizer/email-template-routes.ts';
import { organizerEventRoutes } from './modules/organizer-events/organizer-events-routes.ts';
import { organizerSubscriptionRoutes } from './modules/organizer-subscriptions/organizer-subscriptions-routes.ts';
import type { ImageFetchOptions } from './modules/file/image-fetch.ts';
import { checkInRoutes } from './modules/check-in/check-in-routes.ts';
import { activePaymentMethodsOf } from './modules/payment/active-payment-methods.ts';
import { paymentRoutes } from './modules/payment/payment-routes.ts';
import { pollRoutes } from './modules/poll/poll-routes.ts';
import { requestLimit } from './modules/rate-limit/rate-limits.ts';
import { subscriptionCodeRoutes } from './modules/payment/subscription-code-routes.ts';
import { reservationRoutes } from './modules/reservation/reservation-routes.ts';
import { afterReplySent, type AfterReply } from './http/after-reply.ts';
import { reservationAccessRule } from './modules/reservation/access/access-rule.ts';
import { resourceRoutes } from './modules/resources/resources-routes.ts';
import { startExpirySweep } from './modules/reservation/hold/expiry-sweep.ts';
import { startUnfinishedPaymentSweep, sweepUnfinishedPayments } from './modules/payment/unfinished-payments.ts';
import { sweepOwedRefunds } from './modules/payment/refunds.ts';
import { systemSettings } from './modules/settings/settings.ts';
import { walletRoutes } from './modules/ticket/wallet-routes.ts';
import { ticketDocumentRoutes } from './modules/ticket/ticket-document-routes.ts';
import { subscriptionRoutes } from './modules/subscription/subscription-routes.ts';
import { ticketRoutes } from './modules/ticket/ticket-routes.ts';
import { waitingListRoutes } from './modules/waiting-list/waiting-list-routes.ts';
import { startOfferWorker } from './modules/waiting-list/offer-worker.ts';
import { queueRoutes } from './modules/event-page/queue-routes.ts';

/** How often each process looks for e-mails to send; confirmations also send at once. */
const MAIL_INTERVAL_SECONDS = 15;

export interface BuiltApp {
  app: FastifyInstance;
  db: Database;
  /** One run of the sweep of unfinished online payments, which every process also runs on its own. */
  sweepUnfinishedPayments(): Promise<number>;
  /** Offers an event's free seats to its waiting list now (every process also does on its own); resolves to the offers made. */
  offerFreedSeats(eventShortName: string): Promise<number>;
  /** One run of the sweep of owed refunds (also run by every process), looking `lookaheadSeconds` past now for refunds due later. */
  sweepOwedRefunds(lookaheadSeconds?: number): Promise<number>;
  /** A run of the organizers' attendee imports after the ones under way; every process also runs them on its own. */
  processReservationImports(): Promise<number>;
  /** The port the bounce listener took (`MAIL_BOUNCE_PORT`, 0 for a free one); null without it. */
  bouncePort: number | null;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** An open database to use instead of the configured one (tests); it is left open on close. */
  db?: Database;
  logger?: boolean;
  /** How organizers' images are downloaded; tests allow the loopback server that serves them. */
  imageFetch?: ImageFetchOptions;
  /** Where routes put the work they do after answering (tests hold it to see the answer leave first). */
  afterReply?: AfterReply;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const open = () =>
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const created = !options.db && isNewEmbeddedDatabase(config);
  let db = options.db ?? (await open());
  await migrate(db);
  if (config.loadDemoData) await loadDemoDataIfEmpty(db);
  if (created) {
    // Creating the embedded database and loading the demo grow its WebAssembly heap by hundreds
    // of megabytes that it never gives back; opened again, it starts from its files alone.
    await db.close();
    db = await open();
  }

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: 1024 * 1024,
    // Paths like /event/a//b or trailing slashes should reach the same route.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler,
    // Client addresses (per-address limits, the human challenge) come from X-Forwarded-For only
    // when the configured proxies sent it.
    trustProxy: typeof config.trustProxy === 'number' ? hopsWithin(config.trustProxy) : config.trustProxy,
    // A graceful stop closes the listener first, so new connections are refused and a proxy sends
    // them to another process; a request on a connection accepted just before is still served,
    // where Fastify would answer it 503 and the proxy pass that on to the buyer.
    return503OnClosing: false,
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], zlib: rememberingZlib() });
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  const servedOverHttps = config.baseUrl.startsWith('https:');
  const sessions = registerSessions(app, {
    secret: config.sessionSecret ?? (await sharedSecret(db, 'csrf')),
    secureCookie: servedOverHttps,
    authenticatesItself: isOrganizerApi,
    organizerSession: usesOrganizerSession,
  });

  let stopping = false;
  // While a stop drains the requests in flight, their connections close with them: kept alive,
  // they would hold the stop open until the keep-alive timeout.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('Connection', 'close');
    return payload;
  });

  const settings = systemSettings(db);
  const signIn = config.openId ? openIdSignIn(config.openId, config.baseUrl) : null;
  const authenticationEnabled = signIn !== null;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(commonSecurityHeaders);
    // A year, without subdomains: the organizer's other hosts may not all speak HTTPS.
    if (servedOverHttps) reply.header('Strict-Transport-Security', 'max-age=31536000');
    // Every GET under /api/v2 tells the shop whether buyers can sign in.
    if (request.method === 'GET' && pathOf(request).startsWith('/api/v2')) {
      reply.header('Alfio-OpenId-Enabled', String(authenticationEnabled));
    }
  });

  const preloads: PagePreloads = {
    info: () => buildInfo(config, settings),
    bundle: (lang) => bundleFor(lang),
    countries: (lang) => countries(lang),
    vatCountries: (lang) => vatCountries(lang),
    authenticationEnabled,
    baseCustomCss: () => settings.text('BASE_CUSTOM_CSS'),
  };
  const ctx: AppContext = {
    app,
    config,
    db,
    settings,
    routeOptions: {
      validateResponses: config.validateResponses,
      requestLimit: requestLimit(db, config.rateLimits),
      access: reservationAccessRule(db),
    },
    authenticationEnabled,
    sessions,
    preloads,
  };

  registerOrganizerAuthentication(ctx);
  infoRoutes(ctx);
  i18nRoutes(ctx);
  accountRoutes(ctx, signIn);
  openIdRoutes(ctx, signIn);
  eventPageRoutes(ctx);
  const availability =
    config.availabilityStreamsMax > 0
      ? await openAvailabilityHub(db, config.availabilityStreamsMax, (error) =>
          app.log.error({ err: error }, 'availability update failed'),
        )
      : null;
  if (availability) availabilityStreamRoutes(ctx, availability);
  waitingListRoutes(ctx);
  queueRoutes(ctx);
  pollRoutes(ctx);
  catalogueRoutes(ctx);
  crawlerRoutes(ctx);
  subscriptionRoutes(ctx);
  reservationRoutes(ctx, { activePaymentMethodsOf, saveBookingToProfile });
  const mailer = startMailer(
    db,
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      baseUrl: config.baseUrl,
      intervalSeconds: MAIL_INTERVAL_SECONDS,
      bounceDomain: config.bounceDomain,
      walletPass: walletPassRenderer(db, config),
    },
    app.log,
  );
  const bounces =
    config.bounceDomain && config.bouncePort !== null
      ? await startBounceListener(
          db,
          { domain: config.bounceDomain, host: config.host, port: config.bouncePort },
          app.log,
        )
      : null;
  const payments = paymentRoutes(ctx, mailer);
  subscriptionCodeRoutes(ctx);
  emailRoutes(ctx, mailer);
  linkRecoveryRoutes(ctx, mailer, options.afterReply ?? afterReplySent(app));
  devMailboxRoutes(ctx);
  ticketRoutes(ctx, mailer);
  billingDocumentRoutes(ctx);
  ticketDocumentRoutes(ctx);
  fileRoutes(ctx);
  walletRoutes(ctx);
  resourceRoutes(ctx);
  embedRoutes(ctx);
  const imports = startReservationImports(db, config.baseUrl, config.expirySweepSeconds, (error) =>
    app.log.error({ err: error }, 'reservation import failed'),
  );
  organizerRoutes(ctx, mailer, payments, imports);
  organizerSessionRoutes(ctx);
  organizerOpenIdRoutes(ctx, signIn);
  organizerUsersRoutes(ctx);
  emailTemplateRoutes(ctx);
  organizerEventRoutes(ctx, options.imageFetch ?? { allowLoopback: config.imageFetchAllowLoopback });
  organizerSubscriptionRoutes(ctx, options.imageFetch ?? { allowLoopback: config.imageFetchAllowLoopback });
  checkInRoutes(ctx);

  registerApiReference(app);
  healthRoutes(app, db, () => stopping);
  registerMetrics(app, db, config.metricsToken, () => availability?.size ?? 0);
  const renderPage = registerIndexHtml(app, {
    shopDist: config.shopDist,
    // The demo organizer page is served by this server, so in demo mode the shop may be framed by it.
    embedAllowedOrigins: config.demoMode ? [...config.embedAllowedOrigins, "'self'"] : config.embedAllowedOrigins,
    preloads,
  });
  registerStaticAssets(app, config.shopDist);
  registerDoorApp(app, config.doorDist);
  registerAdminApp(app, config.adminDist);
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    const wantsPage = request.method === 'GET' && !/^\/(api|file|openid|assets|resources)\//.test(path);
    // An unknown page still gets the shop, which shows its translated not-found screen.
    if (wantsPage) return renderPage(request, reply, 404);
    return reply.code(404).send();
  });

  await app.ready();
  const expirySweep = startExpirySweep(db, config.expirySweepSeconds, (error) =>
    app.log.error({ err: error }, 'expiry sweep failed'),
  );
  const paymentSweep = startUnfinishedPaymentSweep(
    payments,
    { intervalSeconds: config.expirySweepSeconds, graceSeconds: config.unfinishedPaymentGraceSeconds },
    (error) => app.log.error({ err: error }, 'unfinished payment sweep failed'),
  );
  const offers = await startOfferWorker(
    db,
    { baseUrl: config.baseUrl, intervalSeconds: config.expirySweepSeconds },
    (error) => app.log.error({ err: error }, 'waiting list offers failed'),
  );
  return {
    app,
    db,
    sweepUnfinishedPayments: () => sweepUnfinishedPayments(payments, config.unfinishedPaymentGraceSeconds),
    offerFreedSeats: (eventShortName) => offers.runFor(eventShortName),
    sweepOwedRefunds: (lookaheadSeconds) => sweepOwedRefunds(payments, lookaheadSeconds),
    processReservationImports: () => imports.run(),
    bouncePort: bounces?.port ?? null,
    /** A graceful stop: readiness turns 503, requests in flight finish, new ones are refused. */
    async close() {
      stopping = true;
      await app.close();
      await expirySweep.stop();
      await paymentSweep.stop();
      await offers.stop();
      await imports.stop();
      await mailer.stop();
      await bounces?.close();
      if (!options.db) await db.close();
    },
  };
}

/** Trusts the nearest `hops` senders of a request, as proxy-addr counts hops. */
function hopsWithin(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
