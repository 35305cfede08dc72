import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { bookingClient, completeForm, FORM, rejections, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

async function booking(): Promise<{ id: string; form: Record<string, unknown> }> {
  const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
  return { id, form: completeForm(await client.info(id)) };
}

describe('validate-to-overview: the contact person', () => {
  it('an empty form: first name, last name, e-mail and the missing attendee data', async () => {
    const { id } = await booking();
    expect(rejections(await client.validate(id, {}))).toEqual([
      { fieldName: 'email', code: 'error.STEP_2_EMPTY_EMAIL', arguments: null },
      { fieldName: 'firstName', code: 'error.STEP_2_EMPTY_FIRSTNAME', arguments: null },
      { fieldName: 'lastName', code: 'error.STEP_2_EMPTY_LASTNAME', arguments: null },
      { fieldName: FORM, code: 'error.STEP_2_MISSING_ATTENDEE_DATA', arguments: null },
    ]);
  });

  it('names longer than 255 characters, a blank name', async () => {
    const { id, form } = await booking();
    expect(rejections(await client.validate(id, { ...form, firstName: 'a'.repeat(256), lastName: '   ' }))).toEqual([
      { fieldName: 'firstName', code: 'error.STEP_2_MAX_LENGTH_FIRSTNAME', arguments: { 0: 255 } },
      { fieldName: 'lastName', code: 'error.STEP_2_EMPTY_LASTNAME', arguments: null },
    ]);
    expect(rejections(await client.validate(id, { ...form, lastName: 'b'.repeat(256) }))).toEqual([
      { fieldName: 'lastName', code: 'error.STEP_2_MAX_LENGTH_LASTNAME', arguments: { 0: 255 } },
    ]);
  });

  it('an e-mail address that is too long or not an address', async () => {
    const { id, form } = await booking();
    expect(rejections(await client.validate(id, { ...form, email: `${'a'.repeat(250)}@example.com` }))).toEqual([
      { fieldName: 'email', code: 'error.STEP_2_EMAIL_IS_TOO_LONG', arguments: { 0: 255 } },
    ]);
    for (const email of [
      'anna',
      'anna@',
      '@example.com',
      'anna keller@example.com',
      'anna@example.com.',
      'anna@exa@mple.com',
    ]) {
      expect(rejections(await client.validate(id, { ...form, email })), email).toEqual([
        { fieldName: 'email', code: 'error.STEP_2_INVALID_EMAIL', arguments: null },
      ]);
    }
  });

  it('trims what it stores', async () => {
    const { id, form } = await booking();
    expect(
      (await client.validate(id, { ...form, firstName: '  Anna ', email: ' anna.keller@example.com ' })).statusCode,
    ).toBe(200);
    expect(await client.info(id)).toMatchObject({ firstName: 'Anna', email: 'anna.keller@example.com' });
  });
});

describe('validate-to-overview: warnings', () => {
  it('an address without a top-level domain: 200 with the warning and the address, not validated', async () => {
    const { id, form } = await booking();
    const response = await client.validate(id, { ...form, email: 'anna@localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      errorCount: 0,
      validationErrors: [],
      warnings: [{ code: 'error.STEP_2_EMAIL_TYPO', params: ['anna@localhost'] }],
      value: true,
    });
    expect((await client.status(id)).json().validatedBookingInformation).toBe(false);
    // What was sent is stored all the same.
    expect((await client.info(id)).email).toBe('anna@localhost');
  });

  it('a misspelled well-known mailbox provider: the corrected address is suggested', async () => {
    const { id, form } = await booking();
    for (const [email, suggestion] of [
      ['anna.keller@gmial.com', 'anna.keller@gmail.com'],
      ['anna.keller@gmail.con', 'anna.keller@gmail.com'],
      ['anna.keller@hotmial.com', 'anna.keller@hotmail.com'],
      ['anna.keller@outlok.com', 'anna.keller@outlook.com'],
    ]) {
      expect((await client.validate(id, { ...form, email })).json().warnings, email).toEqual([
        { code: 'error.STEP_2_EMAIL_TYPO', params: [suggestion] },
      ]);
    }
    for (const email of [
      'anna@gmail.com',
      'anna@gmx.ch',
      'anna@me.com',
      'anna@my.com',
      'anna@example.org',
      'anna@riviera-arts.example',
    ]) {
      expect((await client.validate(id, { ...form, email })).json().warnings, email).toEqual([]);
    }
  });

  it('with ignoreWarnings=true the booking is validated, and the confirmation audited', async () => {
    const { id, form } = await booking();
    const response = await client.validate(id, { ...form, email: 'anna@gmial.com' }, 'lang=en&ignoreWarnings=true');
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([{ code: 'error.STEP_2_EMAIL_TYPO', params: ['anna@gmail.com'] }]);
    expect((await client.status(id)).json().validatedBookingInformation).toBe(true);
    const [audit] = await t.db.query<{ data: { warnings: unknown[] } }>(
      "SELECT data FROM audit_log WHERE reservation_id = $1 AND event_type = 'WARNINGS_IGNORED'",
      [id],
    );
    expect(audit!.data.warnings).toEqual([{ code: 'error.STEP_2_EMAIL_TYPO', params: ['anna@gmail.com'] }]);
  });

  it('errors win over warnings: 422 with the warnings alongside', async () => {
    const { id, form } = await booking();
    const response = await client.validate(
      id,
      { ...form, email: 'anna@localhost', firstName: '' },
      'lang=en&ignoreWarnings=true',
    );
    expect(rejections(response)).toEqual([
      { fieldName: 'firstName', code: 'error.STEP_2_EMPTY_FIRSTNAME', arguments: null },
    ]);
    expect(response.json().warnings).toEqual([{ code: 'error.STEP_2_EMAIL_TYPO', params: ['anna@localhost'] }]);
    expect((await client.status(id)).json().validatedBookingInformation).toBe(false);
  });
});
