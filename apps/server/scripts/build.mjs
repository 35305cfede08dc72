#!/usr/bin/env node
// Compiles the server to one JavaScript module, apps/server/dist/main.js, so production runs plain
// Node without a TypeScript loader. Our own workspace packages (the contract) are compiled in; every
// other package stays a dependency loaded from node_modules, as it ships. The migrations travel
// beside the module, where the migration runner looks for them.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const { dependencies } = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const ownPackages = Object.keys(dependencies).filter((name) => name.startsWith('@shop/'));
// The dependencies of our own packages (oidc-provider of the demo identity provider) stay outside too.
const dependenciesOfOwn = await Promise.all(
  ownPackages.map(async (name) => {
    const manifest = JSON.parse(await readFile(new URL(`../../node_modules/${name}/package.json`, root), 'utf8'));
    return Object.keys(manifest.dependencies ?? {}).filter((dependency) => !dependency.startsWith('@shop/'));
  }),
);
const external = [
  ...Object.keys(dependencies).filter((name) => !name.startsWith('@shop/')),
  ...dependenciesOfOwn.flat(),
];

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/main.ts', root).pathname],
  outfile: new URL('main.js', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Packages and their subpaths (e.g. `pg`, `@electric-sql/pglite/…`) load from node_modules.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
console.log('server compiled to apps/server/dist/main.js');
