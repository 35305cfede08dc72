import zlib from 'node:zlib';
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
