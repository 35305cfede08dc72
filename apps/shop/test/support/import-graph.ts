import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface Imports {
  /** Imports that end up in the importer's chunk; `import type` leaves nothing behind. */
  static: string[];
  /** `import('…')`: a chunk of its own. */
  dynamic: string[];
}

export function importsOf(file: string): Imports {
  const code = readFileSync(file, 'utf8');
  const statics = [...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)];
  const dynamics = [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return { static: statics.map((match) => match[1] ?? ''), dynamic: dynamics.map((match) => match[1] ?? '') };
}

export function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(from), specifier);
  return existsSync(path) ? path : null;
}

/** Every file of the shop that `entry` reaches through static imports: what lands in its chunk. */
export function staticallyReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file).static) {
      const local = resolved(file, specifier);
      if (local) visit(local);
    }
  };
  visit(entry);
  return seen;
}
