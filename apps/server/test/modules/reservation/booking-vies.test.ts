import { startFakeVies, type FakeVies } from '@shop/fake-vies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersOf, recordingChecker } from '../../../src/modules/reservation/invoicing/vat-answers.ts';
import { viesChecker } from '../../../src/modules/reservation/invoicing/vies.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { bookingClient, completeForm, rejections, type BookingClient } from './booking-client.ts';
import { RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

/**
 * The film festival's organizer is in Italy and applies the EU VAT rules (demo data); VIES is on
 * unless the organizer turns ENABLE_VIES_VALIDATION off, as in alf.io.
 */
let t: TestApp;
let vies: FakeVies;
let client: BookingClient;
beforeAll(async () => {
  vies = await startFakeVies();
  vies.register('DE', '123456789');
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', VIES_API_URL: vies.url });
  client = await bookingClient(t);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

const business = (country: string, vatNr: string) => ({
  invoiceRequested: true,
  addCompanyBillingDetails: true,
  billingAddressCompany: 'Kino GmbH',
  billingAddressLine1: 'Hauptstrasse 1',
  billingAddressZip: '10115',
  billingAddressCity: 'Berlin',
  vatCountryCode: country,
  vatNr,
  italyEInvoicingFiscalCode: vatNr,
});

async function book(billing: Record<string, unknown>) {
  const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 });
  const response = await client.validate(id, { ...completeForm(await client.info(id)), ...billing });
  const [row] = await t.db.query<{ vatStatus: string }>(
    'SELECT vat_status AS "vatStatus" FROM reservation WHERE id = $1',
    [id],
  );
  await client.cancel(id);
  return { response, vatStatus: row!.vatStatus };
}

describe('validate-to-overview: EU VAT numbers asked of VIES', () => {
  it('a number VIES lists: the business is reverse-charged', async () => {
    const { response, vatStatus } = await book(business('DE', 'DE 123 456 789'));
    expect(response.statusCode, response.body).toBe(200);
    expect(vatStatus).toBe('INCLUDED_EXEMPT');
    expect(vies.checks).toContainEqual({ countryCode: 'DE', vatNumber: '123456789' });
  });

  it('a number of the right shape VIES does not list: refused on vatNr, VAT charged', async () => {
    const { response, vatStatus } = await book(business('DE', 'DE987654321'));
    expect(rejections(response)).toEqual([{ fieldName: 'vatNr', code: 'error.STEP_2_INVALID_VAT', arguments: null }]);
    expect(vatStatus).toBe('INCLUDED');
  });

  it('VIES cannot answer for the member state: the buyer is asked to try again, VAT charged', async () => {
    vies.unavailable.add('FR');
    const { response, vatStatus } = await book(business('FR', 'FR12345678901'));
    vies.unavailable.delete('FR');
    expect(rejections(response)).toEqual([{ fieldName: 'vatNr', code: 'error.vatVIESDown', arguments: null }]);
    expect(vatStatus).toBe('INCLUDED');
  });

  it('the organizer who turns VIES off accepts a number of the right shape without asking', async () => {
    await setSetting(t.db, 'EVENT', 'ENABLE_VIES_VALIDATION', 'false', RIVIERA_FILM_FESTIVAL);
    const asked = vies.checks.length;
    const { response, vatStatus } = await book(business('DE', 'DE987654321'));
    await setSetting(t.db, 'EVENT', 'ENABLE_VIES_VALIDATION', null, RIVIERA_FILM_FESTIVAL);
    expect(response.statusCode, response.body).toBe(200);
    expect(vatStatus).toBe('INCLUDED_EXEMPT');
    expect(vies.checks.length).toBe(asked);
  });
});

describe('validate-to-overview: VIES is asked before the reservation is locked', () => {
  it('while VIES is still answering, the reservation can be locked at once; the answer then counts', async () => {
    // A number of its own: the client remembers answers, and this one must be asked.
    vies.register('DE', '246813579');
    const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 });
    const form = { ...completeForm(await client.info(id)), ...business('DE', 'DE246813579') };
    const held = vies.hold();
    const validating = client.validate(id, form);
    await held.arrived;
    // Were the step's transaction open, this one would wait for it (NOWAIT: fail) until VIES answered.
    const locked = await t.db.transaction((tx) =>
      tx.query<{ id: string }>('SELECT id FROM reservation WHERE id = $1 FOR UPDATE NOWAIT', [id]),
    );
    expect(locked).toEqual([{ id }]);
    held.release();
    const response = await validating;
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.query<{ vatStatus: string }>(
      'SELECT vat_status AS "vatStatus" FROM reservation WHERE id = $1',
      [id],
    );
    expect(row!.vatStatus).toBe('INCLUDED_EXEMPT');
    await client.cancel(id);
  });
});

describe('the VIES client', () => {
  it('answers unavailable when VIES is unreachable, and asks again next time', async () => {
    const gone = await startFakeVies();
    const url = new URL(gone.url);
    await gone.close();
    expect(await viesChecker(url).check('DE', '123456789')).toBe('unavailable');
  });

  it('remembers an answer for a while, and refuses a malformed number without asking', async () => {
    let clock = 0;
    const checker = viesChecker(new URL(vies.url), () => clock);
    const asked = vies.checks.length;
    expect(await checker.check('DE', 'DE123456789')).toBe('valid');
    expect(await checker.check('DE', '123456789')).toBe('valid');
    expect(vies.checks.length).toBe(asked + 1);
    clock += 16 * 60 * 1000;
    expect(await checker.check('DE', '123456789')).toBe('valid');
    expect(vies.checks.length).toBe(asked + 2);
    expect(await checker.check('DE', 'DE12345')).toBe('invalid');
    expect(vies.checks.length).toBe(asked + 2);
  });

  it('reads Greece as EL, as VIES does', async () => {
    vies.register('EL', '123456789');
    expect(await viesChecker(new URL(vies.url)).check('GR', 'EL123456789')).toBe('valid');
  });
});

describe('VAT numbers asked ahead', () => {
  it('are asked of VIES once each, and a number not asked ahead answers as VIES down', async () => {
    vies.register('DE', '135792468');
    const recorder = recordingChecker();
    await recorder.check('DE', '135792468');
    await recorder.check('DE', '135792468');
    await recorder.check('DE', '864297531');
    const asked = vies.checks.length;
    const answers = await answersOf(recorder, viesChecker(new URL(vies.url)));
    expect(vies.checks.length).toBe(asked + 2);
    expect(await answers.check('DE', '135792468')).toBe('valid');
    expect(await answers.check('DE', '864297531')).toBe('invalid');
    expect(await answers.check('FR', '12345678901')).toBe('unavailable');
    expect(vies.checks.length).toBe(asked + 2);
  });
});
