import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMinutes } from '../../../src/modules/reservation/hold/hold-duration.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { bookingClient, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

const withTimeout = (value: string | null) => ({
  text: (key: string) => (key === 'RESERVATION_TIMEOUT' ? value : null),
});

describe('RESERVATION_TIMEOUT, in minutes', () => {
  it('takes whole minutes as alf.io does, and a fraction of a minute too', () => {
    expect(holdMinutes(withTimeout('25'))).toBe(25);
    expect(holdMinutes(withTimeout(' 5 '))).toBe(5);
    expect(holdMinutes(withTimeout('0.25'))).toBe(0.25);
    expect(holdMinutes(withTimeout('.5'))).toBe(0.5);
  });

  it('reads anything but a positive number of minutes up to a year as the default 25', () => {
    for (const value of [
      null,
      '',
      '0',
      '0.0',
      '-5',
      'abc',
      '1e3',
      '0x10',
      '1,5',
      'Infinity',
      String(366 * 24 * 60 + 1),
    ]) {
      expect(holdMinutes(withTimeout(value)), String(value)).toBe(25);
    }
  });
});

describe('a hold lasts a fraction of a minute when RESERVATION_TIMEOUT says so', () => {
  let t: TestApp;
  let client: BookingClient;
  beforeAll(async () => {
    t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
    client = await bookingClient(t);
  });
  afterAll(() => t.close());

  const heldSeconds = async (id: string) => {
    const [row] = await t.db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM validity - created_at)::float8 AS seconds FROM reservation WHERE id = $1',
      [id],
    );
    return row!.seconds;
  };

  it('for tickets: held for those seconds, then gone', async () => {
    await setSetting(t.db, 'EVENT', 'RESERVATION_TIMEOUT', '0.05', ALPINE_SUMMIT);
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expect(await heldSeconds(id)).toBeCloseTo(3, 3);
    expect((await client.status(id)).statusCode).toBe(200);
    const [left] = await t.db.query<{ ms: number }>(
      'SELECT extract(epoch FROM validity - now())::float8 * 1000 AS ms FROM reservation WHERE id = $1',
      [id],
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, left!.ms) + 100));
    expect((await client.status(id)).statusCode).toBe(404);
  });

  it('for a subscription', async () => {
    const [pass] = await t.db.query<{ id: string }>(
      "SELECT id FROM subscription_descriptor WHERE title->>'en' = 'Alpine Season Pass'",
    );
    await t.db.query(
      "INSERT INTO configuration (scope, subscription_descriptor_id, key, value) VALUES ('SUBSCRIPTION', $1, 'RESERVATION_TIMEOUT', '0.25')",
      [pass!.id],
    );
    const id = await client.reserveSubscription(pass!.id);
    expect(await heldSeconds(id)).toBeCloseTo(15, 3);
  });
});
