import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { loadDemoDataIfEmpty, resetDemoData, summarize } from '../src/demo/demo-data.ts';
import { migrate } from '../src/db/migrate.ts';

const NOW = new Date('2031-03-14T09:30:00Z');
const FIELD_TYPES = [
  'input:text',
  'input:tel',
  'textarea',
  'vat:eu',
  'country',
  'select',
  'checkbox',
  'radio',
  'input:dateOfBirth',
];

let db: Database;
let firstMigration: string[];
let secondMigration: string[];
let firstLoad: boolean;
let secondLoad: boolean;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  firstMigration = await migrate(db);
  secondMigration = await migrate(db);
  firstLoad = await loadDemoDataIfEmpty(db, NOW);
  secondLoad = await loadDemoDataIfEmpty(db, NOW);
});
afterAll(() => db.close());

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) AS rows`, params);
  return row?.n ?? 0;
}

describe('migrations', () => {
  it('apply the schema once: a second run applies nothing', () => {
    expect(firstMigration).toContain('001_schema.sql');
    expect(secondMigration).toEqual([]);
  });

  it('keep enumerations to the contract values', async () => {
    await expect(
      db.query(
        `INSERT INTO event (organization_id, short_name, status, display_name, website_url, terms_url, time_zone, start_at,
           end_at, content_languages, capacity)
         SELECT id, 'bad-status', 'ARCHIVED', 'x', 'https://x.example', 'https://x.example', 'UTC', now(), now(), '{en}', 0
         FROM organization LIMIT 1`,
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('refuse a FREE ticket that belongs to a reservation', async () => {
    await expect(
      db.query(
        `UPDATE ticket SET status = 'FREE'
         WHERE id = (SELECT min(id) FROM ticket WHERE status = 'ACQUIRED')`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('demo data', () => {
  it('loads into an empty database only', () => {
    expect(firstLoad).toBe(true);
    expect(secondLoad).toBe(false);
  });

  it('has organizers, public events, hidden events and subscriptions', async () => {
    expect(await count('SELECT 1 FROM organization')).toBeGreaterThanOrEqual(3);
    expect(await count("SELECT 1 FROM event WHERE status = 'PUBLIC'")).toBeGreaterThan(4);
    expect(await count("SELECT 1 FROM event WHERE status = 'DRAFT'")).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT 1 FROM event WHERE status = 'DISABLED'")).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT 1 FROM subscription_descriptor')).toBeGreaterThanOrEqual(1);
  });

  it('lists only events that have not ended, relative to the chosen now', async () => {
    expect(await count("SELECT 1 FROM event WHERE status = 'PUBLIC' AND end_at <= $1", [NOW])).toBe(0);
  });

  it('has a sold-out event whose tickets all belong to completed reservations', async () => {
    const soldOut = await db.query<{ short_name: string }>(
      `SELECT e.short_name FROM event e
       WHERE e.status = 'PUBLIC'
         AND NOT EXISTS (SELECT 1 FROM ticket t WHERE t.event_id = e.id AND t.status = 'FREE')
         AND NOT EXISTS (SELECT 1 FROM ticket t JOIN reservation r ON r.id = t.reservation_id
                         WHERE t.event_id = e.id AND (t.status <> 'ACQUIRED' OR r.status <> 'COMPLETE'))`,
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
  });

  it('has a sold-out event with the waiting list open and a pre-sale event with pre-registration', async () => {
    const waiting = await db.query(
      `SELECT 1 FROM event e JOIN configuration c ON c.event_id = e.id
       WHERE c.key = 'ENABLE_WAITING_QUEUE' AND c.value = 'true'
         AND NOT EXISTS (SELECT 1 FROM ticket t WHERE t.event_id = e.id AND t.status = 'FREE')`,
    );
    const preSale = await db.query(
      `SELECT 1 FROM event e JOIN configuration c ON c.event_id = e.id
       WHERE c.key = 'ENABLE_PRE_REGISTRATION' AND c.value = 'true'
         AND (SELECT min(inception) FROM ticket_category tc WHERE tc.event_id = e.id) > $1`,
      [NOW],
    );
    expect(waiting).toHaveLength(1);
    expect(preSale).toHaveLength(1);
  });

  it('has online, hybrid and free events', async () => {
    expect(await count("SELECT 1 FROM event WHERE status = 'PUBLIC' AND format = 'ONLINE'")).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT 1 FROM event WHERE status = 'PUBLIC' AND format = 'HYBRID'")).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT 1 FROM event WHERE status = 'PUBLIC' AND currency IS NULL")).toBeGreaterThanOrEqual(1);
  });

  it('has access, discount (percentage and fixed) and dynamic codes', async () => {
    const codes = await db.query<{ type: string; discount_type: string }>('SELECT type, discount_type FROM promo_code');
    expect(codes).toContainEqual(expect.objectContaining({ type: 'ACCESS' }));
    expect(codes).toContainEqual({ type: 'DISCOUNT', discount_type: 'PERCENTAGE' });
    expect(codes).toContainEqual({ type: 'DISCOUNT', discount_type: 'FIXED_AMOUNT' });
    expect(codes).toContainEqual(expect.objectContaining({ type: 'DYNAMIC' }));
    expect(
      await count(
        "SELECT 1 FROM promo_code p JOIN ticket_category c ON c.id = p.hidden_category_id WHERE p.type = 'ACCESS' AND c.access_restricted",
      ),
    ).toBe(1);
  });

  it('has an attendee field of every type on one event', async () => {
    const rows = await db.query<{ types: string[] }>(
      "SELECT array_agg(DISTINCT type) AS types FROM additional_field WHERE context = 'ATTENDEE' GROUP BY event_id ORDER BY count(*) DESC LIMIT 1",
    );
    expect([...(rows[0]?.types ?? [])].sort()).toEqual([...FIELD_TYPES].sort());
    expect(await count("SELECT 1 FROM additional_field WHERE context = 'SUBSCRIPTION'")).toBeGreaterThanOrEqual(1);
  });

  it('has a mandatory supplement, an optional one and a free-amount donation', async () => {
    const services = await db.query<{ type: string; supplement_policy: string | null; fix_price: boolean }>(
      'SELECT type, supplement_policy, fix_price FROM additional_service',
    );
    expect(services).toContainEqual({
      type: 'SUPPLEMENT',
      supplement_policy: 'MANDATORY_ONE_FOR_TICKET',
      fix_price: true,
    });
    expect(services.some((s) => s.type === 'SUPPLEMENT' && s.supplement_policy?.startsWith('OPTIONAL_'))).toBe(true);
    expect(services).toContainEqual(expect.objectContaining({ type: 'DONATION', fix_price: false }));
  });

  it('has one ticket row per saleable ticket: capacity rows per event, max_tickets rows per bounded category', async () => {
    expect(
      await count('SELECT 1 FROM event e WHERE e.capacity <> (SELECT count(*) FROM ticket t WHERE t.event_id = e.id)'),
    ).toBe(0);
    expect(
      await count(
        'SELECT 1 FROM ticket_category c WHERE c.bounded AND c.max_tickets <> (SELECT count(*) FROM ticket t WHERE t.category_id = c.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT 1 FROM ticket t JOIN ticket_category c ON c.id = t.category_id WHERE NOT c.bounded AND t.status = 'FREE'",
      ),
    ).toBe(0);
  });

  it('prices every completed order as the sum of its tickets and items', async () => {
    const mismatches = await count(
      `SELECT 1 FROM reservation r
       WHERE r.event_id IS NOT NULL AND r.final_price_cents <>
         (SELECT coalesce(sum(final_price_cents), 0) FROM ticket WHERE reservation_id = r.id)
         + (SELECT coalesce(sum(final_price_cents), 0) FROM additional_service_item WHERE reservation_id = r.id)`,
    );
    expect(mismatches).toBe(0);
  });

  it('stores each image under the SHA-256 of its content', async () => {
    const blobs = await db.query<{ id: string; content: Uint8Array; content_type: string }>(
      'SELECT id, content, content_type FROM file_blob',
    );
    expect(blobs.length).toBeGreaterThan(0);
    for (const blob of blobs) {
      expect(createHash('sha256').update(blob.content).digest('hex')).toBe(blob.id);
      expect(blob.content_type).toBe('image/svg+xml');
      expect(blob.content.length).toBeLessThan(1024);
    }
    expect(await count('SELECT 1 FROM event WHERE file_blob_id IS NULL')).toBe(0);
    expect(await count('SELECT 1 FROM subscription_descriptor WHERE file_blob_id IS NULL')).toBe(0);
  });

  it('offers bank transfer with the organizer bank account, on-site, a custom offline method and the test gateway', async () => {
    const proxies = await db.query<{ proxy: string }>(
      'SELECT DISTINCT unnest(allowed_payment_proxies) AS proxy FROM event',
    );
    expect(proxies.map((p) => p.proxy).sort()).toEqual(['CUSTOM_OFFLINE', 'OFFLINE', 'ON_SITE', 'TEST_GATEWAY']);
    expect(
      await count(
        `SELECT 1 FROM event e JOIN configuration c ON c.organization_id = e.organization_id AND c.key = 'BANK_ACCOUNT_NR'
         WHERE 'OFFLINE' = ANY (e.allowed_payment_proxies)`,
      ),
    ).toBeGreaterThan(0);
    expect(await count('SELECT 1 FROM event_custom_payment_method')).toBeGreaterThan(0);
  });

  it('points no event at an analytics property, so no page of the demo loads a tracker', async () => {
    expect(await count("SELECT 1 FROM configuration WHERE key = 'GOOGLE_ANALYTICS_KEY'")).toBe(0);
  });

  it('sets the reservation timeout to 25 minutes', async () => {
    const [row] = await db.query<{ value: string }>(
      "SELECT value FROM configuration WHERE scope = 'SYSTEM' AND key = 'RESERVATION_TIMEOUT'",
    );
    expect(row?.value).toBe('25');
  });

  it('is restored by a reset after changes', async () => {
    const before = await summarize(db);
    await db.query("UPDATE ticket SET status = 'CANCELLED' WHERE status = 'FREE'");
    await db.query("DELETE FROM promo_code WHERE type = 'DYNAMIC'");
    await db.query(
      "INSERT INTO organization (slug, name, email) VALUES ('someone-else', 'Someone else', 'x@example.com')",
    );

    const after = await resetDemoData(db, NOW);

    expect(after).toEqual(before);
    expect(await count("SELECT 1 FROM promo_code WHERE type = 'DYNAMIC'")).toBe(1);
    expect(await count("SELECT 1 FROM ticket WHERE status = 'CANCELLED'")).toBe(0);
    expect(await count("SELECT 1 FROM organization WHERE slug = 'someone-else'")).toBe(0);
    expect(await count('SELECT 1 FROM schema_migration')).toBe(firstMigration.length);
  });
});

describe('demo loading in several processes at once', () => {
  // Loading the demo twice at once takes half a minute on two busy cores; this guards a hang only.
  it('loads the demo once', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(other);
      const loads = await Promise.all([loadDemoDataIfEmpty(other, NOW), loadDemoDataIfEmpty(other, NOW)]);
      expect(loads.filter(Boolean)).toHaveLength(1);
      expect(await other.query('SELECT 1 FROM organization')).toHaveLength(3);
    } finally {
      await other.close();
    }
  }, 120_000);
});
