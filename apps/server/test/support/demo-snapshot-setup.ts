import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { loadDemoDataIfEmpty } from '../../src/demo/demo-data.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated database with the demo loaded, as `dumpDataDir` writes it. */
    demoSnapshot: string;
  }
}

/**
 * Migrates and loads the demo once per test run, instead of once per app: starting a copy of the
 * result takes a fraction of the time. Made afresh on every run, so the demo's dates, which follow
 * the clock, are never older than the run, and the schema is always the current migrations'.
 * Nothing a process makes for itself (secrets, sessions) is in it: those appear when an app starts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'server-test-demo-'));
  const file = join(dir, 'demo.tar');
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await loadDemoDataIfEmpty(db);
    if (!db.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    await writeFile(file, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('demoSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
