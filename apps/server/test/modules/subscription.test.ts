import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SubscriptionDetails } from '@shop/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';
import { browserSession, testApp, type TestApp } from '../helpers.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';
import { expectTicketStockKept } from '../support/ticket-stock.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function descriptorIdOf(db: Queryable, title: string): Promise<string> {
  const [row] = await db.query<{ id: string }>("SELECT id FROM subscription_descriptor WHERE title->>'en' = $1", [
    title,
  ]);
  if (!row) throw new Error(`no subscription ${title}`);
  return row.id;
}

async function freeRows(db: Queryable, descriptorId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE'",
    [descriptorId],
  );
  return row!.n;
}

/** Leaves exactly `count` FREE rows of a limited supply (the others are removed from sale). */
async function keepFreeRows(db: Queryable, descriptorId: string, count: number): Promise<void> {
  await db.query(
    `DELETE FROM subscription WHERE id IN (
       SELECT id FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE' ORDER BY id OFFSET $2)`,
    [descriptorId, count],
  );
}

type Session = { sessionId: string; csrf: string };

function reserve(
  app: FastifyInstance,
  session: Session,
  id: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v2/public/subscription/${id}`,
    headers: {
      'x-auth-token': session.sessionId,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
      ...headers,
    },
    payload: '{}',
  });
}

describe('subscriptions on the demo database', () => {
  let t: TestApp;
  let session: Session;
  let seasonPass: string;
  let cinemaCard: string;
  let supporter: string;

  beforeAll(async () => {
    t = await testApp();
    session = await browserSession(t.app);
    seasonPass = await descriptorIdOf(t.db, 'Alpine Season Pass');
    cinemaCard = await descriptorIdOf(t.db, 'Riviera Cinema Card');
    supporter = await descriptorIdOf(t.db, 'Open Circle Supporter');
  });
  afterAll(() => t.close());

  async function details(id: string): Promise<SubscriptionDetails> {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/public/subscription/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  describe('GET /api/v2/public/subscription/{id}', () => {
    it('answers 404 for an unknown, malformed or inactive subscription', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1234']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/v2/public/subscription/${id}` });
        expect(response.statusCode, id).toBe(404);
        expect(response.body).toBe('');
      }
      await t.db.query("UPDATE subscription_descriptor SET status = 'NOT_ACTIVE' WHERE id = $1", [cinemaCard]);
      try {
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/v2/public/subscription/${cinemaCard}` })).statusCode,
        ).toBe(404);
      } finally {
        await t.db.query("UPDATE subscription_descriptor SET status = 'ACTIVE' WHERE id = $1", [cinemaCard]);
      }
    });

    it('shows a private subscription to whoever has its link', async () => {
      await t.db.query('UPDATE subscription_descriptor SET is_public = false WHERE id = $1', [cinemaCard]);
      try {
        expect((await details(cinemaCard)).title.en).toBe('Riviera Cinema Card');
      } finally {
        await t.db.query('UPDATE subscription_descriptor SET is_public = true WHERE id = $1', [cinemaCard]);
      }
    });

    it('renders the description to HTML and describes price, organizer and validity', async () => {
      const pass = await details(seasonPass);
      expect(pass.description.en).toContain('<strong>Alpine Tech Summit</strong>');
      expect(pass.description.de).toMatch(/^<p>/);
      expect(pass).toMatchObject({
        formattedPrice: '390.00',
        currency: 'CHF',
        vat: '8.10',
        vatIncluded: true,
        free: false,
        organizationName: 'Alpine Tech Forum',
        organizationEmail: 'info@alpine-tech.example',
        maxEntries: 2,
        validityType: 'STANDARD',
        validityTimeUnit: 'MONTHS',
        validityUnits: 12,
        formattedValidFrom: null,
        timeZone: 'Europe/Zurich',
        offlinePaymentConfiguration: null,
        canApplySubscriptions: false,
        assignmentConfiguration: {
          forceAssignment: false,
          enableAttendeeAutocomplete: false,
          enableTicketTransfer: false,
        },
      });
      expect(pass.currencyDescriptor).toMatchObject({ code: 'CHF', fractionDigits: 2 });
      expect(Object.keys(pass.formattedOnSaleFrom!)).toEqual(['en', 'de']);
      expect(pass.contentLanguages.map((l) => l.locale)).toEqual(['en', 'de']);
      expect((await details(supporter)).maxEntries).toBeNull();
    });

    it('tells how many are left: the free rows, unlimited as 2147483647, none when sold out', async () => {
      expect((await details(seasonPass)).numAvailable).toBe(await freeRows(t.db, seasonPass));
      expect((await details(cinemaCard)).numAvailable).toBe(2_147_483_647);
      expect((await details(supporter)).numAvailable).toBe(0);
    });

    it('has nothing available outside the sale window', async () => {
      const [saved] = await t.db.query<{ on_sale_from: Date }>(
        'SELECT on_sale_from FROM subscription_descriptor WHERE id = $1',
        [cinemaCard],
      );
      await t.db.query("UPDATE subscription_descriptor SET on_sale_from = now() + interval '2 days' WHERE id = $1", [
        cinemaCard,
      ]);
      try {
        expect((await details(cinemaCard)).numAvailable).toBe(0);
      } finally {
        await t.db.query('UPDATE subscription_descriptor SET on_sale_from = $2 WHERE id = $1', [
          cinemaCard,
          saved!.on_sale_from,
        ]);
      }
    });

    it("builds its configuration from settings, the subscription's winning over the organizer's and the system's", async () => {
      const before = await details(seasonPass);
      expect(before.bankAccount).toBe('CH93 0076 2011 6238 5295 7');
      expect(before.bankAccountOwner).toEqual(['Alpine Tech Forum', 'Seestrasse 200', '8002 Zürich']);
      // The organizer has an invoice address and a VAT number.
      expect(before.invoicingConfiguration).toMatchObject({
        invoiceAllowed: true,
        onlyInvoice: false,
        userCanDownloadReceiptOrInvoice: true,
      });
      expect(before.embeddingConfiguration).toEqual({ enabled: false, notificationOrigin: '' });
      expect((await details(cinemaCard)).bankAccountOwner).toEqual(['']);

      await t.db.query(
        `INSERT INTO configuration (scope, subscription_descriptor_id, key, value) VALUES
           ('SUBSCRIPTION', $1, 'BANK_ACCOUNT_NR', 'CH00 SUBSCRIPTION'),
           ('SUBSCRIPTION', $1, 'GOOGLE_ANALYTICS_KEY', 'G-TEST')`,
        [seasonPass],
      );
      await t.db.query(
        `INSERT INTO configuration (scope, key, value) VALUES
           ('SYSTEM', 'BANK_ACCOUNT_NR', 'SYSTEM ACCOUNT'),
           ('SYSTEM', 'EMBED_POST_MESSAGE_ORIGIN', 'https://parent.example'),
           ('SYSTEM', 'GENERATE_ONLY_INVOICE', 'true')`,
      );
      try {
        const after = await details(seasonPass);
        expect(after.bankAccount).toBe('CH00 SUBSCRIPTION');
        expect(after.invoicingConfiguration.onlyInvoice).toBe(true);
        expect(after.embeddingConfiguration).toEqual({ enabled: true, notificationOrigin: 'https://parent.example' });
        expect(after.analyticsConfiguration.googleAnalyticsKey).toBe('G-TEST');
        expect(after.analyticsConfiguration.clientId).toMatch(/^[0-9a-f]{64}$/);
        expect((await details(cinemaCard)).bankAccount).toBe('SYSTEM ACCOUNT');
      } finally {
        await t.db.query(
          "DELETE FROM configuration WHERE scope IN ('SUBSCRIPTION', 'SYSTEM') AND key IN ('BANK_ACCOUNT_NR', 'GOOGLE_ANALYTICS_KEY', 'EMBED_POST_MESSAGE_ORIGIN', 'GENERATE_ONLY_INVOICE')",
        );
      }
    });
  });

  describe('POST /api/v2/public/subscription/{id}', () => {
    it('holds one subscription in a PENDING reservation that expires after the reservation timeout', async () => {
      const freeBefore = await freeRows(t.db, seasonPass);
      const response = await reserve(t.app, session, seasonPass, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, errorCount: 0, validationErrors: [], warnings: [] });
      const reservationId: string = body.value;

      const [reservation] = await t.db.query<{
        status: string;
        purchase_context_type: string;
        subscription_descriptor_id: string;
        event_id: number | null;
        user_language: string;
        minutes: number;
        final_price_cents: number;
        vat_cents: number;
        src_price_cents: number;
        currency_code: string;
        vat_status: string;
      }>(
        `SELECT status, purchase_context_type, subscription_descriptor_id, event_id, user_language,
           extract(epoch FROM validity - now()) / 60 AS minutes, final_price_cents, vat_cents, src_price_cents, currency_code, vat_status
         FROM reservation WHERE id = $1`,
        [reservationId],
      );
      expect(reservation).toMatchObject({
        status: 'PENDING',
        purchase_context_type: 'subscription',
        subscription_descriptor_id: seasonPass,
        event_id: null,
        user_language: 'de',
        src_price_cents: 39_000,
        final_price_cents: 39_000,
        // 8.1 % included in 390.00
        vat_cents: 2_922,
        currency_code: 'CHF',
        vat_status: 'INCLUDED',
      });
      expect(Number(reservation!.minutes)).toBeGreaterThan(24);
      expect(Number(reservation!.minutes)).toBeLessThanOrEqual(25);

      const held = await t.db.query<{ status: string; final_price_cents: number }>(
        'SELECT status, final_price_cents FROM subscription WHERE reservation_id = $1',
        [reservationId],
      );
      expect(held).toEqual([{ status: 'PENDING', final_price_cents: 39_000 }]);
      expect(await freeRows(t.db, seasonPass)).toBe(freeBefore - 1);
      const audit = await t.db.query('SELECT 1 FROM audit_log WHERE reservation_id = $1 AND event_type = $2', [
        reservationId,
        'RESERVATION_CREATE',
      ]);
      expect(audit).toHaveLength(1);
    });

    it("creates the row of an unlimited supply, in the first offered language when the browser's is not offered", async () => {
      const response = await reserve(t.app, session, cinemaCard, { 'accept-language': 'ja-JP,ja;q=0.9' });
      expect(response.statusCode).toBe(200);
      const reservationId: string = response.json().value;
      const rows = await t.db.query<{ status: string; max_entries: number }>(
        'SELECT status, max_entries FROM subscription WHERE reservation_id = $1',
        [reservationId],
      );
      expect(rows).toEqual([{ status: 'PENDING', max_entries: 10 }]);
      const [reservation] = await t.db.query<{ user_language: string }>(
        'SELECT user_language FROM reservation WHERE id = $1',
        [reservationId],
      );
      expect(reservation!.user_language).toBe('en');
    });

    it('holds for the RESERVATION_TIMEOUT the subscription sets', async () => {
      await t.db.query(
        "INSERT INTO configuration (scope, subscription_descriptor_id, key, value) VALUES ('SUBSCRIPTION', $1, 'RESERVATION_TIMEOUT', '10')",
        [cinemaCard],
      );
      try {
        const reservationId: string = (await reserve(t.app, session, cinemaCard)).json().value;
        const [row] = await t.db.query<{ minutes: number }>(
          'SELECT extract(epoch FROM validity - now()) / 60 AS minutes FROM reservation WHERE id = $1',
          [reservationId],
        );
        expect(Number(row!.minutes)).toBeGreaterThan(9);
        expect(Number(row!.minutes)).toBeLessThanOrEqual(10);
      } finally {
        await t.db.query("DELETE FROM configuration WHERE scope = 'SUBSCRIPTION' AND key = 'RESERVATION_TIMEOUT'");
      }
    });

    it('answers 422 "sold out" on the request form when none is left, and creates nothing', async () => {
      const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation');
      const response = await reserve(t.app, session, supporter);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        errorCount: 1,
        validationErrors: [{ fieldName: 'request', code: 'show-subscription.sold-out.message', arguments: null }],
        warnings: [],
        value: null,
      });
      const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation');
      expect(after!.n).toBe(before!.n);
    });

    it('sells nothing outside the sale window', async () => {
      const [saved] = await t.db.query<{ on_sale_to: Date | null }>(
        'SELECT on_sale_to FROM subscription_descriptor WHERE id = $1',
        [cinemaCard],
      );
      await t.db.query(
        "UPDATE subscription_descriptor SET on_sale_to = on_sale_from + interval '1 hour' WHERE id = $1",
        [cinemaCard],
      );
      try {
        const response = await reserve(t.app, session, cinemaCard);
        expect(response.statusCode).toBe(422);
        expect(response.json().validationErrors[0].code).toBe('show-subscription.sold-out.message');
      } finally {
        await t.db.query('UPDATE subscription_descriptor SET on_sale_to = $2 WHERE id = $1', [
          cinemaCard,
          saved!.on_sale_to,
        ]);
      }
    });

    it('refuses a paid subscription that offers no way to pay', async () => {
      await t.db.query("UPDATE subscription_descriptor SET allowed_payment_proxies = '{}' WHERE id = $1", [cinemaCard]);
      try {
        const response = await reserve(t.app, session, cinemaCard);
        expect(response.statusCode).toBe(422);
        expect(response.json().validationErrors).toEqual([
          { fieldName: 'request', code: 'error.STEP_1_CATEGORIES_NOT_COMPATIBLE', arguments: null },
        ]);
      } finally {
        await t.db.query("UPDATE subscription_descriptor SET allowed_payment_proxies = '{ON_SITE}' WHERE id = $1", [
          cinemaCard,
        ]);
      }
    });

    it('answers 404 for an unknown subscription and for a malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const response = await reserve(t.app, session, id);
        expect(response.statusCode, id).toBe(404);
      }
    });

    it('needs the CSRF token of the session', async () => {
      const response = await reserve(t.app, { ...session, csrf: 'forged' }, cinemaCard);
      expect(response.statusCode).toBe(403);
    });

    it('sells the last subscription once when two buyers ask at the same moment', async () => {
      await keepFreeRows(t.db, seasonPass, 1);
      const other = await browserSession(t.app);
      const responses = await Promise.all([reserve(t.app, session, seasonPass), reserve(t.app, other, seasonPass)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(await freeRows(t.db, seasonPass)).toBe(0);
      const winner = responses.find((r) => r.statusCode === 200)!.json().value;
      const held = await t.db.query('SELECT 1 FROM subscription WHERE reservation_id = $1', [winner]);
      expect(held).toHaveLength(1);
      expect((await details(seasonPass)).numAvailable).toBe(0);
    });
  });
});

interface VerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/** A stand-in for Turnstile's siteverify: accepts the token `good`, and answers 500 to `broken`. */
async function startVerifier(): Promise<{ url: string; calls: VerifyCall[]; close(): Promise<void> }> {
  const calls: VerifyCall[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
      if (form.get('response') === 'broken') {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: form.get('response') === 'good', 'error-codes': [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the human challenge on the subscription reserve call', () => {
  let verifier: Awaited<ReturnType<typeof startVerifier>>;
  let t: TestApp;
  let session: Session;
  let cinemaCard: string;

  beforeAll(async () => {
    verifier = await startVerifier();
    t = await testApp({
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET_KEY: 'secret-key',
      TURNSTILE_VERIFY_URL: verifier.url,
    });
    session = await browserSession(t.app);
    cinemaCard = await descriptorIdOf(t.db, 'Riviera Cinema Card');
  });
  afterAll(async () => {
    await t.close();
    await verifier.close();
  });

  function expectChallenge(response: LightMyRequestResponse): void {
    expect(response.statusCode).toBe(403);
    expect(response.headers['alfio-verification-missing']).toBe('turnstile');
    expect(response.body).toBe('');
  }

  it('demands a token, before even looking the subscription up', async () => {
    expectChallenge(await reserve(t.app, session, cinemaCard));
    expectChallenge(await reserve(t.app, session, UNKNOWN_ID));
  });

  it('refuses a token Turnstile rejects, and one it cannot confirm', async () => {
    expectChallenge(await reserve(t.app, session, cinemaCard, { 'alfio-verification': 'bad' }));
    expectChallenge(await reserve(t.app, session, cinemaCard, { 'alfio-verification': 'broken' }));
  });

  it("reserves with a token Turnstile confirms, sending it with the secret and the visitor's address", async () => {
    verifier.calls.length = 0;
    const response = await reserve(t.app, session, cinemaCard, {
      'alfio-verification': 'good',
      'cf-connecting-ip': '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(verifier.calls).toEqual([{ secret: 'secret-key', response: 'good', remoteip: '203.0.113.7' }]);
  });

  it('leaves out the address when no proxy sent one', async () => {
    verifier.calls.length = 0;
    expect((await reserve(t.app, session, cinemaCard, { 'alfio-verification': 'good' })).statusCode).toBe(200);
    expect(verifier.calls[0]!.remoteip).toBeNull();
  });

  it("accepts Cloudflare's clearance cookie only when pre-clearance is enabled", async () => {
    const cookie = { cookie: 'cf_clearance=abc123' };
    expectChallenge(await reserve(t.app, session, cinemaCard, cookie));

    await t.db.query(
      "INSERT INTO configuration (scope, key, value) VALUES ('SYSTEM', 'CF_TURNSTILE_PRE_CLEARANCE', 'true')",
    );
    // Another process: system settings are cached for a few seconds per process.
    const other = await testApp(
      { TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret-key', TURNSTILE_VERIFY_URL: verifier.url },
      t.db,
    );
    try {
      expect((await reserve(other.app, session, cinemaCard, cookie)).statusCode).toBe(200);
      expectChallenge(await reserve(other.app, session, cinemaCard, { cookie: 'cf_clearance=' }));
    } finally {
      await other.close();
      await t.db.query("DELETE FROM configuration WHERE key = 'CF_TURNSTILE_PRE_CLEARANCE'");
    }
  });
});

describe('subscription holds on PostgreSQL with several server processes', () => {
  const { apps, pools } = twoProcessesOnPostgres();
  afterEach(() => expectTicketStockKept(pools[0]!));
  let session: Session;

  beforeAll(async () => {
    session = await browserSession(apps[0]!.app);
  });

  it('sells each subscription of a limited supply once, whatever the number of buyers', async () => {
    const db = pools[0]!;
    const seasonPass = await descriptorIdOf(db, 'Alpine Season Pass');
    await keepFreeRows(db, seasonPass, 3);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => reserve(apps[index % apps.length]!.app, session, seasonPass)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);

    const reservationIds = responses.filter((r) => r.statusCode === 200).map((r) => r.json().value as string);
    const held = await db.query<{ id: string; reservation_id: string }>(
      "SELECT id, reservation_id FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'PENDING'",
      [seasonPass],
    );
    expect(held.map((row) => row.reservation_id).sort()).toEqual([...reservationIds].sort());
    expect(new Set(held.map((row) => row.id)).size).toBe(3);
    expect(await freeRows(db, seasonPass)).toBe(0);
  });
});
