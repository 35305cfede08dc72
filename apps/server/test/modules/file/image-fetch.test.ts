import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedAddress } from '../../../src/modules/file/address-policy.ts';
import { testApp } from '../../helpers.ts';
import {
  fetchAndStoreImage,
  fetchImage,
  IMAGE_URL_MAX_BYTES,
  ImageFetchError,
  type ImageFetchFailure,
  type ImageFetchOptions,
} from '../../../src/modules/file/image-fetch.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 3×2 GIF. */
const GIF = Buffer.from('R0lGODlhAwACAIAAAP///wAAACwAAAAAAwACAAACAoRRADs=', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

let server: Server;
let origin: string;
let slowRequests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/event.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/event.gif') return response.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
    // A PNG its server calls text: the bytes decide.
    if (path === '/mislabelled') return response.writeHead(200, { 'content-type': 'text/plain' }).end(PNG);
    if (path === '/page.html')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('<html><body>not an image</body></html>');
    if (path === '/logo.svg') return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    if (path === '/missing.png') return response.writeHead(404).end();
    if (path === '/declared-big.png')
      return response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': String(IMAGE_URL_MAX_BYTES + 1) })
        .end();
    if (path === '/streamed-big.png') {
      // No length announced: the reader has to stop by itself.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(PNG);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 20 && response.write(chunk)) sent++;
        if (sent < 20) response.once('drain', more);
        else response.end();
      };
      more();
      return;
    }
    if (path === '/slow.png') {
      slowRequests++;
      return; // never answers
    }
    const redirect = /^\/redirect\?to=(.*)$/.exec(path);
    if (redirect) return response.writeHead(302, { location: decodeURIComponent(redirect[1]!) }).end();
    if (path === '/loop') return response.writeHead(301, { location: '/loop' }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local: ImageFetchOptions = { allowLoopback: true };

async function failure(url: string, options: ImageFetchOptions = local): Promise<ImageFetchFailure> {
  try {
    await fetchImage(url, options);
  } catch (error) {
    if (error instanceof ImageFetchError) return error.reason;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('an event image fetched from its URL', () => {
  it('is kept with the type its bytes show and its size in pixels', async () => {
    expect(await fetchImage(`${origin}/event.png`, local)).toMatchObject({
      contentType: 'image/png',
      width: 1,
      height: 1,
    });
    expect(await fetchImage(`${origin}/event.gif`, local)).toMatchObject({
      contentType: 'image/gif',
      width: 3,
      height: 2,
    });
    expect(await fetchImage(`${origin}/mislabelled`, local)).toMatchObject({ contentType: 'image/png' });
    // By name, resolved and checked where the connection is made.
    const byName = `http://localhost:${new URL(origin).port}/event.png`;
    expect(await fetchImage(byName, local)).toMatchObject({ contentType: 'image/png' });
  });

  it('is refused when its bytes are no PNG, JPEG, GIF or WebP image, SVG included, whatever the server calls it', async () => {
    expect(await failure(`${origin}/page.html`)).toBe('not-an-image');
    expect(await failure(`${origin}/logo.svg`)).toBe('not-an-image');
  });

  it('is refused beyond 200 kB, announced or not, without reading the rest', async () => {
    expect(await failure(`${origin}/declared-big.png`)).toBe('too-large');
    expect(await failure(`${origin}/streamed-big.png`)).toBe('too-large');
  });

  it('is refused when its server answers an error, or too late', async () => {
    expect(await failure(`${origin}/missing.png`)).toBe('not-found');
    const before = slowRequests;
    expect(await failure(`${origin}/slow.png`, { ...local, timeoutMs: 300 })).toBe('timeout');
    expect(slowRequests).toBe(before + 1);
  });

  it('follows a few redirects, not endless ones', async () => {
    const to = encodeURIComponent(`${origin}/event.png`);
    expect(await fetchImage(`${origin}/redirect?to=${to}`, local)).toMatchObject({ contentType: 'image/png' });
    expect(await failure(`${origin}/loop`)).toBe('too-many-redirects');
  });

  it('never reaches this machine or a private network, by address, by name or through a redirect', async () => {
    expect(await failure(`${origin}/event.png`, {})).toBe('refused-address');
    const port = new URL(origin).port;
    expect(await failure(`http://localhost:${port}/event.png`, {})).toBe('refused-address');
    expect(await failure(`http://[::ffff:127.0.0.1]:${port}/event.png`, {})).toBe('refused-address');
    // Loopback allowed for the test server; the cloud's metadata address and private networks still not.
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/a.png',
      'http://[fd00::1]/a.png',
    ])
      expect(await failure(`${origin}/redirect?to=${encodeURIComponent(target)}`), target).toBe('refused-address');
  });

  it('takes only http and https URLs without credentials', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.org/a.png',
      'not a url',
      `http://user:secret@example.org/a.png`,
    ])
      expect(await failure(url), url).toBe('invalid-url');
  });

  it('is stored among the files under its digest, once for the same content', async () => {
    const t = await testApp();
    try {
      const digest = await fetchAndStoreImage(t.db, `${origin}/event.png`, local);
      expect(await fetchAndStoreImage(t.db, `${origin}/mislabelled`, local)).toBe(digest);
      const served = await t.app.inject({ method: 'GET', url: `/file/${digest}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('the addresses a download may reach', () => {
  it('are the public ones', () => {
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])
      expect(isAllowedAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:192.168.0.1',
      '224.0.0.1',
    ])
      expect(isAllowedAddress(address), address).toBe(false);
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress('10.1.2.3', { allowLoopback: true })).toBe(false);
  });
});
