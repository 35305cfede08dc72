import { endpoints, buildPath } from '@shop/contract';
import { routes } from '@shop/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEndpoints } from '../../../src/modules/reservation/access/access-rule.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { bookingClient, type BookingClient } from './booking-client.ts';
import { ticketBuyer } from '../ticket/ticket-buyer.ts';
import { adminApi, SYSTEM_KEY } from '../organizer/organizer-client.ts';

const HOLDER = { firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com' };

let t: TestApp;
let owner: Awaited<ReturnType<typeof ticketBuyer>>;
let stranger: BookingClient;
let reservationId: string;
let ticketUuid: string;

beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', SYSTEM_API_KEY: SYSTEM_KEY });
  owner = await ticketBuyer(t);
  stranger = await bookingClient(t);
  const bought = await owner.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDER]);
  reservationId = bought.reservationId;
  ticketUuid = bought.tickets[0]!;
  // The order was made while signed in as this account, and the buyer's session still is.
  const [user] = await t.db.query<{ id: number }>(
    "INSERT INTO app_user (username, type) VALUES ('olive@example.com', 'PUBLIC') RETURNING id",
  );
  await t.db.query('UPDATE reservation SET user_id = $2 WHERE id = $1', [reservationId, user!.id]);
  await t.db.query('INSERT INTO user_session (id, user_id) VALUES ($1, $2)', [owner.sessionId, user!.id]);
});
afterAll(() => t.close());

/** Every buyer's endpoint whose path names a reservation or a ticket, from the contract's list. */
const guarded = Object.values(endpoints).filter(
  (endpoint) =>
    endpoint.key in routes && (endpoint.path.includes('{reservationId}') || endpoint.path.includes('{ticketUuid}')),
);

const pathOf = (path: string) =>
  buildPath(
    path as '/{x}',
    {
      eventName: ALPINE_SUMMIT,
      reservationId,
      ticketUuid,
      purchaseContextType: 'event',
      publicIdentifier: ALPINE_SUMMIT,
      method: 'CREDIT_CARD',
      checkInCode: 'x',
    } as never,
  );

describe('a reservation made while signed in answers only to its account, on every endpoint', () => {
  it('lists every endpoint left open to a link’s holder with its reason', () => {
    expect(guarded.length).toBeGreaterThan(20);
    for (const [key, reason] of Object.entries(publicEndpoints)) {
      expect(
        guarded.map((endpoint) => endpoint.key),
        key,
      ).toContain(key);
      expect(reason?.length, key).toBeGreaterThan(20);
    }
  });

  it.each(guarded.filter((endpoint) => !(endpoint.key in publicEndpoints)).map((endpoint) => [endpoint.key, endpoint]))(
    '%s: a stranger holding the ids is told nothing',
    async (_key, endpoint) => {
      const response = await stranger.send(
        endpoint.method as 'GET',
        pathOf(endpoint.path),
        endpoint.method === 'GET' ? undefined : {},
      );
      const declaresDenied = 401 in endpoint.responses;
      expect(
        [404, ...(declaresDenied ? [401] : [])],
        `${response.statusCode} ${response.body.slice(0, 200)}`,
      ).toContain(response.statusCode);
      if (response.statusCode === 401) expect(response.body).toBe('Access to this reservation has been denied');
      else expect(response.body).toBe('');
    },
  );

  it('after all of them, the order and its ticket are the owner’s as they were, and open to the owner', async () => {
    const status = await owner.status(reservationId);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'COMPLETE' });
    const ticket = await owner.send('GET', pathOf(endpoints.getFullTicket.path));
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json().tickets[0]).toMatchObject({ firstName: HOLDER.firstName, email: HOLDER.email });
    expect((await owner.send('GET', pathOf(endpoints.downloadReceipt.path))).statusCode).not.toBe(404);
  });

  it('the order’s bare address, as e-mails link it, leads a stranger to the not-found page and the owner to its page', async () => {
    const open = (sessionId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/event/${ALPINE_SUMMIT}/reservation/${reservationId}`,
        headers: { cookie: `ALFIO_SESSION=${sessionId}` },
      });
    expect((await open(stranger.sessionId)).headers.location).toBe(
      `/event/${ALPINE_SUMMIT}/reservation/${reservationId}/not-found`,
    );
    expect((await open(owner.sessionId)).headers.location).toBe(
      `/event/${ALPINE_SUMMIT}/reservation/${reservationId}/success`,
    );
  });

  it('an anonymous reservation keeps the bearer model: its ids are the secret', async () => {
    const buyer = await ticketBuyer(t);
    const bought = await buyer.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDER]);
    expect((await stranger.status(bought.reservationId)).statusCode).toBe(200);
    const ticket = await stranger.send(
      'GET',
      buildPath(endpoints.getTicket.path, { eventName: ALPINE_SUMMIT, ticketUuid: bought.tickets[0]! }),
    );
    expect(ticket.statusCode).toBe(200);
  });
});

describe("the organizer's endpoints follow the organization's key, not the buyer's account", () => {
  it("the event's organization reads the signed-in buyer's order with its key", async () => {
    const [event] = await t.db.query<{ organizationId: number }>(
      'SELECT organization_id AS "organizationId" FROM event WHERE short_name = $1',
      [ALPINE_SUMMIT],
    );
    const created = await adminApi(t, SYSTEM_KEY)(
      'PUT',
      `/api/v1/admin/system/organization/${event!.organizationId}/api-key`,
      { type: 'API_CLIENT' },
    );
    const organizer = adminApi(t, created.json<{ apiKey: string }>().apiKey);
    const detail = await organizer('GET', `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/${reservationId}`);
    expect(detail.statusCode, detail.body).toBe(200);
  });
});
