import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { loadDemoDataIfEmpty } from './demo-data.ts';
import { migrate } from '../db/migrate.ts';

/** Given to the server's own entry module, it creates the embedded database and exits. */
export const createDatabaseFlag = '--create-embedded-database';

/** The embedded database's directory holds no database yet (its first start). */
export function isNewEmbeddedDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): boolean {
  return (
    !config.databaseUrl && !config.dataDir.startsWith('memory://') && !existsSync(join(config.dataDir, 'PG_VERSION'))
  );
}

/** Creates, migrates and (when configured) fills the embedded database, then closes it. */
export async function createEmbeddedDatabase(config: Pick<Config, 'dataDir' | 'loadDemoData'>): Promise<void> {
  const db = await openDatabase({ dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrate(db);
    if (config.loadDemoData) await loadDemoDataIfEmpty(db);
  } finally {
    await db.close();
  }
}

/**
 * Creating the database and loading the demo leave the process that did it with about 90 MB of
 * native heap it never returns. A short-lived copy of this process does that work instead, so a
 * first start holds what a restart holds.
 */
export async function createEmbeddedDatabaseApart(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error('the server was started without an entry module');
  const child = spawn(process.execPath, [...process.execArgv, entry, createDatabaseFlag], {
    env: process.env,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database failed (exit code ${code})`);
}
