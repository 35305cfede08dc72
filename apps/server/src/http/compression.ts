import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoize } from '../lib/memo.ts';

/** Answers up to this size are remembered compressed; larger ones are rarely the same twice. */
const REMEMBERED_BYTES = 16 * 1024;

/**
 * zlib for @fastify/compress, with the compressors of small buffered answers remembered by the
 * answer's text: at an on-sale peak thousands of buyers get byte for byte the same event, and
 * compressing it was a sixth of the server's work per request. A different answer is a
 * different key, so nothing stale is ever sent.
 */
export function rememberingZlib(): typeof zlib {
  return {
    ...zlib,
    brotliCompressSync: remembered(zlib.brotliCompressSync),
    gzipSync: remembered(zlib.gzipSync),
  };
}

function remembered<O, R>(compress: (payload: zlib.InputType, options?: O) => R) {
  let options: O | undefined;
  // Keyed by the answer's bytes, one character each.
  const byBytes = memoize((bytes) => compress(Buffer.from(bytes, 'latin1'), options), 100);
  return (payload: zlib.InputType, given?: O): R => {
    // The plugin passes the same options on every call.
    options = given;
    const buffer = typeof payload === 'string' ? Buffer.from(payload) : payload;
    return Buffer.isBuffer(buffer) && buffer.length <= REMEMBERED_BYTES
      ? byBytes(buffer.toString('latin1'))
      : compress(payload, given);
  };
}

/**
 * The served page compressed at once, in the encoding the browser prefers of brotli and gzip,
 * with the plugin's brotli quality; the plugin passes an encoded answer through. Done here rather
 * than streamed by the plugin so that its time shows in the page's Server-Timing, and without the
 * stream machinery, which cost more than the compression of a page this size.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const encoding = request.headers['x-no-compression'] === undefined ? preferredEncoding(request) : null;
  reply.header('Vary', 'Accept-Encoding');
  if (encoding === null) return html;
  const bytes = Buffer.from(html);
  reply.header('Content-Encoding', encoding);
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes);
}

/** The plugin's default, which trades little size for much time against brotli's own default of 11. */
const PAGE_BROTLI_QUALITY = 4;

/** brotli or gzip by the `Accept-Encoding` weights (brotli on a tie), null for neither. */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
