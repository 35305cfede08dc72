import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesOf, selection } from '../../support/event-page.ts';
import { OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { ADA, signInApp, signedInAs, type SignInApp } from './sign-in-client.ts';

let app: SignInApp;
beforeAll(async () => {
  app = await signInApp();
});
afterAll(() => app.close());

describe('deleting the account', () => {
  it('empties the account, signs out, and a new sign-in starts from nothing', async () => {
    const before = await signedInAs(app, ADA);
    expect((await before.api.updateMe({ firstName: 'Countess', lastName: 'Lovelace' })).statusCode).toBe(200);
    const categories = await categoriesOf(app.t.db, OPEN_HACK_DAY);
    const reserved = await before.api.send(
      'POST',
      `/api/v2/public/event/${OPEN_HACK_DAY}/reserve-tickets?lang=en`,
      selection({ [Object.values(categories)[0]!]: 1 }),
    );
    const reservationId = reserved.json().value as string;

    const deleted = await before.api.deleteMe();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['x-auth-token']).toBe('');
    expect((deleted.json() as { targetUrl: string }).targetUrl.startsWith(`${app.provider.issuer}/`)).toBe(true);
    expect((await before.api.me()).statusCode).toBe(204);
    const [stored] = await app.t.db.query<{ email: string | null; firstName: string | null; profiles: number }>(
      `SELECT u.email, u.first_name AS "firstName", (SELECT count(*)::int FROM user_profile p WHERE p.user_id = u.id) AS profiles
       FROM reservation r JOIN app_user u ON u.id = r.user_id WHERE r.id = $1`,
      [reservationId],
    );
    expect(stored).toEqual({ email: null, firstName: null, profiles: 0 });

    const after = await signedInAs(app, ADA);
    expect((await after.api.me()).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect((await after.api.reservations()).statusCode).toBe(204);
    expect((await after.api.send('GET', `/api/v2/public/reservation/${reservationId}`)).statusCode).toBe(401);
    expect((await after.api.deleteMe()).statusCode).toBe(200);
  });
});
