import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

// Lets memory tests collect garbage before they measure, without a flag on the test runner.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function heapAfterCollection(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

const listening = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * The heap the process keeps after the app answered `paths` over real HTTP on loopback (inject
 * keeps bookkeeping of its own per request, which would hide a leak). A warm-up of the same
 * routes runs first, so code compiled and caches filled once do not count.
 */
export async function heapKeptAfter(
  app: FastifyInstance,
  warmUp: readonly string[],
  paths: readonly string[],
): Promise<{ bytes: number; statuses: Set<number> }> {
  let origin = listening.get(app);
  if (!origin) {
    origin = app.listen({ port: 0, host: '127.0.0.1' });
    listening.set(app, origin);
  }
  const base = await origin;
  const statuses = new Set<number>();
  const fetchAll = async (list: readonly string[]) => {
    for (const path of list) {
      const response = await fetch(base + path);
      await response.arrayBuffer();
      statuses.add(response.status);
    }
  };
  await fetchAll(warmUp);
  const before = heapAfterCollection();
  await fetchAll(paths);
  return { bytes: heapAfterCollection() - before, statuses };
}
