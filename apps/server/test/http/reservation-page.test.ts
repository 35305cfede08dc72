import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/http/session.ts';
import { preloaded, testApp, type TestApp } from '../helpers.ts';
import { ALPINE_SEASON_PASS, ALPINE_SUMMIT } from '../support/demo-fixtures.ts';
import { bookingClient, type BookingClient } from '../modules/reservation/booking-client.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

/** A page as the buyer's browser asks for it: with the session cookie the shop's API calls also use. */
const openPage = (url: string, sessionId = client.sessionId) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${sessionId}` } });

describe("a reservation step's page", () => {
  it('carries the reservation exactly as the API answers its buyer, on a page no cache keeps', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const api = await client.get(id);
    expect(api.statusCode).toBe(200);
    for (const step of ['book', 'overview']) {
      const page = await openPage(`/event/${ALPINE_SUMMIT}/reservation/${id}/${step}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(preloaded(page, 'preload-reservation', id)).toEqual(api.json());
    }
  });

  it("carries a subscription's reservation too", async () => {
    const [descriptor] = await t.db.query<{ id: string }>(
      "SELECT id FROM subscription_descriptor WHERE title->>'en' = $1",
      [ALPINE_SEASON_PASS],
    );
    const id = await client.reserveSubscription(descriptor!.id);
    const page = await openPage(`/subscription/${descriptor!.id}/reservation/${id}/book`);
    expect(preloaded(page, 'preload-reservation', id)).toEqual((await client.get(id)).json());
  });

  it('carries nothing for an unknown or malformed id, an unknown step, or another kind of page', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const pages = [
      `/event/${ALPINE_SUMMIT}/reservation/0b5c1b2e-1111-4d5e-9999-123456789abc/book`,
      `/event/${ALPINE_SUMMIT}/reservation/not-a-uuid/book`,
      `/event/${ALPINE_SUMMIT}/reservation/${id}/teleport`,
      `/event/${ALPINE_SUMMIT}`,
      `/event/${ALPINE_SUMMIT}/ticket/${id}/view`,
    ];
    for (const url of pages) {
      const page = await openPage(url);
      expect(page.statusCode, url).toBeLessThan(500);
      expect(page.body, url).toContain('id="preload-info"');
      expect(page.body, url).not.toContain('id="preload-reservation"');
    }
  });

  it('carries a reservation made while signed in only to its buyer, as the API refuses it to others', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const [user] = await t.db.query<{ id: number }>(
      "INSERT INTO app_user (username, type) VALUES ('page-owner@example.com', 'PUBLIC') RETURNING id",
    );
    await t.db.query('UPDATE reservation SET user_id = $2 WHERE id = $1', [id, user!.id]);
    const url = `/event/${ALPINE_SUMMIT}/reservation/${id}/book`;

    expect((await client.get(id)).statusCode).toBe(401);
    const refused = await openPage(url);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).not.toContain('id="preload-reservation"');

    await t.db.query('INSERT INTO user_session (id, user_id) VALUES ($1, $2)', [client.sessionId, user!.id]);
    expect(preloaded(await openPage(url), 'preload-reservation', id)).toMatchObject({ id, status: 'PENDING' });
    await t.db.query('DELETE FROM user_session WHERE id = $1', [client.sessionId]);
  });
});
