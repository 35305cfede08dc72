import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSession } from '../helpers.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';
import { expectTicketStockKept } from '../support/ticket-stock.ts';

const { apps, pools } = twoProcessesOnPostgres();

afterEach(() => expectTicketStockKept(pools[0]!));

describe('several server processes on one PostgreSQL behave as one', () => {
  it('migrate and load the demo data exactly once', async () => {
    const [organizations] = await pools[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM organization');
    expect(organizations!.n).toBe(3);
    const migrations = await pools[1]!.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name');
    const files = (await readdir(new URL('../../src/db/migrations/', import.meta.url))).filter((name) =>
      name.endsWith('.sql'),
    );
    expect(files.length).toBeGreaterThanOrEqual(3);
    // Each migration once, every one of them: two processes raced for it.
    expect(migrations.map((m) => m.name)).toEqual(files.sort());
  });

  it("accept each other's CSRF tokens, so a load balancer may send any request anywhere", async () => {
    const { sessionId, csrf } = await browserSession(apps[0]!.app);
    const response = await apps[1]!.app.inject({
      method: 'POST',
      url: '/api/v2/public/user/logout',
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answer the same info and bundles', async () => {
    const [one, two] = await Promise.all(apps.map((app) => app.app.inject({ method: 'GET', url: '/api/v2/info' })));
    expect(one!.json()).toEqual(two!.json());
    expect(one!.json().announcementBannerContentHTML).toContain('Demo shop');
  });
});
