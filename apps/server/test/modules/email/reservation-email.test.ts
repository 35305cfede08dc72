import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  bankTransfer,
  descriptorIdOf,
  expectConfirmed,
  free,
  onSite,
  paymentClient,
  type PaymentClient,
} from '../payment/payment-client.ts';
import {
  ALPINE_DEVOPS_DAY,
  ALPINE_SEASON_PASS,
  ALPINE_SUMMIT,
  OPEN_HACK_DAY,
  SUMMIT_DISCOUNT_CODE,
} from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', BASE_URL: 'https://tickets.example.org' });
  client = await paymentClient(t);
});
afterAll(() => t.close());

interface OutboxRow {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: { name: string; contentType: string; kind: string; params: { documentId: number } }[];
}

const outboxOf = (id: string) =>
  t.db.query<OutboxRow>(
    'SELECT recipient, subject, text_body AS "textBody", html_body AS "htmlBody", attachments FROM email_message WHERE reservation_id = $1 ORDER BY id',
    [id],
  );

const INVOICE = {
  invoiceRequested: true,
  billingAddressLine1: 'Bahnhofstrasse 10',
  billingAddressZip: '8001',
  billingAddressCity: 'Zürich',
  vatCountryCode: 'CH',
};

describe('the confirmation e-mail', () => {
  it('bank transfer: payment instructions, the order, a link back and the invoice attached', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 2 }, INVOICE, { promoCode: SUMMIT_DISCOUNT_CODE });
    expectConfirmed(await client.confirm(id, bankTransfer));
    const [mail] = await outboxOf(id);
    const shortId = id.slice(0, 8).toUpperCase();
    expect(mail).toMatchObject({
      recipient: 'anna.keller@example.com',
      subject: `Payment instructions for your reservation ${shortId} for Alpine Tech Summit`,
    });
    for (const line of [
      'Hello Anna Keller,',
      'Please transfer CHF 522.00',
      'Bank account: CH93 0076 2011 6238 5295 7',
      'Account holder: Alpine Tech Forum, Seestrasse 200, 8002 Zürich',
      `Reservation number: ${shortId}`,
      '- 2 x Standard: CHF 580.00',
      '- 2 x SUMMIT10: CHF -58.00',
      'Total: CHF 522.00',
      'including VAT 8.1%: CHF 39.12',
      'Your invoice is attached.',
      `https://tickets.example.org/event/alpine-summit/reservation/${id}?lang=en`,
      'Questions? Write to Alpine Tech Forum at info@alpine-tech.example.',
    ]) {
      expect(mail?.textBody).toContain(line);
    }
    expect(mail?.htmlBody).toContain('<p>Hello Anna Keller,');
    expect(mail?.attachments).toEqual([
      {
        name: 'invoice-1.pdf',
        contentType: 'application/pdf',
        kind: 'BILLING_DOCUMENT',
        params: { documentId: expect.any(Number) },
      },
    ]);
  });

  it('on site: confirmed, pay at the desk; the ticket, the event for the calendar and, no invoice asked, the receipt', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, onSite));
    const [ticket] = (await client.info(id)).ticketsByCategory.flatMap((category) => category.tickets);
    const [mail] = await outboxOf(id);
    expect(mail?.subject).toBe(`Your reservation ${id.slice(0, 8).toUpperCase()} for Alpine Tech Summit`);
    expect(mail?.textBody).toContain('Please pay CHF 290.00 at the desk when you arrive.');
    expect(mail?.attachments.map((attachment) => attachment.name)).toEqual([
      `ticket-${ticket?.uuid}.pdf`,
      'event.ics',
      `receipt-${id.slice(0, 8)}.pdf`,
    ]);
  });
});

describe('re-send the e-mail', () => {
  it('writes it again, in the language asked for', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, onSite));
    const response = await client.resend('event', ALPINE_SUMMIT, id, 'de');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    const mails = await outboxOf(id);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Ihre Reservierung ${id.slice(0, 8).toUpperCase()} für Alpine Tech Summit`);
    expect(mails[1]?.textBody).toContain('Guten Tag Anna Keller');
  });

  it('writes it in Polish and in Bulgarian for an event that offers them', async () => {
    const id = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
    expectConfirmed(await client.confirm(id, free));
    const code = id.slice(0, 8).toUpperCase();
    expect((await client.resend('event', OPEN_HACK_DAY, id, 'pl')).statusCode).toBe(200);
    expect((await client.resend('event', OPEN_HACK_DAY, id, 'bg')).statusCode).toBe(200);
    const [, polish, bulgarian] = await outboxOf(id);
    expect(polish?.subject).toBe(`Twoja rezerwacja ${code}: Open Hack Day`);
    expect(polish?.textBody).toContain('dziękujemy: Twoja rezerwacja na Open Hack Day jest potwierdzona.');
    expect(bulgarian?.subject).toBe(`Вашата резервация ${code} за Open Hack Day`);
    expect(bulgarian?.textBody).toContain('Благодарим Ви: резервацията Ви за Open Hack Day е потвърдена.');
  });

  it('subscriptions too', async () => {
    const pass = await descriptorIdOf(t.db, ALPINE_SEASON_PASS);
    const id = await client.bookSubscription(pass, {
      subscriptionOwner: { additional: { company: ['Keller Software'] } },
    });
    expectConfirmed(await client.confirm(id, onSite));
    expect((await client.resend('subscription', pass, id)).json()).toBe(true);
    expect(await outboxOf(id)).toHaveLength(2);
  });

  it('false for a reservation that is not there, of another event, or not confirmed', async () => {
    const confirmed = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(confirmed, onSite));
    expect((await client.resend('event', ALPINE_SUMMIT, '00000000-0000-4000-8000-000000000000')).json()).toBe(false);
    expect((await client.resend('event', ALPINE_DEVOPS_DAY, confirmed)).json()).toBe(false);
    const pending = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.resend('event', ALPINE_SUMMIT, pending)).json()).toBe(false);
    expect(await outboxOf(pending)).toEqual([]);
  });

  it('404 for an unknown event; 401 for someone else’s reservation; 400 without a language', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, onSite));
    expect((await client.resend('event', 'no-such-event', id)).statusCode).toBe(404);
    expect((await client.resend('subscription', '00000000-0000-4000-8000-000000000000', id)).statusCode).toBe(404);
    expect(
      (await client.send('POST', `/api/v2/public/event/alpine-summit/reservation/${id}/re-send-email`, {})).statusCode,
    ).toBe(400);
    await t.db.query('UPDATE reservation SET user_id = (SELECT id FROM app_user LIMIT 1) WHERE id = $1', [id]);
    expect((await client.resend('event', ALPINE_SUMMIT, id)).statusCode).toBe(401);
  });
});
