#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built shop, at
// the strongest settings, so a server process starting at an on-sale peak sends them as they are
// instead of compressing the shop on its first requests.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);
/** Smaller files gain nothing worth a second request path. */
const SMALLEST = 512;

let written = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.has(extname(entry.name))) continue;
  const path = join(entry.parentPath, entry.name);
  const raw = await readFile(path);
  if (raw.length < SMALLEST) continue;
  await writeFile(
    `${path}.br`,
    brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  await writeFile(`${path}.gz`, gzipSync(raw, { level: 9 }));
  written += 1;
}
console.log(`precompressed ${written} files of the shop (brotli and gzip)`);
