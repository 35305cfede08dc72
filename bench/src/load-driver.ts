export interface LoadRun {
  latencies: number[];
  errors: number;
  elapsedMs: number;
}

/**
 * `concurrency` clients, each sending its next request as soon as the previous one is answered,
 * until `durationMs` have passed. `accept` reads each answer and says whether it counts as a
 * success; a request that throws is an error too.
 */
export async function drive(
  request: () => Promise<Response>,
  durationMs: number,
  concurrency: number,
  accept: (response: Response) => Promise<boolean> = async (response) => {
    await response.arrayBuffer();
    return response.ok;
  },
): Promise<LoadRun> {
  const run: LoadRun = { latencies: [], errors: 0, elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      let ok = false;
      try {
        ok = await accept(await request());
      } catch {
        ok = false;
      }
      run.latencies.push(performance.now() - sent);
      if (!ok) run.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  run.elapsedMs = performance.now() - started;
  return run;
}
