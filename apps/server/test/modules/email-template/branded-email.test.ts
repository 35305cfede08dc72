import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { eventually, startSmtpStub, type SmtpStub } from '../email/smtp-stub.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';
import { bankTransfer, expectConfirmed } from '../payment/payment-client.ts';
import { ticketBuyer } from '../ticket/ticket-buyer.ts';
import { walletTestKeys } from '../ticket/wallet-keys.ts';
import { applePassUrl } from '../ticket/wallet-ticket.ts';
import { ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { parseICalendar } from '../../support/icalendar.ts';

let smtp: SmtpStub;
let t: TestApp;
let keyDir: string;
let client: Awaited<ReturnType<typeof ticketBuyer>>;
let admin: ReturnType<typeof adminApi>;

beforeAll(async () => {
  smtp = await startSmtpStub();
  const keys = walletTestKeys();
  keyDir = await mkdtemp(join(tmpdir(), 'pass-keys-'));
  await writeFile(join(keyDir, 'pass.pem'), keys.passCertificate);
  await writeFile(join(keyDir, 'wwdr.pem'), keys.wwdrCertificate);
  t = await testApp({
    EXPIRY_SWEEP_SECONDS: '0',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'tickets@example.org',
    BASE_URL: 'https://tickets.example.org',
    SYSTEM_API_KEY: SYSTEM_KEY,
    APPLE_PASS_TYPE_IDENTIFIER: 'pass.org.example.tickets',
    APPLE_PASS_TEAM_IDENTIFIER: 'TEAM123456',
    APPLE_PASS_CERTIFICATE: join(keyDir, 'pass.pem'),
    APPLE_PASS_PRIVATE_KEY: keys.passKey.trim().replace(/\n/g, '\\n'),
    APPLE_PASS_PRIVATE_KEY_PASSPHRASE: keys.passKeyPassphrase,
    APPLE_PASS_WWDR_CERTIFICATE: join(keyDir, 'wwdr.pem'),
  });
  client = await ticketBuyer(t);
  admin = adminApi(t, await keyForEventOrganizer(t, ALPINE_SUMMIT));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(keyDir, { recursive: true, force: true });
});

const HOLDER = { firstName: 'Lena', lastName: 'Roth', email: 'lena.roth@example.ch' };

interface MimePart {
  contentType: string;
  filename: string | null;
  content: Buffer;
}

/** The leaf parts of a message as the SMTP server received it, decoded. */
function mimeParts(data: string): MimePart[] {
  const boundaries = [...data.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((match) => match[1]!);
  const pieces = boundaries.reduce<string[]>(
    (chunks, boundary) => chunks.flatMap((chunk) => chunk.split(`--${boundary}`)),
    [data],
  );
  return pieces.flatMap((piece) => {
    const at = piece.indexOf('\r\n\r\n');
    if (at < 0) return [];
    const headers = piece.slice(0, at).replace(/\r\n\s+/g, ' ');
    const body = piece.slice(at + 4);
    const contentType = headers.match(/Content-Type: ([^;\r\n]+)/i)?.[1]?.toLowerCase();
    if (!contentType || contentType.startsWith('multipart/')) return [];
    const encoding = headers.match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? quotedPrintable(body)
          : Buffer.from(body);
    return [{ contentType, filename: headers.match(/filename="?([^";\r\n]+)"?/)?.[1] ?? null, content }];
  });
}

function quotedPrintable(body: string): Buffer {
  const text = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!));
  }
  return Buffer.from(bytes);
}

/** How many messages the SMTP server holds once the outbox has sent everything queued so far. */
async function sentSoFar(): Promise<number> {
  await eventually(async () => {
    const [row] = await t.db.query<{ open: number }>(
      "SELECT count(*)::int AS open FROM email_message WHERE status IN ('WAITING', 'IN_PROCESS')",
    );
    return row?.open === 0 ? true : undefined;
  });
  return smtp.messages.length;
}

/** The next message to `recipient` the SMTP server receives. */
async function nextMessageTo(recipient: string, after: number): Promise<MimePart[]> {
  const message = await eventually(() => smtp.messages.slice(after).find((sent) => sent.to.includes(`<${recipient}>`)));
  return mimeParts(message.data);
}

const textOf = (parts: MimePart[], type: string) =>
  parts
    .find((part) => part.contentType === type)
    ?.content.toString()
    .replace(/\r\n/g, '\n');

describe('the confirmation e-mail', () => {
  it.each([
    ['en', 'Your reservation', 'Open your reservation'],
    ['de', 'Ihre Reservierung', 'Ihre Reservierung'],
    ['fr', 'Votre réservation', 'Ouvrir votre réservation'],
  ])(
    'in %s: a plain-text and an HTML part, the language, headings and links that say where they lead',
    async (lang, subject, linkText) => {
      const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDER]);
      const before = await sentSoFar();
      expect((await client.resend('event', ALPINE_SUMMIT, reservationId, lang)).json()).toBe(true);
      const parts = await nextMessageTo('anna.keller@example.com', before);
      const text = textOf(parts, 'text/plain');
      const html = textOf(parts, 'text/html');
      expect(text).toContain(
        `https://tickets.example.org/event/${ALPINE_SUMMIT}/reservation/${reservationId}?lang=${lang}`,
      );
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<meta name="color-scheme" content="light dark">');
      expect(html).toMatch(new RegExp(`<h1>${subject}`));
      expect(html).toMatch(/<h2>[^<]+<\/h2>/);
      expect(html).toContain('Alpine Tech Forum');
      const links = [...html!.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!);
      expect(links.some((label) => label.startsWith(linkText))).toBe(true);
      // No link reads as a bare address.
      expect(links.filter((label) => /^https?:/.test(label))).toEqual([]);
    },
  );

  it("carries each ticket's PDF, the event for the calendar and the wallet pass the ticket page offers", async () => {
    const { reservationId, tickets } = await client.buy(OPEN_HACK_DAY, { 'General admission': 1 }, [HOLDER]);
    const before = await sentSoFar();
    expect((await client.resend('event', OPEN_HACK_DAY, reservationId)).json()).toBe(true);
    const parts = await nextMessageTo('anna.keller@example.com', before);

    const pdf = parts.find((part) => part.filename === `ticket-${tickets[0]}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const calendar = parts.find((part) => part.filename === 'event.ics');
    expect(parseICalendar(calendar!.content.toString('utf8'))).toMatchObject({ SUMMARY: expect.any(String) });

    const pass = parts.find((part) => part.contentType === 'application/vnd.apple.pkpass');
    expect(pass?.filename).toBe(`Passbook-${tickets[0]!.slice(0, 8)}.pkpass`);
    const attached = JSON.parse(strFromU8(unzipSync(new Uint8Array(pass!.content))['pass.json']!));
    const page = await t.app.inject({ method: 'GET', url: applePassUrl(OPEN_HACK_DAY, tickets[0]!) });
    const offered = JSON.parse(strFromU8(unzipSync(new Uint8Array(page.rawPayload))['pass.json']!));
    expect(attached).toEqual(offered);
  });

  it('writes what the buyer typed as text, never as markup', async () => {
    const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDER]);
    await t.db.query("UPDATE reservation SET first_name = '<script>alert(1)</script>' WHERE id = $1", [reservationId]);
    const before = await sentSoFar();
    expect((await client.resend('event', ALPINE_SUMMIT, reservationId)).json()).toBe(true);
    const parts = await nextMessageTo('anna.keller@example.com', before);
    expect(textOf(parts, 'text/plain')).toContain('<script>alert(1)</script>');
    const html = textOf(parts, 'text/html')!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe("the organizer's wording", () => {
  const organizationTemplate = (lang: string) =>
    `/api/v1/admin/organization/email-templates/CONFIRMATION_EMAIL/${lang}`;
  const eventTemplate = (lang: string) =>
    `/api/v1/admin/event/${ALPINE_SUMMIT}/email-templates/CONFIRMATION_EMAIL/${lang}`;

  it('changes the next e-mail: the event’s wording over the organization’s, in its language only', async () => {
    const saved = await admin('PUT', organizationTemplate('en'), {
      subject: 'Booked: {{eventName}} ({{reservationId}})',
      body: 'Dear {{firstName}},\n\n{{#if payOnSite}}bring {{total}} to the desk.{{else}}see you there.{{/if}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDER]);
    const shortId = reservationId.slice(0, 8).toUpperCase();
    const before = await sentSoFar();
    await client.resend('event', ALPINE_SUMMIT, reservationId, 'en');
    await client.resend('event', ALPINE_SUMMIT, reservationId, 'de');
    const english = await nextMessageTo('anna.keller@example.com', before);
    expect(textOf(english, 'text/plain')).toContain('Dear Anna,\n\nbring CHF 290.00 to the desk.');
    const rows = await t.db.query<{ subject: string }>(
      'SELECT subject FROM email_message WHERE reservation_id = $1 ORDER BY id',
      [reservationId],
    );
    expect(rows.at(-2)?.subject).toBe(`Booked: Alpine Tech Summit (${shortId})`);
    expect(rows.at(-1)?.subject).toBe(`Ihre Reservierung ${shortId} für Alpine Tech Summit`);

    expect((await admin('PUT', eventTemplate('en'), { subject: 'Summit: {{fullName}}', body: null })).statusCode).toBe(
      200,
    );
    await client.resend('event', ALPINE_SUMMIT, reservationId, 'en');
    const [latest] = await t.db.query<{ subject: string; textBody: string }>(
      'SELECT subject, text_body AS "textBody" FROM email_message WHERE reservation_id = $1 ORDER BY id DESC LIMIT 1',
      [reservationId],
    );
    expect(latest?.subject).toBe('Summit: Anna Keller');
    // The body the event left alone is the organization's.
    expect(latest?.textBody).toContain('Dear Anna,');

    const listed = await admin('GET', `/api/v1/admin/event/${ALPINE_SUMMIT}/email-templates`);
    expect(listed.json().overrides).toEqual([
      { template: 'CONFIRMATION_EMAIL', language: 'en', subject: 'Summit: {{fullName}}', body: null },
    ]);
    // Both parts null removes a wording: the server's own comes back.
    expect((await admin('PUT', eventTemplate('en'), { subject: null, body: null })).statusCode).toBe(200);
    expect((await admin('PUT', organizationTemplate('en'), { subject: null, body: null })).statusCode).toBe(200);
    const next = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDER]);
    const [restored] = await t.db.query<{ subject: string }>(
      'SELECT subject FROM email_message WHERE reservation_id = $1 AND recipient = $2',
      [next.reservationId, 'anna.keller@example.com'],
    );
    expect(restored?.subject).toBe(
      `Your reservation ${next.reservationId.slice(0, 8).toUpperCase()} for Alpine Tech Summit`,
    );
  });

  it.each([
    [
      'an unknown placeholder',
      { subject: 'Hi {{ticketUrl}}', body: null },
      'subject',
      /Unknown placeholder \{\{ticketUrl\}\}/,
    ],
    ['broken syntax', { subject: null, body: 'Hello {{#if payOnSite}}pay' }, 'body', /cannot be read/],
    ['raw output', { subject: null, body: 'Hello {{{fullName}}}' }, 'body', /Triple braces/],
    ['a helper', { subject: null, body: '{{#each fullName}}x{{/each}}' }, 'body', /Only \{\{#if/],
  ])('refuses %s with a 400 naming the part, and keeps what was there', async (_, body, field, message) => {
    const response = await admin('PUT', organizationTemplate('de'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ field, message: expect.stringMatching(message) }] });
    const listed = await admin('GET', '/api/v1/admin/organization/email-templates');
    expect(listed.json().overrides.filter((row: { language: string }) => row.language === 'de')).toEqual([]);
  });

  it('is for administrators of the organization that owns the event', async () => {
    const operator = adminApi(t, await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR'));
    expect((await operator('PUT', organizationTemplate('en'), { subject: 'x', body: null })).statusCode).toBe(403);
    const other = adminApi(t, await keyForEventOrganizer(t, OPEN_HACK_DAY));
    const foreign = await other('PUT', eventTemplate('en'), { subject: 'x', body: null });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the organizer's brand", () => {
  const COLOR = '#7a1f5c';

  async function brandEvent(
    event: string,
    settings: Record<string, string> = {},
  ): Promise<ReturnType<typeof adminApi>> {
    const organizer = adminApi(t, await keyForEventOrganizer(t, event));
    const organizationId = await organizationOfEvent(t.db, event);
    const saved = await organizer('PUT', `/api/v1/admin/configuration/organization/${organizationId}/event/${event}`, {
      EMAIL_BRAND_COLOR: COLOR,
      ...settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return organizer;
  }

  /** The band atop each HTML e-mail about the order, oldest first: the logo, else the name, on the organizer's colour. */
  async function bandsOf(reservationId: string): Promise<{ subject: string; band: string }[]> {
    const rows = await t.db.query<{ subject: string; html: string }>(
      'SELECT subject, html_body AS html FROM email_message WHERE reservation_id = $1 ORDER BY id',
      [reservationId],
    );
    return rows.map(({ subject, html }) => ({
      subject,
      band: html.match(/<header class="band"[^]*?<\/header>/)?.[0] ?? '',
    }));
  }

  const expectBranded = (band: string, organization: string) => {
    expect(band).toMatch(
      new RegExp(`<img src="https://tickets\\.example\\.org/file/[0-9a-f]{64}" alt="${organization}">`),
    );
    expect(band).toContain(`background:${COLOR}`);
  };

  it('heads the cancellation of a paid order as it heads the confirmation', async () => {
    const organizer = await brandEvent(ALPINE_SUMMIT, { PAID_CANCELLATION_DAYS: '2' });
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, bankTransfer));
    const received = await organizer('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
    expect(received.statusCode, received.body).toBe(200);
    const cancelled = await client.send('POST', `/api/v2/public/reservation/${id}/paid-cancellation`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const bands = await bandsOf(id);
    const cancellation = bands.find(({ subject }) => subject.includes('cancelled'));
    expectBranded(cancellation!.band, 'Alpine Tech Forum');
    expect(new Set(bands.map(({ band }) => band))).toEqual(new Set([cancellation!.band]));
  });

  it('heads the notice of a released ticket as it heads the confirmation', async () => {
    await brandEvent(OPEN_HACK_DAY);
    const { reservationId, tickets } = await client.buy(OPEN_HACK_DAY, { 'General admission': 2 }, [
      HOLDER,
      { ...HOLDER, email: 'jonas.roth@example.ch' },
    ]);
    const released = await client.send('DELETE', `/api/v2/public/event/${OPEN_HACK_DAY}/ticket/${tickets[0]}`);
    expect(released.json()).toBe(true);

    const bands = await bandsOf(reservationId);
    const notice = bands.find(({ subject }) => subject.includes('cancelled'));
    const [organization] = await t.db.query<{ name: string }>(
      'SELECT o.name FROM organization o JOIN event e ON e.organization_id = o.id WHERE e.short_name = $1',
      [OPEN_HACK_DAY],
    );
    expectBranded(notice!.band, organization!.name);
    expect(new Set(bands.map(({ band }) => band))).toEqual(new Set([notice!.band]));
  });
});
