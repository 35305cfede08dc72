import { beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { adminApi, keyForEventOrganizer, SYSTEM_KEY } from './organizer-client.ts';

describe('importing attendees on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ SYSTEM_API_KEY: SYSTEM_KEY });
  let key: string;

  beforeAll(async () => {
    key = await keyForEventOrganizer(apps[0]!, ALPINE_SUMMIT);
  });

  it('two processes working on one import at once: each attendee gets exactly one confirmed reservation', async () => {
    const db = pools[0]!;
    const [standard] = await db.query<{ id: number }>(
      "SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = 'Standard'",
      [ALPINE_SUMMIT],
    );
    const names = Array.from({ length: 8 }, (_, index) => `racer${index}`);
    const answer = await adminApi(apps[0]!, key)(
      'POST',
      `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/import?language=en`,
      [
        {
          tickets: [
            {
              ticketCategoryId: standard!.id,
              quantity: names.length,
              attendees: names.map((name) => ({ firstName: name, lastName: 'Race', email: `${name}@example.org` })),
            },
          ],
        },
      ],
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { batchId } = answer.json<{ batchId: string }>();

    await Promise.all([apps[0]!.processReservationImports(), apps[1]!.processReservationImports()]);

    const rows = await db.query<{ email: string; statuses: string[] }>(
      `SELECT email, array_agg(status) AS statuses FROM reservation WHERE email = ANY($1::text[]) GROUP BY email`,
      [names.map((name) => `${name}@example.org`)],
    );
    expect(rows).toHaveLength(names.length);
    for (const row of rows) expect(row.statuses, row.email).toEqual(['COMPLETE']);
    const status = await adminApi(apps[1]!, key)(
      'GET',
      `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/bulk/${batchId}/status`,
    );
    expect(status.json()).toMatchObject({ countSuccess: names.length, countPending: 0, countError: 0 });
  });
});
