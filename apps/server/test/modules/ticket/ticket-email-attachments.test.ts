import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { eventually, startSmtpStub, type SmtpStub } from '../email/smtp-stub.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { bankTransfer } from '../payment/payment-client.ts';
import { pdfPages, ticketBuyer } from './ticket-buyer.ts';

let smtp: SmtpStub;
let t: TestApp;
let client: Awaited<ReturnType<typeof ticketBuyer>>;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await testApp({
    EXPIRY_SWEEP_SECONDS: '0',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'tickets@example.org',
    BASE_URL: 'https://tickets.example.org',
  });
  client = await ticketBuyer(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const GREEK = { firstName: 'Ελένη', lastName: 'Παπαδοπούλου', email: 'eleni@example.gr' };
const CZECH = { firstName: 'Jiří', lastName: 'Dvořák', email: 'jiri@example.cz', userLanguage: 'de' };

interface OutboxRow {
  id: number;
  textBody: string;
  attachments: { name: string; contentType: string; kind: string; params: Record<string, unknown> }[];
}

const outboxOf = (reservationId: string) =>
  t.db.query<OutboxRow>(
    'SELECT id, text_body AS "textBody", attachments FROM email_message WHERE reservation_id = $1 ORDER BY id',
    [reservationId],
  );

/** The PDF attachments of a message as the SMTP server received it, by file name. */
function pdfAttachments(data: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const boundary = data.match(/boundary="?([^"\r\n;]+)"?/)?.[1];
  if (!boundary) return found;
  for (const part of data.split(`--${boundary}`)) {
    const [headers, body] = part.split(/\r\n\r\n/);
    // Long header values are folded onto the next line.
    const name = headers
      ?.replace(/\r\n\s+/g, ' ')
      .match(/Content-Type: application\/pdf; name="?([^"\r\n]+?)"?(\r\n|$)/)?.[1];
    if (name && body) found.set(name, Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  }
  return found;
}

describe('the confirmation e-mail of a complete order', () => {
  it('links the update page of each ticket left to assign later', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [null, null]);
    const [mail] = await outboxOf(reservationId);
    expect(mail?.attachments.some((attachment) => attachment.kind === 'TICKET_PDF')).toBe(false);
    expect(mail?.textBody).toContain('These tickets have no holder yet. Enter who will use each one:');
    for (const uuid of tickets) {
      expect(mail?.textBody).toContain(
        `- Standard: https://tickets.example.org/event/${ALPINE_SUMMIT}/ticket/${uuid}/update?lang=en`,
      );
    }
  });

  it('carries the PDF of each assigned ticket, in its holder’s language, and links the others', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 3 }, [GREEK, null, CZECH]);
    expect((await client.resend('event', ALPINE_SUMMIT, reservationId)).json()).toBe(true);
    const mail = (await outboxOf(reservationId)).at(-1);
    expect(mail?.attachments.filter((attachment) => attachment.kind === 'TICKET_PDF')).toEqual([
      {
        name: `ticket-${tickets[0]}.pdf`,
        contentType: 'application/pdf',
        kind: 'TICKET_PDF',
        params: { ticketId: expect.any(Number), lang: 'en' },
      },
      {
        name: `ticket-${tickets[2]}.pdf`,
        contentType: 'application/pdf',
        kind: 'TICKET_PDF',
        params: { ticketId: expect.any(Number), lang: 'de' },
      },
    ]);
    expect(mail?.textBody).toContain('Your tickets are attached (2).');
    expect(mail?.textBody).toContain(
      `- Standard: https://tickets.example.org/event/${ALPINE_SUMMIT}/ticket/${tickets[1]}/update?lang=en`,
    );
    expect(mail?.textBody).not.toContain(`/ticket/${tickets[0]}/update`);
    expect(mail?.textBody).not.toContain(`/ticket/${tickets[2]}/update`);
  });

  it('carries no ticket while the order waits for its payment', async () => {
    const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [GREEK], bankTransfer);
    const [mail] = await outboxOf(reservationId);
    expect(mail?.attachments.some((attachment) => attachment.kind === 'TICKET_PDF')).toBe(false);
    expect(mail?.textBody).not.toContain('Your tickets are attached');
  });
});

describe('sending ticket attachments', () => {
  it('draws each ticket’s PDF when the message goes out, in the ticket’s language', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, CZECH]);
    const shortId = reservationId.slice(0, 8).toUpperCase();
    const message = await eventually(() => smtp.messages.find((m) => m.data.includes(shortId)));
    const pdfs = pdfAttachments(message.data);
    const greek = await pdfPages(pdfs.get(`ticket-${tickets[0]}.pdf`)!);
    expect(greek[0]).toContain('Ελένη Παπαδοπούλου');
    expect(greek[0]).toContain('Order reference');
    const czech = await pdfPages(pdfs.get(`ticket-${tickets[1]}.pdf`)!);
    expect(czech[0]).toContain('Jiří Dvořák');
    expect(czech[0]).toContain('Bestellnummer');
    expect([...pdfs.keys()].filter((name) => name.startsWith('receipt-'))).toHaveLength(1);
  });

  it('draws the holder as stored at sending time and leaves out a ticket no longer available', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, CZECH]);
    const shortId = reservationId.slice(0, 8).toUpperCase();
    await eventually(() => smtp.messages.find((m) => m.data.includes(shortId)));
    await t.db.query("UPDATE ticket SET first_name = 'Ελένη-Μαρία' WHERE public_uuid = $1", [tickets[0]]);
    await t.db.query("UPDATE ticket SET status = 'CANCELLED' WHERE public_uuid = $1", [tickets[1]]);
    const resent = await client.resend('event', ALPINE_SUMMIT, reservationId);
    expect(resent.json()).toBe(true);
    const message = await eventually(() => {
      const matching = smtp.messages.filter((m) => m.data.includes(shortId));
      return matching.length === 2 ? matching[1] : undefined;
    });
    const pdfs = pdfAttachments(message.data);
    expect([...pdfs.keys()].filter((name) => name.startsWith('ticket-'))).toEqual([`ticket-${tickets[0]}.pdf`]);
    expect((await pdfPages(pdfs.get(`ticket-${tickets[0]}.pdf`)!))[0]).toContain('Ελένη-Μαρία Παπαδοπούλου');
    const [status] = await t.db.query<{ status: string }>(
      'SELECT status FROM email_message WHERE reservation_id = $1 ORDER BY id DESC LIMIT 1',
      [reservationId],
    );
    expect(status?.status).toBe('SENT');
  });
});
