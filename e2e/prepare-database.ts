/**
 * Run before the end-to-end server starts: the demo on a fresh embedded database, plus the
 * settings only the journeys need. An organizer would set these in the configuration table.
 */
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDemoDataIfEmpty } from '../apps/server/src/demo/demo-data.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { addMember, staffUser } from '../apps/server/src/modules/organizer/organization-repository.ts';
import { setPasswordByEmail } from '../apps/server/src/modules/organizer/organizer-sign-in.ts';
import { turnOnPaymentProvider } from '../apps/server/src/modules/payment/provider-setup-repository.ts';
import {
  ANALYTICS_EVENT,
  ANALYTICS_MEASUREMENT_ID,
  BACK_OFFICE_OPERATOR,
  BACK_OFFICE_OWNER,
  DEFERRED_TRANSFER_EVENT,
  EMBED_EVENT,
  EMBED_ORGANIZER_ORIGIN,
  HOSTILE_DESCRIPTION,
  HOSTILE_DESCRIPTION_EVENT,
  LAST_TICKET_CATEGORY,
  LAST_TICKET_EVENT,
  ONLINE_DESK_CATEGORY,
  ONLINE_DESK_EVENT,
  SHORT_HOLD_EVENT,
  SHORT_HOLD_MINUTES,
  PAYPAL_CREDENTIALS,
  PAYPAL_EVENT,
  QUEUE_ADMISSIONS_PER_MINUTE,
  QUEUE_EVENT,
  MOLLIE_EVENT,
  MOLLIE_KEY,
  PAID_CANCELLATION_EVENT,
  PAID_CANCELLATION_FEE,
  SAFERPAY_ACCOUNT,
  SAFERPAY_EVENT,
  STRIPE_EVENT,
  STRIPE_KEYS,
  WAITING_OFFER_CATEGORY,
  WAITING_OFFER_EVENT_NAME,
  WAITING_OFFER_PROJECTS,
  WAITING_OFFER_SOURCE_EVENT,
  waitingOfferEvent,
} from './journey-settings.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the database to prepare');

const db = await openDatabase({ dataDir, poolSize: 1 });
try {
  await migrate(db);
  await loadDemoDataIfEmpty(db);
  // On the short-hold event tickets left are shown, so the journey can see the held one come back.
  await db.query(
    `INSERT INTO configuration (scope, event_id, key, value)
     SELECT 'EVENT', event.id, setting.key, setting.value
     FROM event JOIN (VALUES ($1, 'RESERVATION_TIMEOUT', $2), ($1, 'DISPLAY_TICKETS_LEFT_INDICATOR', 'true'), ($3, 'DEFERRED_BANK_TRANSFER_ENABLED', 'true'), ($4, 'EMBED_POST_MESSAGE_ORIGIN', $5), ($6, 'GOOGLE_ANALYTICS_KEY', $7), ($8, 'PAID_CANCELLATION_DAYS', '1'), ($8, 'PAID_CANCELLATION_FEE', $9))
       AS setting (short_name, key, value) ON setting.short_name = event.short_name`,
    [
      SHORT_HOLD_EVENT,
      SHORT_HOLD_MINUTES,
      DEFERRED_TRANSFER_EVENT,
      EMBED_EVENT,
      EMBED_ORGANIZER_ORIGIN,
      ANALYTICS_EVENT,
      ANALYTICS_MEASUREMENT_ID,
      PAID_CANCELLATION_EVENT,
      PAID_CANCELLATION_FEE,
    ],
  );
  await db.query(
    `UPDATE event SET description = jsonb_set(description, '{en}', to_jsonb($2::text)) WHERE short_name = $1`,
    [HOSTILE_DESCRIPTION_EVENT, HOSTILE_DESCRIPTION],
  );
  await db.query(
    `DELETE FROM configuration WHERE key = 'PAYMENT_METHODS_BLACKLIST' AND ticket_category_id =
       (SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = $2)`,
    [ONLINE_DESK_EVENT, ONLINE_DESK_CATEGORY],
  );
  // Online payments, as organizers turn them on: the proxy on the event, the switch and the keys.
  await turnOnPaymentProvider(db, STRIPE_EVENT, 'STRIPE', {
    STRIPE_CC_ENABLED: 'true',
    STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
    STRIPE_PUBLIC_KEY: STRIPE_KEYS.publishable,
    STRIPE_WEBHOOK_KEY: STRIPE_KEYS.webhook,
  });
  await turnOnPaymentProvider(db, PAYPAL_EVENT, 'PAYPAL', {
    PAYPAL_ENABLED: 'true',
    PAYPAL_CLIENT_ID: PAYPAL_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL_CREDENTIALS.clientSecret,
  });
  await turnOnPaymentProvider(db, MOLLIE_EVENT, 'MOLLIE', { MOLLIE_CC_ENABLED: 'true', MOLLIE_API_KEY: MOLLIE_KEY });
  await turnOnPaymentProvider(db, SAFERPAY_EVENT, 'SAFERPAY', {
    SAFERPAY_ENABLED: 'true',
    SAFERPAY_API_USERNAME: SAFERPAY_ACCOUNT.username,
    SAFERPAY_API_PASSWORD: SAFERPAY_ACCOUNT.password,
    SAFERPAY_CUSTOMER_ID: SAFERPAY_ACCOUNT.customerId,
    SAFERPAY_TERMINAL_ID: SAFERPAY_ACCOUNT.terminalId,
  });
  // One ticket left, as an organizer withdraws the others.
  await db.query(
    `UPDATE ticket SET status = 'INVALIDATED' WHERE id IN (
       SELECT t.id FROM ticket t JOIN ticket_category c ON c.id = t.category_id JOIN event e ON e.id = c.event_id
       WHERE e.short_name = $1 AND c.name = $2 AND t.status = 'FREE' ORDER BY t.id OFFSET 1)`,
    [LAST_TICKET_EVENT, LAST_TICKET_CATEGORY],
  );
  // The demo opens the PayPal event's sale later; here it is open, so a journey can buy.
  await db.query(
    `UPDATE ticket_category SET inception = now() - interval '1 day'
     WHERE event_id = (SELECT id FROM event WHERE short_name = $1)`,
    [PAYPAL_EVENT],
  );
  // The fair queue's journey: its event on sale, the queue on at a rate a journey can watch.
  await db.query(
    `UPDATE ticket_category SET inception = now() - interval '1 day'
     WHERE event_id = (SELECT id FROM event WHERE short_name = $1)`,
    [QUEUE_EVENT],
  );
  await db.query(
    `INSERT INTO configuration (scope, event_id, key, value)
     SELECT 'EVENT', event.id, setting.key, setting.value
     FROM event JOIN (VALUES ('QUEUE_ENABLED', 'true'), ('QUEUE_ADMISSIONS_PER_MINUTE', $2)) AS setting (key, value)
       ON event.short_name = $1`,
    [QUEUE_EVENT, QUEUE_ADMISSIONS_PER_MINUTE],
  );
  // The back office's staff, with passwords as `npm run organizer -- set-password` sets them.
  const [organizer] = await db.query<{ id: number }>('SELECT organization_id AS id FROM event WHERE short_name = $1', [
    DEFERRED_TRANSFER_EVENT,
  ]);
  if (!organizer) throw new Error(`no event ${DEFERRED_TRANSFER_EVENT}`);
  for (const [person, role] of [
    [BACK_OFFICE_OWNER, 'OWNER'],
    [BACK_OFFICE_OPERATOR, 'OPERATOR'],
  ] as const) {
    await addMember(
      db,
      organizer.id,
      await staffUser(db, { email: person.email, firstName: null, lastName: null }),
      role,
    );
    const outcome = await setPasswordByEmail(db, person.email, person.password);
    if (outcome.kind !== 'set') throw new Error(`no password for ${person.email}: ${JSON.stringify(outcome)}`);
  }
  // The waiting list's offers journey: a copy of the hack day per browser project, one free seat
  // on sale now, whose waiting list opens once that seat is taken.
  for (const event of WAITING_OFFER_PROJECTS.map(waitingOfferEvent)) {
    await db.query(
      `INSERT INTO event (organization_id, short_name, status, format, display_name, description, website_url, terms_url,
         privacy_url, location, latitude, longitude, time_zone, start_at, end_at, currency, vat, vat_included,
         content_languages, file_blob_id, tags, capacity, allowed_payment_proxies, metadata)
       SELECT organization_id, $2, 'DRAFT', format, $3, description, website_url, terms_url,
         privacy_url, location, latitude, longitude, time_zone, start_at, end_at, currency, vat, vat_included,
         content_languages, file_blob_id, tags, 1, allowed_payment_proxies, metadata
       FROM event WHERE short_name = $1`,
      [WAITING_OFFER_SOURCE_EVENT, event, WAITING_OFFER_EVENT_NAME],
    );
    await db.query(
      `INSERT INTO ticket_category (event_id, name, description, price_cents, bounded, max_tickets, access_restricted,
         inception, expiration, ordinal, ticket_access_type)
       SELECT id, $2, '{}', 0, true, 1, false, now() - interval '1 day', start_at, 0, 'INHERIT' FROM event WHERE short_name = $1`,
      [event, WAITING_OFFER_CATEGORY],
    );
    await db.query(
      `INSERT INTO ticket (event_id, category_id, status)
       SELECT c.event_id, c.id, 'FREE' FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1`,
      [event],
    );
    await db.query(
      `INSERT INTO configuration (scope, event_id, key, value)
       SELECT 'EVENT', id, 'ENABLE_WAITING_QUEUE', 'true' FROM event WHERE short_name = $1`,
      [event],
    );
  }
} finally {
  await db.close();
}
