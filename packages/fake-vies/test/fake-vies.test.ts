import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVies, type FakeVies } from '../src/index.ts';

let fake: FakeVies;
beforeAll(async () => {
  fake = await startFakeVies();
  fake.register('DE', '123456789', { name: 'KINO GMBH', address: 'HAUPTSTRASSE 1, BERLIN' });
});
afterAll(() => fake.close());

const post = (body: unknown) =>
  fetch(`${fake.url}/check-vat-number`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the fake VIES', () => {
  it('answers a registered number valid, with the trader', async () => {
    const response = await post({ countryCode: 'DE', vatNumber: '123456789' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ valid: true, name: 'KINO GMBH', countryCode: 'DE' });
  });

  it('answers an unknown number not valid', async () => {
    expect(await (await post({ countryCode: 'DE', vatNumber: '999999999' })).json()).toMatchObject({ valid: false });
    const byPath = await (await fetch(`${fake.url}/ms/DE/vat/999999999`)).json();
    expect(byPath).toMatchObject({ isValid: false, userError: 'INVALID' });
  });

  it('refuses a country that is no member state as INVALID_INPUT (400)', async () => {
    const response = await post({ countryCode: 'CH', vatNumber: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      actionSucceed: false,
      errorWrappers: [{ error: 'INVALID_INPUT', message: expect.any(String) }],
    });
  });

  it('answers MS_UNAVAILABLE (500) for a member state made unavailable', async () => {
    fake.unavailable.add('FR');
    const response = await post({ countryCode: 'FR', vatNumber: '12345678901' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
    const byPath = await (await fetch(`${fake.url}/ms/FR/vat/12345678901`)).json();
    expect(byPath).toMatchObject({ isValid: false, userError: 'MS_UNAVAILABLE' });
    const status = (await (await fetch(`${fake.url}/check-status`)).json()) as {
      countries: { countryCode: string; availability: string }[];
    };
    expect(status.countries.find((c) => c.countryCode === 'FR')?.availability).toBe('Unavailable');
    fake.unavailable.delete('FR');
  });

  it('keeps a check waiting for its answer while held, and answers it once released', async () => {
    const held = fake.hold();
    let answered = false;
    const asking = post({ countryCode: 'DE', vatNumber: '123456789' }).then((response) => {
      answered = true;
      return response;
    });
    await held.arrived;
    expect(answered).toBe(false);
    held.release();
    expect(await (await asking).json()).toMatchObject({ valid: true });
  });
});
