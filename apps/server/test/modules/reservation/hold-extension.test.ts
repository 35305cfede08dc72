import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { categoriesOf, errorCodes, selection, shopPoster } from '../../support/event-page.ts';

let t: TestApp;
let post: Awaited<ReturnType<typeof shopPoster>>;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', HOLD_EXTENSION_MINUTES: '4', HOLD_EXTENSIONS_MAX: '2' });
  post = await shopPoster(t.app);
});
afterAll(() => t.close());

async function reserve(): Promise<string> {
  const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
  const response = await post(
    `/api/v2/public/event/${ALPINE_SUMMIT}/reserve-tickets?lang=en`,
    selection({ [alpine.Standard!]: 1 }),
  );
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

const reservation = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/public/reservation/${id}` })).json() as {
    validity: number;
    holdExtensionsLeft?: number;
  };
const validity = async (id: string) => (await reservation(id)).validity;
const extend = (id: string) => post(`/api/v2/public/reservation/${id}/extend-hold`, {});
/** Brings the hold into its last minute, when the shop offers more time. */
const intoLastMinute = (id: string) =>
  t.db.query("UPDATE reservation SET validity = date_trunc('second', now()) + interval '1 minute' WHERE id = $1", [id]);

describe('a buyer asking for more time', () => {
  it('is told by the info that the server offers it', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
    expect(info.capabilities).toContain('hold-extension');
  });

  it('gets the configured minutes added to the hold, as many times as allowed and no more', async () => {
    const id = await reserve();
    expect((await reservation(id)).holdExtensionsLeft).toBe(2);

    await intoLastMinute(id);
    const before = await validity(id);
    const first = await extend(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ validity: before + 4 * 60_000, extensionsLeft: 1 });
    expect(await reservation(id)).toMatchObject({ validity: before + 4 * 60_000, holdExtensionsLeft: 1 });

    await intoLastMinute(id);
    const again = await validity(id);
    const second = await extend(id);
    expect(second.json().value).toEqual({ validity: again + 4 * 60_000, extensionsLeft: 0 });

    await intoLastMinute(id);
    const third = await extend(id);
    expect(third.statusCode).toBe(422);
    expect(errorCodes(third)).toEqual(['error.HOLD_EXTENSION_LIMIT']);
    expect(await reservation(id)).toMatchObject({ validity: again, holdExtensionsLeft: 0 });
  });

  it('is refused while more than the last two minutes are left, when the shop does not offer it', async () => {
    const id = await reserve();
    const before = await validity(id);
    const early = await extend(id);
    expect(early.statusCode).toBe(422);
    expect(errorCodes(early)).toEqual(['error.HOLD_EXTENSION_NOT_YET']);
    expect(await reservation(id)).toMatchObject({ validity: before, holdExtensionsLeft: 2 });

    await t.db.query("UPDATE reservation SET validity = now() + interval '3 minutes' WHERE id = $1", [id]);
    expect(errorCodes(await extend(id))).toEqual(['error.HOLD_EXTENSION_NOT_YET']);
  });

  it('is refused once the hold has run out, even before the sweep released it', async () => {
    const id = await reserve();
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = $1", [id]);
    const response = await extend(id);
    expect(response.statusCode).toBe(422);
    expect(errorCodes(response)).toEqual(['error.STEP_2_ORDER_HAS_EXPIRED']);
    const [row] = await t.db.query<{ late: boolean }>(
      'SELECT validity < now() AS late FROM reservation WHERE id = $1',
      [id],
    );
    expect(row?.late).toBe(true);
  });

  it('is refused for a reservation no longer pending', async () => {
    const id = await reserve();
    await t.db.query("UPDATE reservation SET status = 'OFFLINE_PAYMENT' WHERE id = $1", [id]);
    const response = await extend(id);
    expect(response.statusCode).toBe(422);
    expect(errorCodes(response)).toEqual(['error.STEP_2_ORDER_HAS_EXPIRED']);
  });

  it('answers 404 for an unknown or malformed reservation id', async () => {
    expect((await extend('5f1c1f5e-7c58-4a57-9a0e-5f5bbf2b7a11')).statusCode).toBe(404);
    expect((await extend('not-a-reservation')).statusCode).toBe(404);
  });

  it('needs the page’s CSRF token, like every call that changes something', async () => {
    const id = await reserve();
    const before = await validity(id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/reservation/${id}/extend-hold`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(await validity(id)).toBe(before);
  });
});

describe('a server configured without extensions', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await testApp({ EXPIRY_SWEEP_SECONDS: '0', HOLD_EXTENSIONS_MAX: '0' });
  });
  afterAll(() => off.close());

  it('does not announce the offer, nor count what is left of it on a reservation', async () => {
    const info = (await off.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
    expect(info.capabilities).not.toContain('hold-extension');
    const offPost = await shopPoster(off.app);
    const alpine = await categoriesOf(off.db, ALPINE_SUMMIT);
    const reserved = await offPost(
      `/api/v2/public/event/${ALPINE_SUMMIT}/reserve-tickets?lang=en`,
      selection({ [alpine.Standard!]: 1 }),
    );
    const id = reserved.json().value as string;
    const view = (await off.app.inject({ method: 'GET', url: `/api/v2/public/reservation/${id}` })).json();
    expect(view.validity).toBeGreaterThan(Date.now());
    expect(view).not.toHaveProperty('holdExtensionsLeft');
    expect((await offPost(`/api/v2/public/reservation/${id}/extend-hold`, {})).statusCode).toBe(422);
  });
});

describe('the extension settings', () => {
  it('refuse at start-up what cannot be a number of minutes or of extensions', () => {
    expect(() => loadConfig({ HOLD_EXTENSION_MINUTES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOLD_EXTENSION_MINUTES: 'five' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOLD_EXTENSIONS_MAX: '-1' })).toThrow(ConfigError);
    expect(loadConfig({}).holdExtension).toEqual({ minutes: 5, times: 2 });
  });
});
