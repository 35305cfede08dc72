import { createDecipheriv, createHash, pbkdf2Sync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_DEVOPS_DAY, ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { bankTransfer, expectConfirmed, onSite, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import {
  adminApi,
  auditEntries,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationWithKey,
  SYSTEM_KEY,
  organizationOfEvent,
} from '../organizer/organizer-client.ts';
import { scannedTickets, ticketPath, type ScannedTicket } from './check-in-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let admin: string;
let operator: string;
let organizationId: number;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  admin = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

/** A paid order of `count` summit tickets (a bank transfer the organizer confirmed). */
async function paidTickets(count = 2): Promise<ScannedTicket[]> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: count });
  expectConfirmed(await buyer.confirm(id, bankTransfer));
  const confirmed = await adminApi(t, admin)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return scannedTickets(t.db, id);
}

/** An order of `count` summit tickets to be paid at the door. */
async function onSiteTickets(count = 1): Promise<ScannedTicket[]> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: count });
  expectConfirmed(await buyer.confirm(id, onSite));
  return scannedTickets(t.db, id);
}

const scan = (key: string, ticket: ScannedTicket, event = ALPINE_SUMMIT) =>
  adminApi(t, key)('POST', ticketPath(event, ticket.identifier), { code: ticket.code });
const lookUp = (key: string, ticket: ScannedTicket) =>
  adminApi(t, key)('GET', `${ticketPath(ALPINE_SUMMIT, ticket.identifier)}?qrCode=${encodeURIComponent(ticket.code)}`);
const statusOf = (response: { json: () => { result: { status: string } } }) => response.json().result.status;

async function statistics(key = operator) {
  const response = await adminApi(t, key)('GET', `/admin/api/check-in/event/${ALPINE_SUMMIT}/statistics`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    totalAttendees: number;
    checkedIn: number;
    lastUpdate: number;
    categories: { name: string; checkedIn: number; totalAttendees: number }[];
  }>();
}

describe('scanning a ticket at the door', () => {
  it('looks up, checks in once, then answers already checked in', async () => {
    const [ticket] = await paidTickets(1);
    const before = await statistics();

    const ready = await lookUp(operator, ticket!);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(statusOf(ready)).toBe('OK_READY_TO_BE_CHECKED_IN');
    expect(ready.json().ticket).toMatchObject({ uuid: ticket!.identifier, categoryName: 'Standard', checkedIn: false });

    const first = await scan(operator, ticket!);
    expect(first.statusCode, first.body).toBe(200);
    expect(statusOf(first)).toBe('SUCCESS');
    expect(first.json().ticket).toMatchObject({ checkedIn: true, status: 'CHECKED_IN' });

    const status = await adminApi(t, operator)('GET', ticketPath(ALPINE_SUMMIT, ticket!.identifier, 'status'));
    expect(status.json()).toMatchObject({ ticketUuid: ticket!.identifier, checkInStatus: 'ALREADY_CHECK_IN' });

    const second = await scan(operator, ticket!);
    expect(statusOf(second)).toBe('ALREADY_CHECK_IN');
    expect(second.json().ticket.checkedInAt).toEqual(first.json().ticket.checkedInAt);
    expect(statusOf(await lookUp(operator, ticket!))).toBe('ALREADY_CHECK_IN');

    const after = await statistics();
    expect(after.checkedIn).toBe(before.checkedIn + 1);
    expect(after.totalAttendees).toBe(before.totalAttendees);
    expect(after.lastUpdate).toBeGreaterThan(0);
    const standard = (stats: typeof after) => stats.categories.find((category) => category.name === 'Standard')!;
    expect(standard(after).checkedIn).toBe(standard(before).checkedIn + 1);
    const audit = await auditEntries(t.db, organizationId);
    expect(audit.filter((entry) => entry.action === 'CHECK_IN' && entry.entityId === ticket!.identifier)).toHaveLength(
      1,
    );
  });

  it('tells a second gate when and by which gate the ticket was checked in', async () => {
    const [ticket] = await paidTickets(1);
    const first = await adminApi(t, operator)(
      'POST',
      `${ticketPath(ALPINE_SUMMIT, ticket!.identifier)}?offlineUser=North%20gate`,
      {
        code: ticket!.code,
      },
    );
    expect(first.json().ticket).toMatchObject({ checkedInBy: 'North gate' });
    const second = await scan(operator, ticket!);
    expect(statusOf(second)).toBe('ALREADY_CHECK_IN');
    expect(second.json().ticket).toMatchObject({
      checkedInBy: 'North gate',
      checkedInAt: first.json().ticket.checkedInAt,
    });
  });

  it('lists the organization’s coming events for a gate to pick', async () => {
    const response = await adminApi(t, operator)('GET', '/admin/api/events');
    expect(response.statusCode, response.body).toBe(200);
    const events = response.json<{ key: string; name: string }[]>();
    expect(events.map((event) => event.key)).toContain(ALPINE_SUMMIT);
    expect((await adminApi(t, null)('GET', '/admin/api/events')).statusCode).toBe(401);
  });

  it('refuses a code that is not the ticket’s, an unknown ticket and a scan without code', async () => {
    const [ticket] = await paidTickets(1);
    const forged = await adminApi(t, operator)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier), {
      code: `${ticket!.identifier}/forged`,
    });
    expect(statusOf(forged)).toBe('INVALID_TICKET_CODE');
    expect(forged.json().ticket).toBeNull();

    const unknown = await adminApi(t, operator)(
      'POST',
      ticketPath(ALPINE_SUMMIT, '00000000-0000-4000-8000-000000000000'),
      {
        code: '00000000-0000-4000-8000-000000000000/x',
      },
    );
    expect(statusOf(unknown)).toBe('TICKET_NOT_FOUND');
    const junk = await adminApi(t, operator)('POST', ticketPath(ALPINE_SUMMIT, 'not-a-ticket'), { code: 'x' });
    expect(statusOf(junk)).toBe('TICKET_NOT_FOUND');

    const empty = await adminApi(t, operator)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier), {});
    expect(statusOf(empty)).toBe('EMPTY_TICKET_CODE');
    expect(statusOf(await lookUp(operator, ticket!))).toBe('OK_READY_TO_BE_CHECKED_IN');
  });

  it('says the ticket is for another event of the organization', async () => {
    const [other] = await t.db.query<{ shortName: string }>(
      'SELECT short_name AS "shortName" FROM event WHERE organization_id = $1 AND short_name <> $2 LIMIT 1',
      [organizationId, ALPINE_SUMMIT],
    );
    expect(other).toBeDefined();
    const [ticket] = await paidTickets(1);
    const answer = await scan(operator, ticket!, other!.shortName);
    expect(answer.statusCode).toBe(200);
    expect(statusOf(answer)).toBe('EVENT_NOT_FOUND');
    expect(statusOf(await lookUp(operator, ticket!))).toBe('OK_READY_TO_BE_CHECKED_IN');
    const status = (event: string) => adminApi(t, operator)('GET', ticketPath(event, ticket!.identifier, 'status'));
    expect((await status(other!.shortName)).statusCode).toBe(404);
    expect((await status(ALPINE_SUMMIT)).json()).toMatchObject({ checkInStatus: 'OK_READY_TO_BE_CHECKED_IN' });
  });

  it('does not know a ticket the organizer took out of its order', async () => {
    const [ticket, kept] = await paidTickets(2);
    const [row] = await t.db.query<{ publicUuid: string }>(
      'SELECT public_uuid::text AS "publicUuid" FROM ticket WHERE id = $1',
      [ticket!.id],
    );
    const deleted = await adminApi(t, admin)(
      'DELETE',
      `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/delete-ticket/${row!.publicUuid}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(statusOf(await scan(operator, ticket!))).toBe('TICKET_NOT_FOUND');
    expect(statusOf(await scan(operator, kept!))).toBe('SUCCESS');
  });

  it('refuses a ticket whose order is not paid yet', async () => {
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const [ticket] = await scannedTickets(t.db, id);
    const answer = await scan(operator, ticket!);
    expect(statusOf(answer)).toBe('INVALID_TICKET_STATE');
  });
});

describe('paying at the door', () => {
  it('asks for the payment, then checks in once the organizer’s staff confirm it', async () => {
    const [ticket] = await onSiteTickets(1);
    const due = await scan(operator, ticket!);
    expect(due.json().result).toMatchObject({ status: 'MUST_PAY', dueAmount: expect.any(Number), currency: 'CHF' });
    expect(due.json().result.dueAmount).toBeGreaterThan(0);
    expect(
      await adminApi(t, operator)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier, 'manual-check-in')).then((r) =>
        r.json(),
      ),
    ).toBe(false);

    const confirm = (key: string) =>
      adminApi(t, key)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier, 'confirm-on-site-payment'), {
        code: ticket!.code,
      });
    expect((await confirm(operator)).statusCode).toBe(403);
    expect(statusOf(await scan(operator, ticket!))).toBe('MUST_PAY');

    await t.db.query(
      "INSERT INTO configuration (scope, organization_id, key, value) VALUES ('ORGANIZATION', $1, 'CHECK_IN_STAFF_CONFIRMS_ON_SITE_PAYMENT', 'true')",
      [organizationId],
    );
    try {
      const paid = await confirm(operator);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(statusOf(paid)).toBe('SUCCESS');
      expect(statusOf(await confirm(operator))).toBe('ALREADY_CHECK_IN');
    } finally {
      await t.db.query("DELETE FROM configuration WHERE key = 'CHECK_IN_STAFF_CONFIRMS_ON_SITE_PAYMENT'");
    }
    const actions = (await auditEntries(t.db, organizationId))
      .filter((entry) => entry.entityId === ticket!.identifier)
      .map((entry) => entry.action);
    expect(actions).toEqual(['ON_SITE_PAYMENT_CONFIRMED', 'CHECK_IN']);
  });

  it('lets the organizer’s administrators confirm a payment', async () => {
    const [ticket] = await onSiteTickets(1);
    const paid = await adminApi(t, admin)(
      'POST',
      ticketPath(ALPINE_SUMMIT, ticket!.identifier, 'confirm-on-site-payment'),
      {
        code: ticket!.code,
      },
    );
    expect(statusOf(paid)).toBe('SUCCESS');
  });
});

describe('manual check-in and its revert', () => {
  it('checks in without the code, and an administrator reverts it, both in the audit log', async () => {
    const [ticket] = await paidTickets(1);
    const manual = (key: string) =>
      adminApi(t, key)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier, 'manual-check-in'));
    const revert = (key: string) =>
      adminApi(t, key)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier, 'revert-check-in'));

    expect((await manual(operator)).json()).toBe(true);
    expect((await manual(operator)).json()).toBe(false);
    expect(statusOf(await lookUp(operator, ticket!))).toBe('ALREADY_CHECK_IN');

    expect((await revert(operator)).statusCode).toBe(403);
    const reverted = await revert(admin);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toBe(true);
    expect((await revert(admin)).json()).toBe(false);
    expect(statusOf(await lookUp(operator, ticket!))).toBe('OK_READY_TO_BE_CHECKED_IN');

    const entries = (await auditEntries(t.db, organizationId)).filter((entry) => entry.entityId === ticket!.identifier);
    expect(entries.map((entry) => entry.action)).toEqual(['MANUAL_CHECK_IN', 'REVERT_CHECK_IN']);
    expect(entries[1]).toMatchObject({ before: { status: 'CHECKED_IN' }, after: { status: 'ACQUIRED' } });
    expect(entries[0]!.actor).not.toBe(entries[1]!.actor);
  });

  it('keeps a payment taken at the door when the check-in is reverted', async () => {
    const [ticket] = await onSiteTickets(1);
    const path = (action: string) => ticketPath(ALPINE_SUMMIT, ticket!.identifier, action);
    expect((await adminApi(t, admin)('POST', path('manual-check-in'))).json()).toBe(true);
    expect((await adminApi(t, admin)('POST', path('revert-check-in'))).json()).toBe(true);
    expect(statusOf(await scan(operator, ticket!))).toBe('SUCCESS');
  });
});

describe('who may scan', () => {
  it('answers 401 without a key, 403 to a sponsor, 404 for another organization’s event', async () => {
    const [ticket] = await paidTickets(1);
    const anonymous = await adminApi(t, null)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier), {
      code: ticket!.code,
    });
    expect(anonymous.statusCode).toBe(401);
    const sponsor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SPONSOR');
    expect((await scan(sponsor, ticket!)).statusCode).toBe(403);
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    expect((await lookUp(supervisor, ticket!)).statusCode).toBe(200);

    const stranger = await organizationWithKey(t, 'Another Door', 'OPERATOR');
    const foreign = await scan(stranger.key, ticket!);
    expect(foreign.statusCode).toBe(404);
    expect((await lookUp(stranger.key, ticket!)).statusCode).toBe(404);
    expect(
      (await adminApi(t, stranger.key)('GET', `/admin/api/check-in/event/${ALPINE_SUMMIT}/statistics`)).statusCode,
    ).toBe(404);
    expect((await scan(operator, ticket!, 'no-such-event')).statusCode).toBe(404);
    expect(statusOf(await lookUp(operator, ticket!))).toBe('OK_READY_TO_BE_CHECKED_IN');
  });

  it('answers malformed requests 400, never 500', async () => {
    const [ticket] = await paidTickets(1);
    const api = adminApi(t, operator);
    const path = ticketPath(ALPINE_SUMMIT, ticket!.identifier);
    const answers = await Promise.all([
      api('POST', path, { code: 5 }),
      api('POST', path, undefined, '{"code":'),
      api('POST', path, undefined, '[1,2]'),
      api('POST', `/admin/api/check-in/${ALPINE_SUMMIT}/offline`, []),
      api(
        'POST',
        `/admin/api/check-in/${ALPINE_SUMMIT}/offline`,
        Array.from({ length: 201 }, (_, i) => i + 1),
      ),
      api('POST', `/admin/api/check-in/${ALPINE_SUMMIT}/offline`, { ids: [1] }),
      api('POST', `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk`, { identifier: 'x' }),
      api('POST', `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk`, [{ code: 'x' }]),
      api('GET', `/admin/api/check-in/event/${ALPINE_SUMMIT}/statistics?categoryId=abc`),
      api('GET', `/admin/api/check-in/${ALPINE_SUMMIT}/offline-identifiers?changedSince=yesterday`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(answers.length).fill(400));
    expect(statusOf(await lookUp(operator, ticket!))).toBe('OK_READY_TO_BE_CHECKED_IN');
  });
});

/** Reads an entry of the offline list as the scan app does, with the ticket's scanned code. */
function decrypt(code: string, entry: string): Record<string, string> {
  const [iv, data] = entry.split('|') as [string, string];
  const key = pbkdf2Sync(code, Buffer.from(code, 'utf8'), 1000, 32, 'sha1');
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv, 'base64url'));
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8'),
  );
}

describe('checking in offline', () => {
  it('downloads the tickets, readable only with their codes', async () => {
    const tickets = await paidTickets(2);
    const api = adminApi(t, operator);
    const ids = await api('GET', `/admin/api/check-in/${ALPINE_SUMMIT}/offline-identifiers`);
    expect(ids.statusCode, ids.body).toBe(200);
    expect(ids.json()).toEqual(expect.arrayContaining(tickets.map((ticket) => ticket.id)));
    const time = Number(ids.headers['alfio-time']);
    expect(time).toBeGreaterThan(0);
    const later = await api(
      'GET',
      `/admin/api/check-in/${ALPINE_SUMMIT}/offline-identifiers?changedSince=${time + 5000}`,
    );
    expect(later.json()).toEqual([]);

    const data = await api(
      'POST',
      `/admin/api/check-in/${ALPINE_SUMMIT}/offline`,
      tickets.map((ticket) => ticket.id),
    );
    expect(data.statusCode, data.body).toBe(200);
    const entries = data.json<Record<string, string>>();
    expect(Object.keys(entries)).toHaveLength(2);
    for (const ticket of tickets) {
      const hmac = ticket.code.slice(ticket.code.indexOf('/') + 1);
      const entry = entries[createHash('sha256').update(hmac).digest('hex')];
      expect(entry).toBeDefined();
      expect(decrypt(ticket.code, entry!)).toMatchObject({
        uuid: ticket.identifier,
        status: 'ACQUIRED',
        category: 'Standard',
      });
      expect(() => decrypt(tickets.find((other) => other !== ticket)!.code, entry!)).toThrow();
    }
  });

  it('uploads offline check-ins: the first check-in of a ticket stands, a later one is reported', async () => {
    const [early, fresh, unpaid] = [...(await paidTickets(2)), ...(await onSiteTickets(1))];
    expect(statusOf(await scan(operator, early!))).toBe('SUCCESS');
    const upload = (items: unknown, query = '') =>
      adminApi(t, operator)(
        'POST',
        `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk?offlineUser=gate-2${query}`,
        items,
      );
    const first = await upload([
      { identifier: early!.identifier, code: early!.code },
      { identifier: fresh!.identifier, code: fresh!.code },
      { identifier: fresh!.identifier, code: fresh!.code },
      { identifier: unpaid!.identifier, code: unpaid!.code },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json<Record<string, { result: { status: string } }>>();
    expect(Object.fromEntries(Object.entries(results).map(([id, answer]) => [id, answer.result.status]))).toEqual({
      [early!.identifier]: 'ALREADY_CHECK_IN',
      [fresh!.identifier]: 'SUCCESS',
      [unpaid!.identifier]: 'MUST_PAY',
    });

    const otherDevice = await upload([{ identifier: fresh!.identifier, code: fresh!.code }]);
    expect(otherDevice.json()[fresh!.identifier].result.status).toBe('ALREADY_CHECK_IN');
    // A check-in operator may not take a payment, whatever the upload asks.
    const forced = await upload(
      [{ identifier: unpaid!.identifier, code: unpaid!.code }],
      '&forceCheckInPaymentOnSite=true',
    );
    expect(forced.json()[unpaid!.identifier].result.status).toBe('MUST_PAY');

    const paidByAdministrator = await adminApi(t, admin)(
      'POST',
      `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk?forceCheckInPaymentOnSite=true`,
      [{ identifier: unpaid!.identifier, code: unpaid!.code }],
    );
    expect(paidByAdministrator.json()[unpaid!.identifier].result.status).toBe('SUCCESS');

    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.entityId === fresh!.identifier && row.action === 'CHECK_IN',
    );
    expect(entry?.after).toMatchObject({ offlineUser: 'gate-2' });
  });
  it('uploads check-ins of every outcome at once, each answered and each success audited once', async () => {
    const [early, fresh, forged, twoSpellings, codeless] = await paidTickets(5);
    const [due, paidAtDesk] = await onSiteTickets(2);
    const elsewhereOrder = await buyer.book(ALPINE_DEVOPS_DAY, { 'On site': 1 });
    expectConfirmed(await buyer.confirm(elsewhereOrder, onSite));
    const [elsewhere] = await scannedTickets(t.db, elsewhereOrder);
    const unpaidOrder = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(unpaidOrder, bankTransfer));
    const [unpaid] = await scannedTickets(t.db, unpaidOrder);
    const cancelledOrder = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(cancelledOrder, onSite));
    const [cancelled] = await scannedTickets(t.db, cancelledOrder);
    const cancel = await adminApi(t, admin)(
      'POST',
      `/admin/api/reservation/event/${ALPINE_SUMMIT}/${cancelledOrder}/cancel?refund=false`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(statusOf(await scan(operator, early!))).toBe('SUCCESS');
    const unknown = '00000000-0000-4000-8000-000000000000';

    const uploaded = await adminApi(t, operator)(
      'POST',
      `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk?offlineUser=gate-3`,
      [
        { identifier: fresh!.identifier, code: fresh!.code },
        { identifier: fresh!.identifier, code: fresh!.code },
        { identifier: early!.identifier, code: early!.code },
        { identifier: elsewhere!.identifier, code: elsewhere!.code },
        { identifier: unpaid!.identifier, code: unpaid!.code },
        { identifier: cancelled!.identifier, code: cancelled!.code },
        { identifier: due!.identifier, code: due!.code },
        // Under a repeated identifier the first scan's answer is kept, though the second checks in.
        { identifier: forged!.identifier, code: `${forged!.identifier}/forged` },
        { identifier: forged!.identifier, code: forged!.code },
        { identifier: twoSpellings!.identifier.toUpperCase(), code: twoSpellings!.code },
        { identifier: twoSpellings!.identifier, code: twoSpellings!.code },
        { identifier: codeless!.identifier },
        { identifier: unknown, code: `${unknown}/x` },
        { identifier: 'not-a-ticket', code: 'x' },
      ],
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const answers = uploaded.json<Record<string, { result: { status: string; message: string }; ticket: unknown }>>();
    expect(Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, answer.result.status]))).toEqual({
      [fresh!.identifier]: 'SUCCESS',
      [early!.identifier]: 'ALREADY_CHECK_IN',
      [elsewhere!.identifier]: 'EVENT_NOT_FOUND',
      [unpaid!.identifier]: 'INVALID_TICKET_STATE',
      [cancelled!.identifier]: 'TICKET_NOT_FOUND',
      [due!.identifier]: 'MUST_PAY',
      [forged!.identifier]: 'INVALID_TICKET_CODE',
      [twoSpellings!.identifier.toUpperCase()]: 'SUCCESS',
      [twoSpellings!.identifier]: 'ALREADY_CHECK_IN',
      [codeless!.identifier]: 'EMPTY_TICKET_CODE',
      [unknown]: 'TICKET_NOT_FOUND',
      'not-a-ticket': 'TICKET_NOT_FOUND',
    });
    expect(answers[fresh!.identifier]!.ticket).toMatchObject({ checkedIn: true, checkedInBy: 'gate-3' });
    expect(answers[elsewhere!.identifier]!.ticket).toBeNull();
    const checkedInAt = (answers[twoSpellings!.identifier.toUpperCase()]!.ticket as { checkedInAt: string })
      .checkedInAt;
    expect(answers[twoSpellings!.identifier]!.result.message).toBe(`Already checked in at ${checkedInAt}`);
    for (const ticket of [fresh, forged, twoSpellings, early]) {
      expect(statusOf(await lookUp(operator, ticket!))).toBe('ALREADY_CHECK_IN');
    }
    expect(statusOf(await lookUp(operator, codeless!))).toBe('OK_READY_TO_BE_CHECKED_IN');
    expect(statusOf(await lookUp(operator, due!))).toBe('MUST_PAY');

    const paid = await adminApi(t, admin)(
      'POST',
      `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk?forceCheckInPaymentOnSite=true`,
      [
        { identifier: paidAtDesk!.identifier, code: paidAtDesk!.code },
        { identifier: due!.identifier, code: due!.code },
        { identifier: fresh!.identifier, code: fresh!.code },
      ],
    );
    expect(
      Object.fromEntries(
        Object.entries(paid.json<Record<string, { result: { status: string } }>>()).map(([id, answer]) => [
          id,
          answer.result.status,
        ]),
      ),
    ).toEqual({
      [paidAtDesk!.identifier]: 'SUCCESS',
      [due!.identifier]: 'SUCCESS',
      [fresh!.identifier]: 'ALREADY_CHECK_IN',
    });

    const audit = await auditEntries(t.db, organizationId);
    const actionsOf = (ticket: ScannedTicket) =>
      audit.filter((entry) => entry.entityId === ticket.identifier).map((entry) => entry.action);
    for (const ticket of [fresh, forged, twoSpellings]) expect(actionsOf(ticket!)).toEqual(['CHECK_IN']);
    for (const ticket of [due, paidAtDesk])
      expect(actionsOf(ticket!)).toEqual(['ON_SITE_PAYMENT_CONFIRMED', 'CHECK_IN']);
    for (const ticket of [codeless, elsewhere, unpaid, cancelled]) expect(actionsOf(ticket!)).toEqual([]);
    expect(audit.find((entry) => entry.entityId === fresh!.identifier)).toMatchObject({
      before: { status: 'ACQUIRED' },
      after: { status: 'CHECKED_IN', offlineUser: 'gate-3' },
    });
  });
});
