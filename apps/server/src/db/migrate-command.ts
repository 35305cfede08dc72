import type { Config } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

/** Given to the server's entry module, it applies the migrations and exits without serving. */
export const migrateFlag = '--migrate';

/**
 * Brings the configured database to the current schema and closes it, for deployments that
 * migrate once before starting (or replacing) the serving processes. Running it again applies
 * nothing; processes started meanwhile wait on the migrations' lock rather than race them.
 */
export async function migrateOnly(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void,
): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const applied = await migrate(db);
    const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
    log(
      applied.length === 0
        ? `${where} is up to date`
        : `${where}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} (${applied.join(', ')})`,
    );
    return applied;
  } finally {
    await db.close();
  }
}
