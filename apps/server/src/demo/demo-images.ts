import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 240;

/**
 * A card image for a demo event or subscription: a coloured background with the title's
 * initials. Made in code, so the demo ships no binary files; a few hundred bytes each.
 */
export function initialsSvg(title: string, background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) throw new Error(`not a colour: ${background}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${background}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" ` +
    `font-size="96" font-weight="700" fill="#ffffff">${initials(title)}</text></svg>`
  );
}

/** Up to three initials of the title's words, letters and digits only (nothing to escape). */
export function initials(title: string): string {
  return title
    .split(/[\s-]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((letter) => letter !== '')
    .slice(0, 3)
    .join('')
    .toUpperCase();
}

/** Stores the image in `file_blob` under its SHA-256 digest and returns the digest. */
export async function storeSvg(db: Queryable, svg: string): Promise<string> {
  const content = Buffer.from(svg, 'utf8');
  const digest = createHash('sha256').update(content).digest('hex');
  await db.query(
    `INSERT INTO file_blob (id, content_type, content, attributes) VALUES ($1, 'image/svg+xml', $2, $3::text::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [digest, content, JSON.stringify({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT })],
  );
  return digest;
}
