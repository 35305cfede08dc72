import { describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { categoriesOf, selection, shopPoster } from '../../support/event-page.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';

describe('more time asked for many times at once, on PostgreSQL with two processes', () => {
  const { apps, pools } = twoProcessesOnPostgres({
    EXPIRY_SWEEP_SECONDS: '0',
    HOLD_EXTENSION_MINUTES: '1',
    HOLD_EXTENSIONS_MAX: '2',
  });

  it('extends the hold only as often as allowed, whichever process each press reaches', async () => {
    const posters = await Promise.all(apps.map((t) => shopPoster(t.app)));
    const alpine = await categoriesOf(pools[0]!, ALPINE_SUMMIT);
    const reserved = await posters[0]!(
      `/api/v2/public/event/${ALPINE_SUMMIT}/reserve-tickets?lang=en`,
      selection({ [alpine.Standard!]: 1 }),
    );
    const id = reserved.json().value as string;
    // The last seconds of the hold: two one-minute extensions keep it within the minutes more time is offered in.
    await pools[0]!.query("UPDATE reservation SET validity = now() + interval '10 seconds' WHERE id = $1", [id]);
    const validity = async () =>
      (await pools[0]!.query<{ validity: Date }>('SELECT validity FROM reservation WHERE id = $1', [id]))[0]!.validity;
    const before = await validity();

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => posters[n % 2]!(`/api/v2/public/reservation/${id}/extend-hold`, {})),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(10);
    expect((await validity()).getTime()).toBe(before.getTime() + 2 * 60_000);
  });
});
