import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alfioServerPaths } from '@shop/contract/alfio-server-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, nginxBinary, nginxInstalled, replaceOnce, startNginx, type RunningNginx } from './nginx.ts';
import { shopPages } from './shop-pages.ts';

const shippedConfig = readFileSync(new URL('../alfio-front/nginx.conf', import.meta.url), 'utf8');
const shopIndex = '<!doctype html><title>shop</title>';

/** The shipped configuration with its listen port, the shop's root and alf.io's address replaced. */
function localConfig(config: string, values: { port: number; root: string; alfioPort: number }): string {
  let server = replaceOnce(config, 'listen 80;', `listen 127.0.0.1:${values.port};`);
  server = replaceOnce(server, 'root /srv/ticket-shop/dist;', `root ${values.root};`);
  return replaceOnce(server, 'server 127.0.0.1:8080;', `server 127.0.0.1:${values.alfioPort};`);
}

describe('nginx in front of alf.io (deploy/alfio-front/nginx.conf)', () => {
  let scratch: string;
  let alfio: Server;
  let nginx: RunningNginx | undefined;
  let base: string;

  beforeAll(async () => {
    expect(nginxInstalled(), `${nginxBinary} runs (apt-get install nginx)`).toBe(true);
    scratch = mkdtempSync(join(tmpdir(), 'nginx-alfio-'));
    const root = join(scratch, 'dist');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), shopIndex);
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'export {};');

    // Answers like alf.io for its own routes, saying what it received.
    alfio = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ side: 'alfio', method: request.method, url: request.url, host: request.headers.host }),
      );
    });
    await new Promise<void>((resolve) => alfio.listen(0, '127.0.0.1', resolve));
    const alfioPort = (alfio.address() as AddressInfo).port;

    const port = await freePort();
    nginx = await startNginx(scratch, localConfig(shippedConfig, { port, root, alfioPort }), port);
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => alfio?.close(resolve));
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('has one location for each of alf.io’s own routes, and no other', () => {
    const locations = [...shippedConfig.matchAll(/location ~ "([^"]+)"/g)].map((match) => match[1]);
    expect(locations).toEqual(alfioServerPaths.map((path) => path.pattern));
  });

  const alfioExamples = alfioServerPaths.flatMap((path) => path.examples);
  it.each(alfioExamples)('sends %s to alf.io unchanged', async (path) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ side: 'alfio', method: 'GET', url: path });
  });

  it('sends a sign-out (POST) to alf.io with the host the buyer used', async () => {
    // fetch() always sends the address it connects to as Host, so this request is written by hand.
    const body = await new Promise<string>((resolve, reject) => {
      const sent = request(`${base}/logout`, { method: 'POST', headers: { host: 'tickets.example.org' } }, (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve(text));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(JSON.parse(body)).toMatchObject({ side: 'alfio', method: 'POST', host: 'tickets.example.org' });
  });

  it.each(shopPages)('answers the shop’s page %s with the shop’s index.html', async (path) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(shopIndex);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the shop’s hashed files as immutable', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(await response.text()).toBe('export {};');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
