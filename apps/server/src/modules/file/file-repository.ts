import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

export interface StoredBlob {
  contentType: string;
  content: Uint8Array;
}

export async function findBlob(db: Queryable, digest: string): Promise<StoredBlob | undefined> {
  const [row] = await db.query<StoredBlob>(
    'SELECT content_type AS "contentType", content FROM file_blob WHERE id = $1',
    [digest],
  );
  return row;
}

/** Stores a blob under the SHA-256 of its content (the same content is stored once) and answers the digest. */
export async function insertBlob(
  db: Queryable,
  blob: StoredBlob & { attributes: Record<string, number> },
): Promise<string> {
  const digest = createHash('sha256').update(blob.content).digest('hex');
  await db.query(
    `INSERT INTO file_blob (id, content_type, content, attributes) VALUES ($1, $2, $3, $4::text::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [digest, blob.contentType, Buffer.from(blob.content), JSON.stringify(blob.attributes)],
  );
  return digest;
}
