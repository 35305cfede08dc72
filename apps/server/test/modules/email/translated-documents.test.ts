import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { bankTransfer, expectConfirmed, onSite } from '../payment/payment-client.ts';
import { pdfPages, ticketBuyer } from '../ticket/ticket-buyer.ts';

let t: TestApp;
let client: Awaited<ReturnType<typeof ticketBuyer>>;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', BASE_URL: 'https://tickets.example.org' });
  client = await ticketBuyer(t);
  // The organizer offers Turkish and Romanian too, so holders may choose them.
  await t.db.query(
    `UPDATE event SET content_languages = content_languages || ARRAY['tr', 'ro'] WHERE short_name = $1`,
    [ALPINE_SUMMIT],
  );
});
afterAll(() => t.close());

const outboxOf = (id: string) =>
  t.db.query<{ subject: string; textBody: string }>(
    'SELECT subject, text_body AS "textBody" FROM email_message WHERE reservation_id = $1 ORDER BY id',
    [id],
  );

const api = (path: string) => `/api/v2/public/event/${ALPINE_SUMMIT}${path}`;

describe('a reservation e-mail in Turkish', () => {
  it('holds the order in Turkish words, with a Turkish date for the transfer deadline', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, bankTransfer));
    expect((await client.resend('event', ALPINE_SUMMIT, id, 'tr')).json()).toBe(true);
    const mail = (await outboxOf(id)).at(-1);
    const shortId = id.slice(0, 8).toUpperCase();
    expect(mail?.subject).toBe(`Alpine Tech Summit için ${shortId} numaralı rezervasyonunuzun ödeme talimatları`);
    for (const line of [
      'Merhaba Anna Keller,',
      `Rezervasyon numarası: ${shortId}`,
      'Siparişiniz',
      'Toplam: CHF 290.00',
      `https://tickets.example.org/event/alpine-summit/reservation/${id}?lang=tr`,
      'Sorularınız için Alpine Tech Forum ile info@alpine-tech.example adresinden iletişime geçebilirsiniz.',
    ]) {
      expect(mail?.textBody).toContain(line);
    }
    expect(mail?.textBody).toMatch(
      /rezervasyonunuzu \d{1,2} (Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara) \d{4}, \d{2}:\d{2} tarihine kadar tutuyoruz/,
    );
    expect(mail?.textBody).toMatch(/%8\.1 KDV dahil: CHF \d+\.\d{2}/);
    expect(mail?.textBody).not.toContain('Reservation number');
  });
});

describe('ticket PDFs in Turkish and Romanian', () => {
  it('label every field in the holder’s language and keep the letters of both alphabets', async () => {
    const { tickets } = await client.buy(
      ALPINE_SUMMIT,
      { Standard: 2 },
      [
        { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com.tr', userLanguage: 'tr' },
        { firstName: 'Ștefan', lastName: 'Țurcanu', email: 'stefan@example.ro', userLanguage: 'ro' },
      ],
      onSite,
    );
    const [turkish] = await pdfPages((await client.get(api(`/ticket/${tickets[0]}/download-ticket`))).rawPayload);
    for (const text of ['BİLET', 'Ayşe Yılmaz', 'Bilet sahibi', 'Sipariş referansı', 'Organizatör', 'Gişede ödeme']) {
      expect(turkish).toContain(text);
    }
    expect(turkish).not.toContain('Order reference');
    const [romanian] = await pdfPages((await client.get(api(`/ticket/${tickets[1]}/download-ticket`))).rawPayload);
    for (const text of ['Ștefan Țurcanu', 'Titular', 'Referința comenzii', 'Organizator', 'Plată la casă']) {
      expect(romanian).toContain(text);
    }
    expect(romanian).not.toContain('Order reference');
  });
});
