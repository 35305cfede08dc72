import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importsOf, resolved, staticallyReached } from '../support/import-graph.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const cardChunk = join(src, 'features/payment/components/stripe-card-details.tsx');

/** Every package a chunk's entry pulls in through static imports. */
function packagesOf(entry: string): Set<string> {
  const packages = new Set<string>();
  for (const file of staticallyReached(entry))
    for (const specifier of importsOf(file).static) if (!specifier.startsWith('.')) packages.add(specifier);
  return packages;
}

/** The first page's entry and every lazily imported module of the shop. */
function chunkEntries(): string[] {
  const entries = new Set([join(src, 'main.tsx')]);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const specifier of imports.dynamic) {
      const local = resolved(file, specifier);
      if (local) entries.add(local);
    }
    for (const specifier of [...imports.static, ...imports.dynamic]) {
      const local = resolved(file, specifier);
      if (local) visit(local);
    }
  };
  visit(join(src, 'main.tsx'));
  return [...entries];
}

const isStripe = (name: string) => name.startsWith('@stripe/');

describe('Stripe stays out of the shop until a card method is shown', () => {
  test('the card form is a chunk of its own, and the one that brings Stripe', () => {
    const entries = chunkEntries();
    expect(entries).toContain(cardChunk);
    expect([...packagesOf(cardChunk)].filter(isStripe).sort()).toEqual([
      '@stripe/react-stripe-js',
      '@stripe/stripe-js/pure',
    ]);
  });

  test('neither the first page nor the overview nor any other chunk imports Stripe', () => {
    const overview = join(src, 'app/routes/reservation-overview.tsx');
    const entries = chunkEntries().filter((entry) => entry !== cardChunk);
    expect(entries).toContain(join(src, 'main.tsx'));
    expect(entries).toContain(overview);
    for (const entry of entries) expect([...packagesOf(entry)].filter(isStripe), entry).toEqual([]);
  });
});
