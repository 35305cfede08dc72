import { connect } from 'node:net';
import { endpoints, type Endpoint } from '@shop/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let session: { sessionId: string; csrf: string };
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  session = await browserSession(t.app);
});
afterAll(() => t.close());

/** Values a careless or hostile client sends: beyond 32 and 64 bits, broken escapes, far too long. */
const hostileValues = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e400',
  '%ff',
  '%E0%A4%A',
  '%',
  '%00',
  'a'.repeat(600),
];

function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The endpoint's path with every placeholder, query parameter and body field set to `value`. */
function hostileRequest(endpoint: Endpoint, value: string) {
  const path = endpoint.path.replace(/\{[^}]+\}/g, value);
  const query = keysOf((endpoint as { query?: z.ZodType }).query)
    .map((key) => `${key}=${value}`)
    .join('&');
  const body = Object.fromEntries(keysOf((endpoint as { body?: z.ZodType }).body).map((key) => [key, value]));
  return { url: query ? `${path}?${query}` : path, body };
}

describe('every endpoint of the contract, sent out-of-range numbers, broken encodings and over-long values', () => {
  const all = Object.values(endpoints) as Endpoint[];

  it.each(all.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 4xx in the contract’s shapes, never 5xx',
    async (_name, endpoint) => {
      for (const value of hostileValues) {
        const { url, body } = hostileRequest(endpoint, value);
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: {
            'x-auth-token': session.sessionId,
            'x-csrf-token': session.csrf,
            ...(endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(endpoint.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
        });
        const where = `${endpoint.method} ${url.slice(0, 120)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        // The framework's own error objects carry an FST_ code; alf.io's shapes never do.
        expect(response.body, where).not.toMatch(/"code":"FST_/);
        const documented = (endpoint.responses as Record<number, unknown>)[response.statusCode];
        if (response.statusCode >= 400 && documented === undefined) {
          expect(['', 'bad request'], where).toContain(response.body);
        }
      }
    },
  );
});

describe('requests the HTTP parser refuses', () => {
  it('answers headers beyond the limit with a bare 431 and closes', async () => {
    const origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname, () => {
        socket.write(`GET /api/v2/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Length: 0');
  });
});
