import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** This checkout's built shop, which every server the bench starts serves, whatever its sources. */
const shopDist = fileURLToPath(new URL('../../apps/shop/dist/', import.meta.url));

/**
 * The server's sources the bench runs: this checkout's, or those of another commit
 * (`BENCH_SERVER_SOURCE=<dir>/apps/server/src` after `git archive <commit> apps/server | tar -x -C <dir>`
 * inside this checkout, so that its packages resolve), to measure a change in one machine's run.
 */
export const serverSource = process.env.BENCH_SERVER_SOURCE ?? 'apps/server/src';

/**
 * Sources of a server to compare against, given the same way (`BENCH_BASELINE_SERVER_SOURCE`):
 * the sections that support it measure both servers in one run, interleaved, and report the
 * ratio. Both serve this checkout's built shop.
 */
export const baselineServerSource = process.env.BENCH_BASELINE_SERVER_SOURCE;

/** The server `npm run build` compiled, without the TypeScript loader sources run with. */
export const compiledServer = 'apps/server/dist';

/**
 * The real server on a fresh embedded database, as a newcomer would start it; `env` adds to its
 * environment (`DATABASE_URL`), `source` runs other sources than `serverSource`, or the compiled
 * server as production runs it when it is `compiledServer`.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  source = serverSource,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  // One data folder per server, so that two can run side by side.
  const dataDir = `.cache/bench-data-${process.pid}-${port}`;
  await rm(dataDir, { recursive: true, force: true });
  const entry = source === compiledServer ? [`${source}/main.js`] : ['--import', 'tsx', `${source}/main.ts`];
  const child: ChildProcess = spawn(process.execPath, entry, {
    env: {
      SHOP_DIST: shopDist,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
