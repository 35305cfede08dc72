import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailBounceCapability } from '@shop/contract';
import { testApp, type TestApp } from '../../helpers.ts';
import { expectConfirmed, onSite, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { eventually, startSmtpStub, type SmtpStub } from './smtp-stub.ts';
import { adminApi, keyForEventOrganizer, SYSTEM_KEY } from '../organizer/organizer-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

const BOUNCE_DOMAIN = 'bounces.example.org';

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
    MAIL_BOUNCE_DOMAIN: BOUNCE_DOMAIN,
    MAIL_BOUNCE_PORT: '0',
    HOST: '127.0.0.1',
  });
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const delivery = async (id: string) =>
  (await client.send('GET', `/api/v2/public/reservation/${id}/email-delivery`)).json() as {
    status: string;
    email: string;
  };

/** A confirmed order whose e-mail the receiving server took; resolves to it and its message's bounce token. */
async function deliveredOrderFor(email: string): Promise<{ id: string; token: string }> {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, { email });
  expectConfirmed(await client.confirm(id, onSite));
  await eventually(async () => ((await delivery(id)).status === 'SENT' ? true : undefined));
  const [row] = await t.db.query<{ token: string }>(
    `SELECT bounce_token AS token FROM email_message WHERE reservation_id = $1 AND recipient = $2 ORDER BY id DESC LIMIT 1`,
    [id, email],
  );
  return { id, token: row!.token };
}

/** A delivery status notification (RFC 3464) as a receiving server writes one, with a folded diagnostic. */
function report(recipient: string, action: string, status: string): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="report-1"',
    '',
    '--report-1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Your message could not be delivered to one or more recipients.',
    '',
    '--report-1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${status.startsWith('5') ? '550' : '451'} ${status} <${recipient}>:`,
    '    Recipient address rejected: User unknown',
    '',
    '--report-1',
    'Content-Type: text/rfc822-headers',
    '',
    'Subject: Your tickets',
    '',
    '--report-1--',
    '',
  ].join('\r\n');
}

/** Sends `raw` to the bounce listener from the null sender, as reports are sent. */
async function sendToListener(to: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: t.bouncePort!,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ envelope: { from: '', to }, raw });
  } finally {
    transport.close();
  }
}

const bounceAddress = (token: string) => `bounces+${token}@${BOUNCE_DOMAIN}`;

describe('an e-mail that bounces after the receiving server took it', () => {
  it('is announced as a capability, so the success page goes on asking after sending', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.json().capabilities).toContain(emailBounceCapability);
  });

  it('goes out from its own envelope address on the bounce domain', async () => {
    const { token } = await deliveredOrderFor('envelope@example.net');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const sent = smtp.messages.find((message) => message.to.includes('<envelope@example.net>'));
    expect(sent?.from).toBe(`<${bounceAddress(token)}>`);
  });

  it('is marked BOUNCED by a permanent failure report, and the buyer corrects the address', async () => {
    const { id, token } = await deliveredOrderFor('gone@example.net');
    const answer = await sendToListener(bounceAddress(token), report('gone@example.net', 'failed', '5.1.1'));
    expect(answer.response).toMatch(/^250/);

    expect(await delivery(id)).toEqual({ status: 'UNDELIVERABLE', email: 'gone@example.net' });
    const key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
    const detail = await adminApi(t, key)('GET', `/api/v1/admin/event/${ALPINE_SUMMIT}/reservation/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().emailDelivery).toMatchObject({ status: 'BOUNCED', recipient: 'gone@example.net' });
    expect(detail.json().emailDelivery.error).toContain('5.1.1');
    expect(detail.json().emailDelivery.error).toContain('User unknown');

    const corrected = await client.send('PUT', `/api/v2/public/reservation/${id}/email-delivery?lang=en`, {
      email: 'here@example.net',
    });
    expect(corrected.json().value).toBe(true);
    const sent = await eventually(async () => {
      const now = await delivery(id);
      return now.status === 'SENT' ? now : undefined;
    });
    expect(sent).toEqual({ status: 'SENT', email: 'here@example.net' });
  });

  it('is not marked by a delay or a transient failure (4.x.x): the reporting server goes on trying', async () => {
    const { id, token } = await deliveredOrderFor('slow@example.net');
    await sendToListener(bounceAddress(token), report('slow@example.net', 'delayed', '4.4.7'));
    await sendToListener(bounceAddress(token), report('slow@example.net', 'failed', '4.2.2'));
    expect(await delivery(id)).toEqual({ status: 'SENT', email: 'slow@example.net' });
  });

  it('is not marked by a report naming an unknown token, nor by mail that is no report', async () => {
    const { id, token } = await deliveredOrderFor('kept@example.net');
    const stranger = randomBytes(16).toString('hex');
    const answer = await sendToListener(bounceAddress(stranger), report('kept@example.net', 'failed', '5.1.1'));
    expect(answer.response).toMatch(/^250/);
    const autoReply = 'Subject: Out of office\r\nContent-Type: text/plain\r\n\r\nAction: failed\r\nStatus: 5.1.1\r\n';
    await sendToListener(bounceAddress(token), autoReply);
    expect(await delivery(id)).toEqual({ status: 'SENT', email: 'kept@example.net' });
  });

  it('is not marked by a failure of a copy to someone else, only by one of its own recipient', async () => {
    const token = randomBytes(16).toString('hex');
    await t.db.query(
      `INSERT INTO email_message (recipient, cc, subject, text_body, status, bounce_token)
       VALUES ('main@example.net', '{copy@example.net}', 'Hello', 'Body', 'SENT', $1)`,
      [token],
    );
    const statusOf = async () =>
      (await t.db.query<{ status: string }>('SELECT status FROM email_message WHERE bounce_token = $1', [token]))[0]!
        .status;
    await sendToListener(bounceAddress(token), report('copy@example.net', 'failed', '5.1.1'));
    expect(await statusOf()).toBe('SENT');
    await sendToListener(bounceAddress(token), report('Main@Example.net', 'failed', '5.2.1'));
    expect(await statusOf()).toBe('BOUNCED');
  });

  it('answers mail it cannot read as taken, and changes nothing', async () => {
    const { id, token } = await deliveredOrderFor('odd@example.net');
    const broken = [
      'Content-Type: multipart/report; report-type=delivery-status; boundary="x"',
      '',
      '--x',
      'Content-Type: message/delivery-status',
      'Content-Transfer-Encoding: base64',
      '',
      '%%% not base64 \u0000',
      '',
    ].join('\r\n');
    const answer = await sendToListener(bounceAddress(token), broken);
    expect(answer.response).toMatch(/^250/);
    // Nested deeper than the parser follows: refused by it, taken and dropped here.
    const nested = Array.from(
      { length: 300 },
      (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`,
    ).join('');
    expect((await sendToListener(bounceAddress(token), nested)).response).toMatch(/^250/);
    expect(await delivery(id)).toEqual({ status: 'SENT', email: 'odd@example.net' });
  });

  it('the listener relays nothing: any address but a bounce address of its domain is refused', async () => {
    const token = randomBytes(16).toString('hex');
    for (const to of ['someone@example.net', `bounces+${token}@example.net`, `postmaster@${BOUNCE_DOMAIN}`]) {
      await expect(sendToListener(to, report('x@example.net', 'failed', '5.1.1'))).rejects.toMatchObject({
        responseCode: 550,
      });
    }
  });
});
