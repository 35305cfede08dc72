import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { routeChunkPages } from '../../src/app/route-chunks.ts';
import { importsOf } from '../support/import-graph.ts';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/app');

describe('the pages the build writes beside each route chunk', () => {
  const lazilyLoaded = importsOf(join(app, 'lazy-routes.ts')).dynamic;
  const named = [...routeChunkPages().keys()];

  test('name modules the route table loads lazily, so a renamed route cannot silently lose its preload', () => {
    for (const module of named) {
      expect(lazilyLoaded, module).toContain(module);
      expect(existsSync(join(app, module)), module).toBe(true);
    }
  });

  test('leave out only the signed-in pages, whose code waits for the sign-in check', () => {
    expect(lazilyLoaded.filter((module) => !named.includes(module))).toEqual([
      './routes/my-orders.tsx',
      './routes/my-profile.tsx',
    ]);
  });
});
