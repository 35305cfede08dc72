import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { createReservationForBuyer } from '../../../src/modules/organizer/reservation-creation.ts';
import { processReservationImports } from '../../../src/modules/organizer/reservation-import.ts';
import {
  insertImportRequest,
  recordImportReservation,
} from '../../../src/modules/organizer/reservation-import-repository.ts';
import { TicketReservationCreationRequest } from '@shop/contract';
import {
  adminApi,
  auditEntries,
  keyForEventOrganizer,
  organizationOfEvent,
  organizationWithKey,
  SYSTEM_KEY,
} from './organizer-client.ts';

let t: TestApp;
let key: string;
let organizationId: number;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY });
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

const importPath = (slug = ALPINE_SUMMIT, language = 'en') =>
  `/api/v1/admin/event/${slug}/reservation/import?language=${language}`;
const statusPath = (requestId: string, slug = ALPINE_SUMMIT) =>
  `/api/v1/admin/event/${slug}/reservation/bulk/${requestId}/status`;

async function categoryId(name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = $2',
    [ALPINE_SUMMIT, name],
  );
  return row!.id;
}

const attendee = (name: string, reference?: string) => ({
  firstName: name,
  lastName: 'Imported',
  email: `${name.toLowerCase()}@example.org`,
  ...(reference !== undefined && { externalReference: reference }),
});

/** The reservations made for an attendee, by the buyer's e-mail. */
async function reservationsOf(email: string) {
  return t.db.query<{ id: string; status: string; tickets: number; holder: string | null; ticketStatus: string }>(
    `SELECT r.id, r.status, count(tk.id)::int AS tickets, min(tk.email) AS holder, min(tk.status) AS "ticketStatus"
     FROM reservation r LEFT JOIN ticket tk ON tk.reservation_id = r.id
     WHERE r.email = $1 GROUP BY r.id, r.status`,
    [email],
  );
}

async function mailsTo(email: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_message WHERE recipient = $1', [
    email,
  ]);
  return row!.n;
}

describe('importing attendees', () => {
  it('gives every attendee a confirmed reservation of one ticket in their name, tells nobody, and counts them', async () => {
    const standard = await categoryId('Standard');
    const answer = await adminApi(t, key)('POST', importPath(), [
      { tickets: [{ ticketCategoryId: standard, quantity: 2, attendees: [attendee('Ada'), attendee('Grace')] }] },
      {
        tickets: [
          { ticketCategoryId: standard, quantity: 1, attendees: [{ ...attendee('Linus'), userLanguage: 'de' }] },
        ],
      },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const { batchId, errors } = answer.json<{ batchId: string; errors: unknown }>();
    expect(errors).toBeNull();
    await t.processReservationImports();

    const status = await adminApi(t, key)('GET', statusPath(batchId));
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ requestId: batchId, countSuccess: 3, countPending: 0, countError: 0 });

    for (const name of ['Ada', 'Grace', 'Linus']) {
      const email = `${name.toLowerCase()}@example.org`;
      expect(await reservationsOf(email)).toEqual([
        expect.objectContaining({ status: 'COMPLETE', tickets: 1, holder: email, ticketStatus: 'ACQUIRED' }),
      ]);
      expect(await mailsTo(email)).toBe(0);
    }
    const [linus] = await t.db.query<{ lang: string }>(
      "SELECT user_language AS lang FROM reservation WHERE email = 'linus@example.org'",
    );
    expect(linus!.lang).toBe('de');

    const actions = (await auditEntries(t.db, organizationId)).map((entry) => entry.action);
    expect(actions).toContain('RESERVATION_IMPORT');
    expect(actions.filter((action) => action === 'RESERVATION_IMPORT_CONFIRMED')).toHaveLength(3);
  });

  it('refuses attendees sharing an external reference, scheduling none of them', async () => {
    const standard = await categoryId('Standard');
    const answer = await adminApi(t, key)('POST', importPath(), [
      {
        tickets: [
          {
            ticketCategoryId: standard,
            quantity: 2,
            attendees: [attendee('Dup1', 'REF-1'), attendee('Dup2', 'REF-1')],
          },
        ],
      },
    ]);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ batchId: null, errors: [{ code: 'DUPLICATE_REFERENCE' }] });
    await t.processReservationImports();
    expect(await reservationsOf('dup1@example.org')).toEqual([]);
  });

  it('counts an attendee of a category the event does not have as an error, the others succeed', async () => {
    const answer = await adminApi(t, key)('POST', importPath(), [
      { tickets: [{ ticketCategoryId: await categoryId('Standard'), quantity: 1, attendees: [attendee('Kept')] }] },
      { tickets: [{ ticketCategoryId: 999_999, quantity: 1, attendees: [attendee('Stray')] }] },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    await t.processReservationImports();
    const status = await adminApi(t, key)('GET', statusPath(answer.json<{ batchId: string }>().batchId));
    expect(status.json()).toMatchObject({ countSuccess: 1, countPending: 0, countError: 1 });
    expect(await reservationsOf('stray@example.org')).toEqual([]);
  });

  it('answers 401 without a key, 404 for another organization, 403 to a check-in key, 400 to an unknown request', async () => {
    const body = [
      { tickets: [{ ticketCategoryId: await categoryId('Standard'), quantity: 1, attendees: [attendee('X')] }] },
    ];
    const requestId = '00000000-0000-4000-8000-000000000000';
    expect((await adminApi(t, null)('POST', importPath(), body)).statusCode).toBe(401);
    expect((await adminApi(t, null)('GET', statusPath(requestId))).statusCode).toBe(401);
    const other = await organizationWithKey(t, 'Import Rivals');
    expect((await adminApi(t, other.key)('POST', importPath(), body)).statusCode).toBe(404);
    expect((await adminApi(t, other.key)('GET', statusPath(requestId))).statusCode).toBe(404);
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    expect((await adminApi(t, supervisor)('POST', importPath(), body)).statusCode).toBe(403);
    expect((await adminApi(t, supervisor)('GET', statusPath(requestId))).statusCode).toBe(403);
    expect((await adminApi(t, key)('GET', statusPath(requestId))).statusCode).toBe(400);
    expect(
      (await adminApi(t, key)('POST', `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/import`, body)).statusCode,
    ).toBe(400);
    await t.processReservationImports();
    expect(await reservationsOf('x@example.org')).toEqual([]);
  });
});

describe('running an import again', () => {
  const baseUrl = () => t.config.baseUrl;
  const failOnError = (error: unknown) => {
    throw error;
  };

  /** One attendee's row, written as the import endpoint writes it. */
  async function pendingRow(name: string): Promise<{ requestId: string; rowId: number }> {
    const requestId = crypto.randomUUID();
    const eventId = (
      await t.db.query<{ id: number }>('SELECT id FROM event WHERE short_name = $1', [ALPINE_SUMMIT])
    )[0]!.id;
    await insertImportRequest(t.db, {
      requestId,
      organizationId,
      eventId,
      actor: { kind: 'command-line' },
      userId: 0,
      role: 'OWNER',
      bodies: [
        {
          slug: ALPINE_SUMMIT,
          ticketCategoryId: await categoryId('Standard'),
          language: 'en',
          attendee: { ...attendee(name), userLanguage: null, externalReference: null },
        },
      ],
    });
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM reservation_import_request WHERE request_id = $1', [
      requestId,
    ]);
    return { requestId, rowId: row!.id };
  }

  it('makes no second reservation for an attendee already done', async () => {
    await pendingRow('Once');
    expect(await processReservationImports(t.db, baseUrl(), failOnError)).toBe(1);
    expect(await processReservationImports(t.db, baseUrl(), failOnError)).toBe(0);
    await t.processReservationImports();
    expect(await reservationsOf('once@example.org')).toEqual([expect.objectContaining({ status: 'COMPLETE' })]);
  });

  it('confirms the reservation a run that stopped midway had made, instead of making another', async () => {
    const { requestId, rowId } = await pendingRow('Resumed');
    // A process held the attendee's reservation, wrote it down and stopped before confirming it.
    const organizer = { organizationId, role: 'OWNER' as const, actor: { kind: 'command-line' as const } };
    const request = TicketReservationCreationRequest.parse({
      tickets: [{ ticketCategoryId: await categoryId('Standard'), quantity: 1, attendees: [attendee('Resumed')] }],
      user: { email: 'resumed@example.org' },
    });
    const held = await createReservationForBuyer(t.db, organizer, ALPINE_SUMMIT, request, baseUrl());
    if (held.kind !== 'created') throw new Error('not held');
    expect(await recordImportReservation(t.db, rowId, held.answer.id!)).toBe(true);

    await processReservationImports(t.db, baseUrl(), failOnError);

    expect(await reservationsOf('resumed@example.org')).toEqual([
      expect.objectContaining({ id: held.answer.id, status: 'COMPLETE', tickets: 1 }),
    ]);
    const [row] = await t.db.query<{ status: string; reservationId: string }>(
      'SELECT status, reservation_id::text AS "reservationId" FROM reservation_import_request WHERE request_id = $1',
      [requestId],
    );
    expect(row).toEqual({ status: 'SUCCESS', reservationId: held.answer.id });
  });

  it('leaves an attendee another process is working on to that process', async () => {
    const { rowId } = await pendingRow('Claimed');
    await t.db.query("UPDATE reservation_import_request SET claimed_until = now() + interval '1 hour' WHERE id = $1", [
      rowId,
    ]);
    await processReservationImports(t.db, baseUrl(), failOnError);
    expect(await reservationsOf('claimed@example.org')).toEqual([]);
    // Its claim over (the process died), the next run takes the attendee up.
    await t.db.query(
      "UPDATE reservation_import_request SET claimed_until = now() - interval '1 second' WHERE id = $1",
      [rowId],
    );
    await processReservationImports(t.db, baseUrl(), failOnError);
    expect(await reservationsOf('claimed@example.org')).toEqual([expect.objectContaining({ status: 'COMPLETE' })]);
  });
});
