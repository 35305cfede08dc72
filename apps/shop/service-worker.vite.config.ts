import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The offline-ticket worker, built after the shop as one classic script at the root of `dist/`
 * (a worker's scope cannot reach above its own folder). It learns from the shop's build manifest
 * the hashed files a ticket page loads, and takes a digest of them as its cache's version.
 */
const dist = new URL('./dist/', import.meta.url);

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  /** The pages a chunk draws, written by the shop's build (`src/app/route-chunks.ts`). */
  pages?: string[];
}

function ticketShell(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const ticketRoute = Object.keys(manifest).find((key) => manifest[key]?.pages?.includes('ticketView'));
  if (!ticketRoute) throw new Error("the shop's build manifest names no chunk for the ticket page");
  visit(ticketRoute);
  // In front of a real alf.io, whose texts lack the shop's own, these come as a chunk per language;
  // the shell keeps the English one, the texts of every language without its own.
  const messages = Object.keys(manifest).find((key) => key.endsWith('/shop-messages/en.ts'));
  if (messages) visit(messages);
  return [...files].sort();
}

const shell = ticketShell();
const build = createHash('sha256')
  .update(readFileSync(new URL('index.html', dist)))
  .update(shell.join('\n'));

export default defineConfig({
  define: {
    __SHOP_BUILD__: JSON.stringify(build.digest('base64url').slice(0, 16)),
    __TICKET_SHELL__: JSON.stringify(shell),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/service-worker/worker.ts',
      formats: ['iife'],
      name: 'offlineTickets',
      fileName: () => 'service-worker.js',
    },
  },
});
