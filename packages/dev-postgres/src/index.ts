import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster (Debian's server binaries) on a free loopback port, with
 * durability off, for what PGlite cannot give: several connections contending (the inventory
 * tests) and load figures about the server rather than the disk (the bench). PostgreSQL refuses
 * to run as root, so under root the cluster belongs to the `postgres` user.
 */
export interface PostgresCluster {
  /** Over TCP, as a database on another host is reached. */
  url: string;
  /** Runs SQL through psql and returns its unaligned, tuples-only output. */
  sql(statement: string): string;
  /** Runs one of the server's programs (pg_dump, pg_restore, psql) as the cluster's owner, without blocking; resolves to its output. */
  tool(command: string, args: string[]): Promise<string>;
  /** Shuts the server down (fast: sessions are ended, committed work is kept), as an operator's restart does. */
  pause(): void;
  /** Starts it again on the same port and files. */
  resume(): void;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const asRoot = process.getuid?.() === 0;
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  const run = (command: string, args: string[]) => {
    const [file, argv] = asOwner(command, args);
    return execFileSync(file, argv, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      '-w',
      'start',
    ]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    tool: (command, args) =>
      new Promise((resolve, reject) => {
        const [file, argv] = asOwner(command, args);
        execFile(file, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          error ? reject(new Error(`${command} failed: ${stderr}`)) : resolve(stdout),
        );
      }),
    pause: () => void run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']),
    resume: () => void start(),
    sql: (statement) =>
      run('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', statement]).trim(),
    async stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = join(base, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('A PostgreSQL server is needed. Install it as root: apt-get update && apt-get install -y postgresql');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
