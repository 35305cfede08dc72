import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { testApp, type TestApp } from '../helpers.ts';
import { openStream } from '../support/availability-stream.ts';
import { ALPINE_SUMMIT } from '../support/demo-fixtures.ts';
import { bookingClient } from './reservation/booking-client.ts';

const TOKEN = 'scrape-me-0123456789';

/** One value of a metric from Prometheus' text format, by its labels as written there. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ METRICS_TOKEN: TOKEN, EXPIRY_SWEEP_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('answers only with the configured token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('');
    }
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    await t.app.inject({ method: 'GET', url: `/api/v2/public/event/${ALPINE_SUMMIT}` });
    await t.app.inject({ method: 'GET', url: '/api/v2/public/event/no-such-event' });
    const text = await scrape();
    const route = 'route="/api/v2/public/event/:eventName"';
    expect(sample(text, 'http_requests_total', `{${route},method="GET",status="200"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total', `{${route},method="GET",status="404"}`)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-event');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",route="\/api\/v2\/public\/event\/:eventName"/,
    );
  });

  it('shows a new hold among pending reservations and among those about to expire, and the outbox', async () => {
    const before = await scrape();
    const client = await bookingClient(t);
    await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    // A hold of the demo lasts longer than five minutes: bring this one close to its end.
    await t.db.query("UPDATE reservation SET validity = now() + interval '2 minutes' WHERE status = 'PENDING'");
    const after = await scrape();
    const pending = (text: string) => sample(text, 'shop_reservations', '{status="PENDING"}') ?? 0;
    expect(pending(after)).toBe(pending(before) + 1);
    expect(sample(after, 'shop_holds_expiring_soon')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'shop_email_outbox', '{status="WAITING"}')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'shop_database_connections', '{state="total"}')).toBe(1);
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts the live availability streams the process holds', async () => {
    const before = sample(await scrape(), 'shop_availability_streams') ?? 0;
    const stream = await openStream(t.app, ALPINE_SUMMIT);
    try {
      await stream.next();
      expect(sample(await scrape(), 'shop_availability_streams')).toBe(before + 1);
    } finally {
      stream.close();
    }
  });
});

describe('health, readiness and a graceful stop', () => {
  it('has no metrics without a token, and tells liveness from readiness', async () => {
    const t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).body).toBe('Up and running!');
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.body]).toEqual([200, 'ready']);
    } finally {
      await t.close();
    }
  });

  it('finishes a request in flight when stopped, and refuses new ones', async () => {
    // The database the app runs on lets the test hold a request at its first query, so the
    // request is known to be in flight when the stop begins.
    const database = await openDatabase({ dataDir: 'memory://' });
    let gate: Promise<void> | null = null;
    let open!: () => void;
    let arrived!: () => void;
    const requestWaits = new Promise<void>((resolve) => (arrived = resolve));
    const held: Database = {
      ...database,
      async query(sql, params) {
        if (gate) {
          arrived();
          await gate;
        }
        return database.query(sql, params);
      },
    };
    const t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' }, held);
    try {
      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      gate = new Promise<void>((resolve) => (open = resolve));
      const inFlight = fetch(`${origin}/api/v2/public/event/${ALPINE_SUMMIT}`);
      await requestWaits;
      const stopped = t.close();
      await expect(fetch(`${origin}/readyz`)).rejects.toThrow();
      open();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { shortName: string }).shortName).toBe(ALPINE_SUMMIT);
      await stopped;
    } finally {
      await database.close();
    }
  });
});
