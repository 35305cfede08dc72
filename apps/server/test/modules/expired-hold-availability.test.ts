import type { BasicEventInfo, EventDetails, ItemsByCategory, SubscriptionDetails } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, selection, shopPoster } from '../support/event-page.ts';
import { ALPINE_SUMMIT } from '../support/demo-fixtures.ts';

let t: TestApp;
let post: Awaited<ReturnType<typeof shopPoster>>;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  post = await shopPoster(t.app);
});
afterAll(() => t.close());

const getJson = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};
const expire = (...ids: string[]) =>
  t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = ANY($1::uuid[])", [ids]);

async function reserve(body: unknown): Promise<string> {
  const response = await post('/api/v2/public/event/alpine-summit/reserve-tickets?lang=en', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as string;
}

describe('tickets an expired hold still keeps are for sale on every page before the sweep releases them', () => {
  it('on the event page, the event and the event list', async () => {
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    // Left on sale: the Student category's own 3 tickets and 2 of the shared pool Standard draws from.
    await t.db.query(
      `DELETE FROM ticket WHERE id IN (SELECT t.id FROM ticket t JOIN event e ON e.id = t.event_id
       WHERE e.short_name = 'alpine-summit' AND t.category_id IS NULL AND t.status = 'FREE' ORDER BY t.id OFFSET 2)`,
    );
    const holds = [
      await reserve(selection({ [alpine.Student!]: 2 })),
      await reserve(selection({ [alpine.Student!]: 1 })),
      await reserve(selection({ [alpine.Standard!]: 2 })),
    ];

    const categories = async () => {
      const items = await getJson<ItemsByCategory>('/api/v2/public/event/alpine-summit/ticket-categories');
      return Object.fromEntries(items.ticketCategories.map((c) => [c.name, c]));
    };
    const listed = async () =>
      (await getJson<BasicEventInfo[]>('/api/v2/public/events')).find((e) => e.shortName === ALPINE_SUMMIT)!;
    const ticketsLeft = async () =>
      (await getJson<EventDetails>('/api/v2/public/event/alpine-summit')).availableTicketsCount;

    const held = await categories();
    expect(held.Student).toMatchObject({
      availableTickets: 0,
      soldOutOrLimitReached: true,
      containsPendingTickets: true,
    });
    expect(held.Standard).toMatchObject({
      maximumSaleableTickets: 0,
      soldOutOrLimitReached: true,
      containsPendingTickets: true,
    });
    expect((await listed()).availability).toEqual({ isSoldOut: true, ticketsLeft: 0 });
    expect(await ticketsLeft()).toBe(0);

    await expire(...holds);
    const lapsed = await categories();
    expect(lapsed.Student).toMatchObject({
      availableTickets: 3,
      maximumSaleableTickets: 2,
      soldOutOrLimitReached: false,
      containsPendingTickets: false,
    });
    expect(lapsed.Standard).toMatchObject({
      maximumSaleableTickets: 2,
      soldOutOrLimitReached: false,
      containsPendingTickets: false,
    });
    expect((await listed()).availability).toEqual({ isSoldOut: false, ticketsLeft: 5 });
    expect(await ticketsLeft()).toBe(5);

    await reserve(selection({ [alpine.Student!]: 2, [alpine.Standard!]: 2 }));
    expect((await categories()).Student).toMatchObject({ availableTickets: 1, containsPendingTickets: true });
  });

  it('on the subscription page, and the last subscription of an expired hold can be bought at once', async () => {
    const [pass] = await t.db.query<{ id: string }>(
      "SELECT id FROM subscription_descriptor WHERE title->>'en' = 'Alpine Season Pass'",
    );
    await t.db.query(
      "DELETE FROM subscription WHERE id IN (SELECT id FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE' ORDER BY id OFFSET 1)",
      [pass!.id],
    );
    const { sessionId, csrf } = await browserSession(t.app);
    const buy = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/subscription/${pass!.id}`,
        headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        payload: '{}',
      });
    const numAvailable = async () =>
      (await getJson<SubscriptionDetails>(`/api/v2/public/subscription/${pass!.id}`)).numAvailable;

    const first = await buy();
    expect(first.statusCode).toBe(200);
    expect(await numAvailable()).toBe(0);
    expect((await buy()).statusCode).toBe(422);

    await expire(first.json().value as string);
    expect(await numAvailable()).toBe(1);
    expect((await buy()).statusCode).toBe(200);
    expect(await numAvailable()).toBe(0);
  });
});
