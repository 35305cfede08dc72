import purgeCss from '@fullhuman/postcss-purgecss';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { routeChunkPages } from './src/app/route-chunks.ts';
// By path: Vite bundles a config's relative imports, while Node would load the package's TypeScript.
import { alfioServerPaths } from '../../packages/contract/src/alfio-server-paths.ts';

// During `npm run dev` the API and the routes alf.io answers itself live elsewhere: our server on
// :8080, or a real alf.io (ALFIO_URL). Vite reads a proxy key that starts with `^` as a pattern.
const apiTarget = process.env.ALFIO_URL ?? 'http://localhost:8080';

/**
 * Bootstrap's rules that no markup of the shop can carry, left out of the built styles (about a
 * tenth of the first screen's CSS): class names are read from the sources, so the ones built at run
 * time are kept by prefix. Organizers' HTML may use the element names the sanitiser allows, which
 * the sources list; their own classes belong in their own CSS. Variables and keyframes all stay.
 */
const unusedBootstrapRules = purgeCss({
  content: ['index.html', 'src/**/*.{ts,tsx}'].map((glob) => `${import.meta.dirname}/${glob}`),
  safelist: { standard: [/^shop-/, /^(alert|btn|bg|text-bg|badge)-/] },
});

/**
 * Writes into the build manifest, beside each lazily loaded route module, the pages it draws
 * (`src/app/route-chunks.ts`): the server reads there which chunks to preload for a page. A listed
 * module the build lacks stops the build, so a renamed route cannot silently lose its preload.
 */
function routePagesInManifest(): Plugin {
  return {
    name: 'route-pages-in-manifest',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const file = join(dir ?? 'dist', '.vite', 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, { file: string; pages?: string[] }>;
      // A module put into a named group of `codeSplitting` has no key of its own: its chunk's file says.
      const fileOf = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) fileOf.set(id, output.fileName);
      }
      for (const [module, pages] of routeChunkPages()) {
        const path = `src/app/${module.replace(/^\.\//, '')}`;
        const chunkFile = fileOf.get(join(import.meta.dirname, path));
        const chunk = manifest[path] ?? Object.values(manifest).find((entry) => entry.file === chunkFile);
        if (!chunk) this.error(`the build has no chunk for ${module}, listed in src/app/route-chunks.ts`);
        chunk.pages = [...(chunk.pages ?? []), ...pages];
      }
      await writeFile(file, JSON.stringify(manifest, null, 2));
    },
  };
}

const helpersHost = 'virtual:bundler-helpers-host';

/**
 * Makes the entry's file carry the bundler's runtime helpers (here the namespace objects of the
 * screens that share a lazily loaded file). The bundler puts them into a file that needs them
 * itself, and otherwise into a file of their own: one request more on the home page and on the
 * booking step. React, written as CommonJS, needed them in the entry; Preact does not, so the
 * entry keeps the namespace of an empty module (a few bytes) where the bundler cannot drop it.
 */
function runtimeHelpersInEntry(): Plugin {
  return {
    name: 'runtime-helpers-in-entry',
    apply: 'build',
    resolveId: (id) => (id === helpersHost ? `\0${helpersHost}` : null),
    load: (id) => (id === `\0${helpersHost}` ? 'export {};' : null),
    transform(code, id) {
      if (id !== join(import.meta.dirname, 'src', 'main.tsx')) return null;
      // Held where the bundler cannot prove it unused, as an export of the entry would be dropped.
      const hold = `import * as host from '${helpersHost}';\nglobalThis[Symbol.for('${helpersHost}')] = host;\n`;
      return { code: `${code}\n${hold}`, map: null };
    },
  };
}

/**
 * In the tests, the testing library and the router in their ES module builds, whose imports of
 * React meet the aliases to Preact (their CommonJS builds would load React itself).
 */
const testAliases = [
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js')),
  },
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')).replace(/\.js$/, '.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), routePagesInManifest(), runtimeHelpersInEntry()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    // The manifest tells the offline-ticket worker's build which files a ticket page loads.
    manifest: true,
    // Every browser the shop targets knows `modulepreload`; one that did not would only fetch later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry's own file. Left alone, the
        // bundler gives each module the entry shares with a lazy chunk a small file of its own: six
        // requests for the first screen, and about 2.6 kB more gzip than one file.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The later pages' styles stay apart from the groups below, which the ticket and poll
            // pages importing them would otherwise load whole.
            { name: 'later-steps', test: /later-steps\.scss$/ },
            // The booking step in two files instead of about twenty, each with what it imports:
            // the frame every step draws first (scope, layout, stepper, countdown), then the form
            // with its rules. A later page sharing a piece loads that file, as the buyer's next
            // steps do anyway.
            // The catalogue's pages in one file with what they import: on its own, each piece
            // (cards, footer, image, organizer) was a request of a few hundred bytes, and the home
            // page's seventh and eighth requests waited for a free connection before the first paint.
            { name: 'catalogue', test: /src[\\/]app[\\/]routes[\\/](home|event-list|subscription-list)\.tsx$/ },
            {
              name: 'reservation-step',
              test: /src[\\/]app[\\/](guards[\\/]reservation-scope|routes[\\/]reservation-book)\.tsx$/,
            },
            {
              name: 'booking-form',
              test: /src[\\/]features[\\/]reservation[\\/]booking[\\/]components[\\/]booking-form\.tsx$/,
            },
          ],
        },
      },
    },
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      ...(process.env.VITEST ? testAliases : []),
    ],
  },
  css: {
    postcss: { plugins: command === 'build' ? [unusedBootstrapRules] : [] },
    // Bootstrap 5.3 is written for `@import` and Sass's global functions; the warnings are theirs.
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      alfioServerPaths.map(({ pattern }) => [pattern, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  test: {
    name: 'shop',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Libraries that import React go through the aliases above in the tests too, in their ES module builds.
    server: {
      deps: {
        inline: [
          /@testing-library\//,
          /@tanstack\//,
          /react-router/,
          /react-hook-form/,
          /@hookform\//,
          /@stripe\/react-stripe-js/,
        ],
      },
    },
    testTimeout: 30_000,
  },
}));
