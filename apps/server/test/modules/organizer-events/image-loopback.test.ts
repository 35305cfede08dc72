import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { adminApi, organizationWithKey, SYSTEM_KEY } from '../organizer/organizer-client.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let images: Server;
let imageOrigin: string;

beforeAll(async () => {
  images = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => images.close(resolve)));

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Creates an event whose poster this machine serves, on a server configured with `env`. */
async function createWithLocalPoster(env: Record<string, string>) {
  const t: TestApp = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, ...env });
  try {
    const organization = await organizationWithKey(t, 'Loopback Posters');
    return await adminApi(t, organization.key)('POST', '/api/v1/admin/event/create', {
      title: 'Poster night',
      slug: 'poster-night',
      description: [{ lang: 'en', body: 'Posters' }],
      location: { fullAddress: 'Lakeside 1, Lucerne' },
      timezone: 'Europe/Zurich',
      startDate: `${day(20)}T19:00:00`,
      endDate: `${day(20)}T22:00:00`,
      websiteUrl: 'https://posters.example.org',
      termsAndConditionsUrl: 'https://posters.example.org/terms',
      imageUrl: `${imageOrigin}/poster.png`,
      tickets: {
        max: 10,
        currency: 'CHF',
        paymentMethods: ['OFFLINE'],
        categories: [
          { name: 'Seat', price: 10, startSellingDate: `${day(0)}T00:00:00`, endSellingDate: `${day(20)}T18:00:00` },
        ],
      },
    });
  } finally {
    await t.close();
  }
}

describe('IMAGE_FETCH_ALLOW_LOOPBACK', () => {
  it('refuses an image served by this machine unless the installation allows loopback downloads', async () => {
    const refused = await createWithLocalPoster({});
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('imageUrl');

    const allowed = await createWithLocalPoster({ IMAGE_FETCH_ALLOW_LOOPBACK: 'true' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.body).toBe('poster-night');
  });
});
