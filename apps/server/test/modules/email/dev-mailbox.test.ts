import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { free, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';

interface MailboxEntry {
  recipient: string;
  subject: string;
  textBody: string;
}

describe('the development mailbox', () => {
  let t: TestApp;
  let client: PaymentClient;
  beforeAll(async () => {
    t = await testApp({ PROFILE: 'dev', EXPIRY_SWEEP_SECONDS: '0', BASE_URL: 'https://tickets.example.org' });
    client = await paymentClient(t);
  });
  afterAll(() => t.close());

  it('lists the e-mails a buyer got, newest first, with the links they carry', async () => {
    const id = await client.book(OPEN_HACK_DAY, { 'General admission': 1 }, { email: 'Mailbox.Reader@example.org' });
    expect((await client.confirm(id, free)).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox?recipient=mailbox.reader@example.org' });
    expect(response.statusCode).toBe(200);
    const messages = response.json<MailboxEntry[]>();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.recipient.toLowerCase() === 'mailbox.reader@example.org')).toBe(true);
    expect(messages[0]!.textBody).toContain(`https://tickets.example.org/event/${OPEN_HACK_DAY}/reservation/${id}`);

    const others = await t.app.inject({ method: 'GET', url: '/dev/mailbox?recipient=nobody@example.org' });
    expect(others.json()).toEqual([]);
  });
});

describe('outside development', () => {
  it('there is no mailbox', async () => {
    const t = await testApp({ PROFILE: 'prod' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('recipient');
    } finally {
      await t.close();
    }
  });
});
