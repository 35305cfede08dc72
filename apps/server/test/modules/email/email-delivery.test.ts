import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailBounceCapability, emailDeliveryCapability } from '@shop/contract';
import { testApp, type TestApp } from '../../helpers.ts';
import { expectConfirmed, onSite, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { eventually, startSmtpStub, type SmtpStub } from './smtp-stub.ts';
import { adminApi, keyForEventOrganizer, SYSTEM_KEY } from '../organizer/organizer-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

let smtp: SmtpStub;
let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await testApp({
    EXPIRY_SWEEP_SECONDS: '0',
    SYSTEM_API_KEY: SYSTEM_KEY,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'tickets@example.org',
    RATE_LIMIT_EMAILS_PER_RESERVATION: '2',
  });
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const delivery = (id: string) => client.send('GET', `/api/v2/public/reservation/${id}/email-delivery`);
const correct = (id: string, email: string) =>
  client.send('PUT', `/api/v2/public/reservation/${id}/email-delivery?lang=en`, { email });

async function confirmedOrderFor(email: string): Promise<string> {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, { email });
  expectConfirmed(await client.confirm(id, onSite));
  return id;
}

describe('an e-mail the receiving server refuses', () => {
  it('is announced as a capability', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.json().capabilities).toContain(emailDeliveryCapability);
    // Without a bounce domain nothing reads bounces: a sent e-mail stays SENT.
    expect(info.json().capabilities).not.toContain(emailBounceCapability);
  });

  it('is marked REFUSED at once, not tried again, and the buyer and the organizer see it', async () => {
    smtp.refused.add('nobody@example.net');
    const id = await confirmedOrderFor('nobody@example.net');
    const refused = await eventually(async () => {
      const answer = await delivery(id);
      return answer.json().status === 'UNDELIVERABLE' ? answer : undefined;
    });
    expect(refused.json()).toEqual({ status: 'UNDELIVERABLE', email: 'nobody@example.net' });
    const [row] = await t.db.query<{ status: string; attempts: number; lastError: string }>(
      `SELECT status, attempts, last_error AS "lastError" FROM email_message WHERE reservation_id = $1 AND recipient = $2`,
      [id, 'nobody@example.net'],
    );
    expect(row).toMatchObject({ status: 'REFUSED', attempts: 1 });
    expect(row!.lastError).toContain('550');

    const key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
    const detail = await adminApi(t, key)('GET', `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().emailDelivery).toMatchObject({ status: 'REFUSED', recipient: 'nobody@example.net' });
  });

  it('goes out again to the address the buyer corrects, which the order keeps', async () => {
    smtp.refused.add('typo@example.net');
    const id = await confirmedOrderFor('typo@example.net');
    await eventually(async () => ((await delivery(id)).json().status === 'UNDELIVERABLE' ? true : undefined));
    const answer = await correct(id, 'right@example.net');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toBe(true);
    const sent = await eventually(async () => {
      const now = (await delivery(id)).json();
      return now.status === 'SENT' ? now : undefined;
    });
    expect(sent).toEqual({ status: 'SENT', email: 'right@example.net' });
    expect(smtp.messages.some((m) => m.to.includes('<right@example.net>'))).toBe(true);
    const [reservation] = await t.db.query<{ email: string }>('SELECT email FROM reservation WHERE id = $1', [id]);
    expect(reservation!.email).toBe('right@example.net');
    // Delivered now: the address is not changed again this way.
    expect((await correct(id, 'other@example.net')).json().value).toBe(false);
  });

  it('refuses an unreadable address on the field, and counts corrections with re-sending', async () => {
    const id = await confirmedOrderFor('ok@example.net');
    const bad = await correct(id, 'not an address');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validationErrors[0]).toMatchObject({ fieldName: 'email' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await correct(id, 'ok@example.net')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
