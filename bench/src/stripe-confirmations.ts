import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { startFakeStripe, stripeSignature } from '@shop/fake-stripe';
import { openSession } from './api-load.ts';
import { startServer } from './server.ts';
import { table } from './table.ts';

/**
 * Stripe confirmations: `orders` reservations paid by card at the local fake of Stripe, then each
 * payment's webhook delivered to both of two server processes on one PostgreSQL at once, as
 * Stripe retrying against a load balancer might. The figure is orders confirmed per second of
 * delivery; afterwards the database is asked whether every order was confirmed exactly once.
 */
export interface StripeConfirmationsOptions {
  port: number;
  orders: number;
  concurrency: number;
}

export interface StripeConfirmationsResult {
  scenario: string;
  confirmations: number;
  perSecond: number;
  webhookErrors: number;
  /** Orders not COMPLETE, or with other than one payment COMPLETE and one e-mail. */
  wrong: number;
}

const EVENT = 'alpine-devops-day';
const CATEGORY = 'On site';
const KEYS = { secret: 'sk_test_bench', publishable: 'pk_test_bench', webhook: 'whsec_bench' };

export async function measureStripeConfirmations(
  options: StripeConfirmationsOptions,
): Promise<StripeConfirmationsResult> {
  const postgres = await startPostgres();
  const fake = await startFakeStripe({ webhookSecret: KEYS.webhook });
  const env = { DATABASE_URL: postgres.url, STRIPE_API_URL: fake.url, EXPIRY_SWEEP_SECONDS: '0' };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // One after the other: the first one migrates and loads the demo.
    servers.push(await startServer(options.port, env));
    servers.push(await startServer(options.port + 1, env));
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const categoryId = Number(
      postgres.sql(
        `SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = '${EVENT}' AND c.name = '${CATEGORY}'`,
      ),
    );
    postgres.sql(
      `INSERT INTO ticket (event_id, category_id, status) SELECT event_id, id, 'FREE' FROM ticket_category, generate_series(1, ${options.orders}) WHERE id = ${categoryId};
       UPDATE ticket_category SET max_tickets = max_tickets + ${options.orders} WHERE id = ${categoryId};
       UPDATE event SET allowed_payment_proxies = array_append(allowed_payment_proxies, 'STRIPE') WHERE short_name = '${EVENT}';
       INSERT INTO configuration (scope, organization_id, key, value)
         SELECT 'ORGANIZATION', organization_id, s.key, s.value FROM event,
           (VALUES ('STRIPE_CC_ENABLED', 'true'), ('STRIPE_SECRET_KEY', '${KEYS.secret}'),
             ('STRIPE_PUBLIC_KEY', '${KEYS.publishable}'), ('STRIPE_WEBHOOK_KEY', '${KEYS.webhook}')) AS s (key, value)
         WHERE short_name = '${EVENT}'`,
    );

    const session = await openSession(first.url);
    const headers = { 'content-type': 'application/json', 'x-auth-token': session.id, 'x-csrf-token': session.csrf };
    const ids = await inParallel(options.orders, options.concurrency, async () => {
      const response = await fetch(`${first.url}/api/v2/public/event/${EVENT}/reserve-tickets?lang=en`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ reservation: [{ ticketCategoryId: categoryId, amount: 1 }], additionalService: [] }),
      });
      const body = (await response.json()) as { value?: string };
      if (!body.value) throw new Error(`reserving failed (${response.status})`);
      return body.value;
    });
    // The booking step, which this figure is not about, is written directly.
    postgres.sql(
      `UPDATE reservation SET validated = true, email = 'buyer@example.org', first_name = 'Bench', last_name = 'Buyer'
       WHERE id IN (${ids.map((id) => `'${id}'`).join(',')})`,
    );
    await inParallel(ids.length, options.concurrency, async (i) => {
      const init = await fetch(`${second.url}/api/v2/public/reservation/${ids[i]}/payment/CREDIT_CARD/init`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      const secret = ((await init.json()) as { clientSecret?: string }).clientSecret;
      if (!secret) throw new Error(`init failed (${init.status})`);
      const paid = await fetch(`${fake.url}/v1/payment_intents/${secret.split('_secret_')[0]}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: KEYS.publishable,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': '4242424242424242',
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
          'payment_method_data[card][cvc]': '123',
        }),
      });
      if (!paid.ok) throw new Error(`paying failed (${paid.status})`);
    });

    const bodies = fake.sentEvents
      .filter((sent) => sent.event.type === 'payment_intent.succeeded')
      .flatMap((sent) => [first.url, second.url].map((url) => ({ url, body: sent.body })));
    let webhookErrors = 0;
    const started = performance.now();
    await inParallel(bodies.length, options.concurrency, async (i) => {
      const { url, body } = bodies[i]!;
      const response = await fetch(`${url}/api/payment/webhook/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(KEYS.webhook, body) },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) webhookErrors += 1;
    });
    const elapsedMs = performance.now() - started;

    const list = ids.map((id) => `'${id}'`).join(',');
    const confirmations = Number(
      postgres.sql(`SELECT count(*) FROM reservation WHERE id IN (${list}) AND status = 'COMPLETE'`),
    );
    const wrong = Number(
      postgres.sql(
        `SELECT count(*) FROM reservation r WHERE r.id IN (${list}) AND (r.status <> 'COMPLETE'
           OR (SELECT count(*) FROM payment_transaction p WHERE p.reservation_id = r.id AND p.status = 'COMPLETE') <> 1
           OR (SELECT count(*) FROM email_message m WHERE m.reservation_id = r.id) <> 1)`,
      ),
    );
    return {
      scenario: `${options.orders} orders, webhooks ×2 to 2 processes, ${options.concurrency} at once`,
      confirmations,
      perSecond: confirmations / (elapsedMs / 1000),
      webhookErrors,
      wrong,
    };
  } finally {
    for (const server of servers) await server.stop();
    await fake.close();
    await postgres.stop();
  }
}

/** Runs `task(0…count-1)` with at most `concurrency` at a time; resolves to the results in order. */
async function inParallel<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

export const STRIPE_CONFIRMATIONS_TITLE =
  'Stripe confirmations per second under concurrent webhooks on PostgreSQL (local fake of Stripe, loopback only)';

export function stripeConfirmationsTable(results: StripeConfirmationsResult[]): string {
  return table(
    ['scenario', 'confirmations/s', 'confirmed', 'webhook errors', 'not confirmed once'],
    results.map((r) => [r.scenario, r.perSecond.toFixed(0), r.confirmations, r.webhookErrors, r.wrong]),
  );
}

/** `node --import tsx bench/src/stripe-confirmations.ts`: this section alone, without building the shop. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureStripeConfirmations({
    port: Number(process.env.BENCH_PORT ?? 8194),
    orders: Number(process.env.BENCH_ORDERS ?? 200),
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  });
  console.log(`\n${STRIPE_CONFIRMATIONS_TITLE}\n`);
  console.log(stripeConfirmationsTable([result]));
}
