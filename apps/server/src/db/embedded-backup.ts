import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

/** Given to the server's entry module with a backup file, it fills an empty DATA_DIR from it and exits. */
export const restoreFlag = '--restore-embedded-backup';

/**
 * Writes a copy of the embedded database into `dir` while the server keeps serving, and returns
 * the file's path. The copy is taken between two statements, so it holds what a power cut at that
 * moment would leave: every committed transaction, and none half (PostgreSQL's recovery discards
 * what was not committed when the copy is opened).
 */
export async function writeEmbeddedBackup(db: Database, dir: string, now = new Date()): Promise<string> {
  if (!db.dumpDataDir) throw new Error('only the embedded database is backed up by the server; use pg_dump');
  const tarball = await db.dumpDataDir();
  await mkdir(dir, { recursive: true });
  const file = join(dir, `shop-${now.toISOString().replace(/[:.]/g, '-')}.tar`);
  // Written aside and renamed, so a file under its final name is always a whole copy.
  await writeFile(`${file}.partial`, Buffer.from(await tarball.arrayBuffer()));
  await rename(`${file}.partial`, file);
  return file;
}

/** Opens a backup from `writeEmbeddedBackup` as the embedded database in `dataDir`, which must be empty. */
export async function restoreEmbeddedBackup(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new ConfigError(`${dataDir} is not empty: restore into a new directory, then point DATA_DIR at it`);
  }
  const db = await openDatabase({ dataDir, snapshot: new Blob([await readFile(file)]) });
  await db.close();
}
