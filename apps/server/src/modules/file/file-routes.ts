import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { findBlob } from './file-repository.ts';

/** Blobs are addressed by the SHA-256 of their content, so a digest names one content forever. */
const DIGEST = /^[0-9a-f]{64}$/;
const SIX_MONTHS_SECONDS = 15_778_463;

/**
 * `GET /file/{digest}` (`endpoints.getFile` in the contract): event and subscription images. The ETag is the bare
 * digest, as alf.io sends it; a browser returning it quoted (`"…"`, `W/"…"`) still matches.
 */
export function fileRoutes(ctx: AppContext): void {
  bind(
    ctx.app,
    endpoints.getFile,
    async ({ params, request, reply }) => {
      const digest = params.digest;
      if (!DIGEST.test(digest)) return reply.code(404).send();
      const blob = await findBlob(ctx.db, digest);
      if (!blob) return reply.code(404).send();
      reply.headers({ ETag: digest, 'Cache-Control': `max-age=${SIX_MONTHS_SECONDS}` });
      if (matchesDigest(request.headers['if-none-match'], digest)) return reply.code(304).send();
      return reply.type(blob.contentType).send(Buffer.from(blob.content));
    },
    ctx.routeOptions,
  );
}

function matchesDigest(ifNoneMatch: string | undefined, digest: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1');
    return bare === digest || bare === '*';
  });
}
