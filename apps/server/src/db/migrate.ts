import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsUrl = new URL('./migrations/', import.meta.url);
const migrationsDir = fileURLToPath(migrationsUrl);

/** Any fixed number: every process asks for the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 4_242_001;

/**
 * The migration files among `names` (`NNN_name.sql`), in the order they apply. Two files with one
 * number are refused: their order would rest on their names alone, and a database that applied
 * one of them on another branch would never get the other's place right.
 */
export function orderedMigrations(names: readonly string[]): string[] {
  const files = names.filter((name) => /^\d{3}_.+\.sql$/.test(name)).sort();
  const byNumber = new Map<string, string[]>();
  for (const file of files) byNumber.set(file.slice(0, 3), [...(byNumber.get(file.slice(0, 3)) ?? []), file]);
  const shared = [...byNumber.values()].filter((same) => same.length > 1);
  if (shared.length > 0) {
    throw new Error(`Migrations share a number: ${shared.map((same) => same.join(' and ')).join('; ')}`);
  }
  return files;
}

/** The migrations this server ships, in the order they apply. */
export async function shippedMigrations(): Promise<string[]> {
  return orderedMigrations(await readdir(migrationsDir));
}

/**
 * Applies `migrations/NNN_name.sql` in order, each once, each in its own transaction. Several
 * processes starting together on one PostgreSQL serialize on an advisory lock.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = await shippedMigrations();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(new URL(file, migrationsUrl), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/**
 * Splits on semicolons at line ends, outside function bodies (quoted between `$$`). Migrations
 * keep to that format: no semicolon ending a line inside a comment or a string, and no `$$` but
 * around a body.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((piece, index) => {
    if (index % 2 === 1) {
      current += `$$${piece}$$`;
      return;
    }
    const [head = '', ...rest] = piece.split(/;\s*$/m);
    current += head;
    for (const part of rest) {
      statements.push(current);
      current = part;
    }
  });
  statements.push(current);
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter((s) => s.length > 0);
}
