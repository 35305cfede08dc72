import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { startMailer, type MailLog } from '../../../src/modules/email/mailer.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { bankTransfer, expectConfirmed, onSite, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { eventually, startSmtpStub, type SmtpStub } from './smtp-stub.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { parseICalendar } from '../../support/icalendar.ts';

let smtp: SmtpStub;
let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', SMTP_URL: smtp.url, MAIL_FROM: 'Tickets <tickets@example.org>' });
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const quiet: MailLog = { info: () => undefined, error: () => undefined };

const statusOf = async (reservationId: string) =>
  (
    await t.db.query<{ status: string; attempts: number; lastError: string | null }>(
      'SELECT status, attempts, last_error AS "lastError" FROM email_message WHERE reservation_id = $1 ORDER BY id DESC LIMIT 1',
      [reservationId],
    )
  )[0];

describe('sending the outbox over SMTP', () => {
  it('a confirmation goes out at once, with its invoice attached, replies to the organizer', async () => {
    const id = await client.book(
      ALPINE_SUMMIT,
      { Standard: 1 },
      {
        invoiceRequested: true,
        billingAddressLine1: 'Bahnhofstrasse 10',
        billingAddressZip: '8001',
        billingAddressCity: 'Zürich',
        vatCountryCode: 'CH',
      },
    );
    expectConfirmed(await client.confirm(id, bankTransfer));
    const message = await eventually(() => smtp.messages.find((m) => m.data.includes(id.slice(0, 8).toUpperCase())));
    expect(message.to).toEqual(['<anna.keller@example.com>']);
    expect(message.from).toBe('<tickets@example.org>');
    expect(message.data).toContain('Reply-To: info@alpine-tech.example');
    expect(message.data).toMatch(/Content-Type: application\/pdf; name=invoice-\d+\.pdf/);
    expect(message.data).toContain('Content-Type: text/html');
    expect(await eventually(async () => ((await statusOf(id))?.status === 'SENT' ? true : undefined))).toBe(true);
  });

  it('a confirmation with tickets carries each ticket and the event as a calendar file that parses', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, onSite));
    const message = await eventually(() => smtp.messages.find((m) => m.data.includes(id.slice(0, 8).toUpperCase())));
    expect(message.data).toMatch(/Content-Type: application\/pdf;\s+name="?ticket-/);
    const part = /Content-Type: text\/calendar;[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(message.data);
    expect(part, 'a text/calendar part').not.toBeNull();
    const calendar = parseICalendar(Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64').toString('utf8'));
    const [summit] = await t.db.query<{ displayName: string; startAt: Date }>(
      'SELECT display_name AS "displayName", start_at AS "startAt" FROM event WHERE short_name = $1',
      [ALPINE_SUMMIT],
    );
    expect(calendar).toMatchObject({
      VERSION: '2.0',
      SUMMARY: summit!.displayName.replace(/([,;])/g, '\\$1'),
      DTSTART: summit!.startAt
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, ''),
    });
    expect(calendar.UID).toContain(ALPINE_SUMMIT);
  });

  it('a refused message is tried again later, then sent', async () => {
    const mailer = startMailer(
      t.db,
      { smtpUrl: smtp.url, from: 'tickets@example.org', baseUrl: 'http://localhost', intervalSeconds: 0 },
      quiet,
    );
    try {
      await mailer.deliverDue();
      smtp.failNext = 10;
      const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
      // The app's own mailer may take the first try; either way the message is refused.
      expectConfirmed(await client.confirm(id, onSite));
      await mailer.deliverDue();
      const failed = await eventually(async () => {
        const row = await statusOf(id);
        return row?.status === 'WAITING' && row.attempts >= 1 ? row : undefined;
      });
      expect(failed.lastError).toContain('451');
      smtp.failNext = 0;
      await t.db.query('UPDATE email_message SET next_attempt_at = now() WHERE reservation_id = $1', [id]);
      await mailer.deliverDue();
      expect((await statusOf(id))?.status).toBe('SENT');
    } finally {
      smtp.failNext = 0;
      await mailer.stop();
    }
  });

  it('after five refusals it stops trying', async () => {
    const mailer = startMailer(
      t.db,
      { smtpUrl: smtp.url, from: 'tickets@example.org', baseUrl: 'http://localhost', intervalSeconds: 0 },
      quiet,
    );
    try {
      const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
      smtp.failNext = 100;
      expectConfirmed(await client.confirm(id, onSite));
      // The app's own mailer may take some of the tries: what counts is the number of attempts.
      const gaveUp = await eventually(async () => {
        await t.db.query(
          "UPDATE email_message SET next_attempt_at = now() - interval '1 second' WHERE reservation_id = $1 AND status = 'WAITING'",
          [id],
        );
        await mailer.deliverDue();
        const row = await statusOf(id);
        return row?.status === 'ERROR' ? row : undefined;
      });
      expect(gaveUp.attempts).toBe(5);
      await mailer.deliverDue();
      expect(await statusOf(id)).toMatchObject({ status: 'ERROR', attempts: 5 });
    } finally {
      smtp.failNext = 0;
      await mailer.stop();
    }
  });
});

describe('with the SMTP server away', () => {
  it('the message waits in the outbox, and goes out once when the server is back', async () => {
    // Nothing listens on a port just freed: connecting is refused, as to a stopped mail server.
    const away = await startSmtpStub();
    await away.close();
    const app = await testApp({ EXPIRY_SWEEP_SECONDS: '0', SMTP_URL: away.url, MAIL_FROM: 'tickets@example.org' });
    const back = startMailer(
      app.db,
      { smtpUrl: smtp.url, from: 'tickets@example.org', baseUrl: 'http://localhost', intervalSeconds: 0 },
      quiet,
    );
    try {
      const buyer = await paymentClient(app);
      const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
      expectConfirmed(await buyer.confirm(id, onSite));
      const rowsOf = () =>
        app.db.query<{ status: string; attempts: number; lastError: string | null }>(
          'SELECT status, attempts, last_error AS "lastError" FROM email_message WHERE reservation_id = $1',
          [id],
        );
      // The app's own mailer tried at once and was refused the connection; nothing is lost.
      const waiting = await eventually(async () => {
        const rows = await rowsOf();
        return rows.length > 0 && rows.every((row) => row.status === 'WAITING' && row.attempts >= 1) ? rows : undefined;
      });
      expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED/);
      // The server is back; the retry falls due (instead of waiting minutes).
      await app.db.query(
        "UPDATE email_message SET next_attempt_at = now() WHERE reservation_id = $1 AND status = 'WAITING'",
        [id],
      );
      const sent = await eventually(async () => {
        await back.deliverDue();
        const rows = await rowsOf();
        return rows.every((row) => row.status === 'SENT') ? rows : undefined;
      });
      await back.deliverDue();
      const code = id.slice(0, 8).toUpperCase();
      expect(smtp.messages.filter((message) => message.data.includes(code))).toHaveLength(sent.length);
    } finally {
      await back.stop();
      await app.close();
    }
  });
});

describe('without SMTP', () => {
  it('the message stays in the outbox, written to the log', async () => {
    const logged: object[] = [];
    const mailer = startMailer(
      t.db,
      { smtpUrl: null, from: 'tickets@example.org', baseUrl: 'http://localhost', intervalSeconds: 0 },
      { info: (details) => logged.push(details), error: () => undefined },
    );
    try {
      await t.db.query(
        `INSERT INTO email_message (reservation_id, recipient, subject, text_body) VALUES (NULL, 'someone@example.org', 'Hello', 'Body')`,
      );
      await mailer.deliverDue();
      expect(logged).toContainEqual({ to: 'someone@example.org', subject: 'Hello', body: 'Body' });
      const [row] = await t.db.query<{ status: string }>(
        "SELECT status FROM email_message WHERE recipient = 'someone@example.org'",
      );
      expect(row?.status).toBe('SENT');
    } finally {
      await mailer.stop();
    }
  });
});

describe('mail configuration', () => {
  it('SMTP_URL must be an smtp or smtps URL; the sender defaults to the shop host', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org:25' })).toThrow(ConfigError);
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.org' }).smtpUrl).toBe(
      'smtps://user:secret@mail.example.org',
    );
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({ BASE_URL: 'https://tickets.example.org' }).mailFrom).toBe(
      'Tickets <tickets@tickets.example.org>',
    );
    expect(loadConfig({ MAIL_FROM: 'Box office <box@example.org>' }).mailFrom).toBe('Box office <box@example.org>');
  });
});
