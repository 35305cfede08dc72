import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('text PostgreSQL cannot store (a NUL character) is malformed input, never a 500', () => {
  it('in a query parameter: 400', async () => {
    for (const url of [
      '/api/v2/public/event/alpine-summit/ticket-categories?code=EARLY%00BIRD',
      '/api/v2/public/event/alpine-summit/validate-code?code=%00',
      '/api/v2/public/events?subscription=%00',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toBe('bad request');
    }
    expect((await get('/api/v2/public/event/alpine-summit/ticket-categories?code=EARLYBIRD')).statusCode).toBe(200);
  });

  it('in a path segment: 404, as for any resource that cannot exist', async () => {
    for (const url of [
      '/api/v2/public/event/alpine%00summit',
      '/api/v2/public/event/alpine-summit/code/%00',
      '/file/%00',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("where it reaches the database unchecked, the database's refusal answers 400", async () => {
    const response = await get('/event/alpine%00summit');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('bad request');
  });
});
