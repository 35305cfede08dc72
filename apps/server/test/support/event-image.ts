import { createHash } from 'node:crypto';
import type { TestApp } from '../helpers.ts';

/** A 1×1 PNG with an alpha channel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An SVG image, which PDFs cannot draw. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

/**
 * Gives the event this image (null: none) while `run` runs, stored as the back office stores an
 * organizer's upload, and gives it its own image back afterwards.
 */
export async function withEventImage<T>(
  t: TestApp,
  shortName: string,
  image: { contentType: string; content: Buffer } | null,
  run: () => Promise<T>,
): Promise<T> {
  const [before] = await t.db.query<{ id: string | null }>(
    'SELECT file_blob_id AS id FROM event WHERE short_name = $1',
    [shortName],
  );
  let id: string | null = null;
  if (image) {
    id = createHash('sha256').update(image.content).digest('hex');
    await t.db.query(
      `INSERT INTO file_blob (id, content_type, content, attributes) VALUES ($1, $2, $3, '{}')
       ON CONFLICT (id) DO NOTHING`,
      [id, image.contentType, image.content],
    );
  }
  await t.db.query('UPDATE event SET file_blob_id = $2 WHERE short_name = $1', [shortName, id]);
  try {
    return await run();
  } finally {
    await t.db.query('UPDATE event SET file_blob_id = $2 WHERE short_name = $1', [shortName, before?.id ?? null]);
  }
}
