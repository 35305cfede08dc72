/**
 * PostgreSQL's text cannot hold U+0000, so a request carrying one anywhere (a value or a map key)
 * is refused before a handler could try to store or look it up. The walk keeps its own stack and
 * links each step to its parent, since JSON.parse accepts nesting deeper than recursion or
 * copied paths could follow.
 */
export function pathsWithNul(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(pathOf(step));
    } else if (current !== null && typeof current === 'object') {
      const entries = Array.isArray(current)
        ? current.map((item, index) => [index, item] as const)
        : Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        const child = { value: item, key, parent: step };
        if (typeof key === 'string' && key.includes('\u0000')) found.push(pathOf(child));
        else pending.push(child);
      }
    }
  }
  return found;
}

interface Step {
  value: unknown;
  key: PropertyKey | null;
  parent: Step | null;
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Step | null = step; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}
