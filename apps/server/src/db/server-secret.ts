import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/** A secret every server process shares, created by whichever process asks first. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [name]);
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}
