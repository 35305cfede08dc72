import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_DEVOPS_DAY } from '../../support/demo-fixtures.ts';
import { onSite } from '../payment/payment-client.ts';
import { redirectOf, setCategoryLinks, ticketClient, type TicketClient } from './ticket-client.ts';

let t: TestApp;
let client: TicketClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketClient(t);
});
afterAll(() => t.close());

const iso = (ms: number) => new Date(ms).toISOString();

async function onlineTicket(): Promise<{ uuid: string; code: string }> {
  const { tickets } = await client.paid(ALPINE_DEVOPS_DAY, { Livestream: 1 });
  const uuid = tickets[0]!.uuid;
  return { uuid, code: await client.checkInCode(ALPINE_DEVOPS_DAY, uuid) };
}

const checkedIn = async (uuid: string) =>
  (
    await t.db.query<{ status: string; checkedInAt: Date | null }>(
      'SELECT status, checked_in_at AS "checkedInAt" FROM ticket WHERE public_uuid = $1',
      [uuid],
    )
  )[0]!;

describe('online check-in info', () => {
  it('gives the opening and closing of the room, in the browser’s zone', async () => {
    const { uuid, code } = await onlineTicket();
    const response = await client.checkInInfo(ALPINE_DEVOPS_DAY, uuid, code, '?tz=America/New_York');
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json();
    const [event] = await t.db.query<{ start: Date; end: Date }>(
      'SELECT start_at AS start, end_at AS "end" FROM event WHERE short_name = $1',
      [ALPINE_DEVOPS_DAY],
    );
    const opens = event!.start.getTime() - 15 * 60_000;
    expect(info).toMatchObject({ timeZone: 'Europe/Zurich', sameDay: true });
    expect(info.datesWithOffset).toMatchObject({ startDateTime: opens, endDateTime: event!.end.getTime() });
    expect(info.datesWithOffset.startTimeZoneOffset).toBeLessThanOrEqual(-4 * 3600);
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
      hour12: false,
    }).format(opens);
    expect(info.formattedBeginTime.en).toContain(newYork.replace(/^0/, ''));
    expect(Object.keys(info.formattedBeginDate)).toEqual(['en', 'de']);
  });

  it('answers 404 to a wrong code or an unknown ticket, and 400 to an unknown zone', async () => {
    const { uuid, code } = await onlineTicket();
    const wrong = code.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await client.checkInInfo(ALPINE_DEVOPS_DAY, uuid, wrong)).statusCode).toBe(404);
    expect((await client.checkInInfo(ALPINE_DEVOPS_DAY, uuid, 'short')).statusCode).toBe(404);
    expect((await client.checkInInfo(ALPINE_DEVOPS_DAY, '00000000-0000-4000-8000-000000000000', code)).statusCode).toBe(
      404,
    );
    expect((await client.checkInInfo(ALPINE_DEVOPS_DAY, uuid, code, '?tz=Mars/Olympus')).statusCode).toBe(400);
    expect((await client.checkInInfo(ALPINE_DEVOPS_DAY, uuid, code.toUpperCase())).statusCode).toBe(200);
  });
});

describe('the online check-in link', () => {
  const link = (uuid: string, code: string, query = '') =>
    client.open(`/event/${ALPINE_DEVOPS_DAY}/ticket/${uuid}/check-in/${code}${query}`);

  it('before the room opens leads to the waiting room, in the language asked for, and checks nobody in', async () => {
    const { uuid, code } = await onlineTicket();
    expect(redirectOf(await link(uuid, code, '?lang=de'))).toBe(
      `/event/${ALPINE_DEVOPS_DAY}/ticket/${uuid}/check-in/${code}/waiting-room?lang=de`,
    );
    expect(await checkedIn(uuid)).toEqual({ status: 'ACQUIRED', checkedInAt: null });
  });

  it('while a call link is open checks the ticket in once and leads to the link on every visit', async () => {
    const { uuid, code } = await onlineTicket();
    const now = Date.now();
    await setCategoryLinks(t, ALPINE_DEVOPS_DAY, 'Livestream', [
      { link: 'https://stream.example/earlier', validFrom: iso(now - 7_200_000), validTo: iso(now - 3_600_000) },
      { link: 'https://stream.example/live', validFrom: iso(now - 600_000), validTo: iso(now + 3_600_000) },
    ]);
    try {
      expect(redirectOf(await link(uuid, code))).toBe('https://stream.example/live');
      const first = await checkedIn(uuid);
      expect(first.status).toBe('CHECKED_IN');
      expect(first.checkedInAt).not.toBeNull();

      expect(redirectOf(await link(uuid, code))).toBe('https://stream.example/live');
      expect(await checkedIn(uuid)).toEqual(first);
      const [audits] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE event_type = 'CHECK_IN' AND entity_id = (SELECT uuid::text FROM ticket WHERE public_uuid = $1)",
        [uuid],
      );
      expect(audits!.n).toBe(1);
    } finally {
      await setCategoryLinks(t, ALPINE_DEVOPS_DAY, 'Livestream', null);
    }
  });

  it('for a ticket of the venue, or one not assigned, leads to the ticket’s update page', async () => {
    const venue = await client.completed(ALPINE_DEVOPS_DAY, { 'On site': 1 }, {}, onSite);
    const uuid = venue.tickets[0]!.uuid;
    const code = await client.checkInCode(ALPINE_DEVOPS_DAY, uuid);
    expect(redirectOf(await link(uuid, code, '?lang=de'))).toBe(
      `/event/${ALPINE_DEVOPS_DAY}/ticket/${uuid}/update?lang=de`,
    );
    expect((await checkedIn(uuid)).status).toBe('ACQUIRED');

    const later = await client.paid(ALPINE_DEVOPS_DAY, { Livestream: 1 }, { postponeAssignment: true });
    const unassigned = later.tickets[0]!.uuid;
    const unassignedCode = await client.checkInCode(ALPINE_DEVOPS_DAY, unassigned);
    expect(redirectOf(await link(unassigned, unassignedCode))).toBe(
      `/event/${ALPINE_DEVOPS_DAY}/ticket/${unassigned}/update`,
    );
  });

  it('once the event is over leads home', async () => {
    const { uuid, code } = await onlineTicket();
    const [saved] = await t.db.query<{ start: Date; end: Date }>(
      'SELECT start_at AS start, end_at AS end FROM event WHERE short_name = $1',
      [ALPINE_DEVOPS_DAY],
    );
    await t.db.query(
      "UPDATE event SET start_at = now() - interval '3 hours', end_at = now() - interval '1 hour' WHERE short_name = $1",
      [ALPINE_DEVOPS_DAY],
    );
    try {
      expect(redirectOf(await link(uuid, code))).toBe('/');
    } finally {
      await t.db.query('UPDATE event SET start_at = $2, end_at = $3 WHERE short_name = $1', [
        ALPINE_DEVOPS_DAY,
        saved!.start,
        saved!.end,
      ]);
    }
  });

  it('with a wrong code or an unknown ticket leads home', async () => {
    const { uuid, code } = await onlineTicket();
    expect(redirectOf(await link(uuid, 'f'.repeat(64)))).toBe('/');
    expect(redirectOf(await link('00000000-0000-4000-8000-000000000000', code))).toBe('/');
    expect(redirectOf(await link('not-a-uuid', code))).toBe('/');
    expect((await checkedIn(uuid)).status).toBe('ACQUIRED');
  });
});
