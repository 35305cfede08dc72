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
