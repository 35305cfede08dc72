import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

it('a first start on an empty directory creates the embedded database, loads the demo and serves it from the files', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'embedded-first-start-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SHOP_DIST: join(dataDir, 'no-shop') });
    const first = await buildApp(config, { logger: false });
    const events = await first.app.inject({ method: 'GET', url: '/api/v2/public/events' });
    expect(events.statusCode).toBe(200);
    expect(events.json<unknown[]>().length).toBeGreaterThan(3);
    // Writes after the database was opened again land in the files too.
    await first.db.query(`UPDATE event SET display_name = 'Renamed' WHERE short_name = 'alpine-summit'`);
    await first.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const again = await buildApp(config, { logger: false });
    const [row] = await again.db.query<{ name: string }>(
      `SELECT display_name AS name FROM event WHERE short_name = 'alpine-summit'`,
    );
    expect(row?.name).toBe('Renamed');
    await again.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
