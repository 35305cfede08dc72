import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * Debian's nginx started on a shipped configuration, for the deploy tests and the bench's run of
 * the production topology. Nothing here depends on the test runner, so the bench can use it.
 */

// Debian's nginx, which scripts/system-deps.sh installs: without it the tests fail, they never skip.
export const nginxBinary = '/usr/sbin/nginx';

export function nginxInstalled(): boolean {
  return spawnSync(nginxBinary, ['-v']).status === 0;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Replaces the one occurrence of `from`; a shipped file that no longer has exactly one is an error. */
export function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`nginx.conf has ${count} times "${from}", expected once`);
  return text.replace(from, to);
}

/** A self-signed certificate for 127.0.0.1 in `dir`: the files and the certificate's text. */
export function selfSignedCertificate(dir: string): { certFile: string; keyFile: string; cert: string } {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8') };
}

/**
 * deploy/production/nginx.conf with its ports, paths and certificate replaced, its upstream
 * holding the given process ports (one to three) and nothing else changed.
 */
export function productionServerBlock(
  shipped: string,
  values: { httpPort: number; httpsPort: number; certFile: string; keyFile: string; root: string; upstreams: number[] },
): string {
  let server = replaceOnce(shipped, 'listen 80;', `listen 127.0.0.1:${values.httpPort};`);
  server = replaceOnce(server, 'listen 443 ssl http2;', `listen 127.0.0.1:${values.httpsPort} ssl http2;`);
  server = replaceOnce(server, '/etc/ssl/certs/tickets.example.org.pem', values.certFile);
  server = replaceOnce(server, '/etc/ssl/private/tickets.example.org.key', values.keyFile);
  server = replaceOnce(server, 'root /srv/ticket-shop/apps/shop/dist;', `root ${values.root};`);
  for (const index of [0, 1, 2]) {
    const port = values.upstreams[index];
    const line = new RegExp(`\\n *server 127\\.0\\.0\\.1:${8081 + index} [^\\n]*;`);
    if (!line.test(server)) throw new Error(`nginx.conf has no upstream server 127.0.0.1:${8081 + index}`);
    server = port
      ? replaceOnce(server, `server 127.0.0.1:${8081 + index} `, `server 127.0.0.1:${port} `)
      : server.replace(line, '');
  }
  return server;
}

export interface RunningNginx {
  /** nginx's error log so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * nginx running `server` (one or more server blocks) inside a minimal http block, its files in
 * `scratch`, as the current user; resolves once `port` accepts connections. Without `workers` it
 * is one process (no master: nothing to chase); with `workers` a master and that many workers,
 * as Debian runs it (`auto`: one per core).
 */
export async function startNginx(
  scratch: string,
  server: string,
  port: number,
  options: { workers?: number | 'auto' } = {},
): Promise<RunningNginx> {
  const temp = (name: string) => `${name}_temp_path ${join(scratch, name)};`;
  const config = join(scratch, 'nginx.conf');
  writeFileSync(
    config,
    [
      `pid ${join(scratch, 'nginx.pid')};`,
      ...(options.workers ? [`worker_processes ${options.workers};`] : []),
      'events { worker_connections 1024; }',
      'http {',
      'access_log off;',
      'types { text/html html; text/javascript js; }',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      server,
      '}',
    ].join('\n'),
  );
  const errorLog = join(scratch, 'error.log');
  const log = () => readFileSync(errorLog, 'utf8');
  const globals = options.workers ? 'daemon off;' : 'daemon off; master_process off;';
  const nginx = spawn(nginxBinary, ['-p', scratch, '-c', config, '-e', errorLog, '-g', globals], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`nginx exited (${code}): ${log()}`));
    nginx.once('exit', onExit);
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        nginx.off('exit', onExit);
        resolve();
      });
      socket.once('error', () => setImmediate(attempt));
    };
    attempt();
  });
  return {
    log,
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
