import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importsOf, resolved } from '../support/import-graph.ts';

const shop = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const admin = resolve(shop, '../admin');
const contractPackage = resolve(shop, '../../packages/contract');
const contract = join(contractPackage, 'src');
const contractExports = (
  JSON.parse(readFileSync(join(contractPackage, 'package.json'), 'utf8')) as { exports: Record<string, string> }
).exports;

/** The contract's file a specifier names, through the package's `exports` (a `*` pattern included). */
function workspaceFile(specifier: string): string | null {
  if (!specifier.startsWith('@shop/contract')) return null;
  const wanted = `.${specifier.slice('@shop/contract'.length)}`;
  for (const [key, target] of Object.entries(contractExports)) {
    if (key === wanted) return join(contractPackage, target);
    const [head, tail] = key.split('*');
    if (tail !== undefined && head && wanted.startsWith(head) && wanted.endsWith(tail)) {
      return join(contractPackage, target.replace('*', wanted.slice(head.length, wanted.length - tail.length)));
    }
  }
  return null;
}

/** Every file the shop's entries reach, through static and lazy imports, the contract's included. */
function reachedFromShop(entries: string[]): { files: Set<string>; specifiers: Set<string> } {
  const files = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const imports = importsOf(file);
    for (const specifier of [...imports.static, ...imports.dynamic]) {
      specifiers.add(specifier);
      const next = resolved(file, specifier) ?? workspaceFile(specifier);
      if (next) visit(next);
    }
  };
  for (const entry of entries) visit(entry);
  return { files, specifiers };
}

describe('the back office stays out of the shop', () => {
  test('no module the shop loads, first screen or later page or worker, is the back office’s or names it', () => {
    const entries = [join(shop, 'src/main.tsx'), join(shop, 'src/service-worker/worker.ts')];
    const { files, specifiers } = reachedFromShop(entries);
    // The walk went through the shop's pages and into the contract, so it saw what the shop loads.
    expect(files.size).toBeGreaterThan(100);
    expect([...files].some((file) => file.startsWith(contract + sep))).toBe(true);

    expect([...files].filter((file) => file.startsWith(admin + sep))).toEqual([]);
    expect([...specifiers].filter((specifier) => /(^@shop\/admin)|apps\/admin/.test(specifier))).toEqual([]);
  });

  test('the walk would notice: the back office’s own entry reaches its screens', () => {
    const { files } = reachedFromShop([join(admin, 'src/main.tsx')]);
    const screens = readdirSync(join(admin, 'src/features/session/components')).map((name) =>
      join(admin, 'src/features/session/components', name),
    );
    for (const screen of screens) expect(files).toContain(screen);
  });
});
