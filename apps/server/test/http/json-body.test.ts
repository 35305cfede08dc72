import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, selection } from '../support/event-page.ts';
import { ALPINE_SUMMIT } from '../support/demo-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function shopCall(method: 'POST' | 'DELETE', url: string, payload: string) {
  const { sessionId, csrf } = await browserSession(t.app);
  const headers = { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  return {
    response: await t.app.inject({ method, url, headers, payload }),
    again: (nextMethod: 'POST' | 'DELETE', nextUrl: string, nextPayload: string) =>
      t.app.inject({ method: nextMethod, url: nextUrl, headers, payload: nextPayload }),
  };
}

describe('a JSON content type with an empty body', () => {
  it('is accepted on a POST that needs no body', async () => {
    const { response } = await shopCall('POST', '/api/v2/public/user/logout', '');
    expect(response.statusCode).toBe(200);
  });

  it('is accepted on a DELETE: the reservation is no longer held', async () => {
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    const { response: reserved, again } = await shopCall(
      'POST',
      '/api/v2/public/event/alpine-summit/reserve-tickets?lang=en',
      JSON.stringify(selection({ [alpine.Standard!]: 1 })),
    );
    expect(reserved.statusCode).toBe(200);
    const reservationId = String(reserved.json().value);

    const cancelled = await again('DELETE', `/api/v2/public/reservation/${reservationId}`, '');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toBe(true);
    const pending = await t.db.query("SELECT id FROM reservation WHERE id = $1 AND status = 'PENDING'", [
      reservationId,
    ]);
    expect(pending).toEqual([]);
  });

  it('still refuses text that is not JSON with 400', async () => {
    for (const payload of [' ', '{"oops":']) {
      const { response } = await shopCall('POST', '/api/v2/public/user/logout', payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('bad request');
    }
  });
});
