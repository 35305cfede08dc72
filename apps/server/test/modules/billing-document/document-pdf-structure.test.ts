import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { PNG, SVG, withEventImage } from '../../support/event-image.ts';
import {
  elementsOf,
  inOrder,
  pdfStructure,
  readingOrder,
  tableRows,
  type StructureElement,
} from '../../support/pdf-structure.ts';
import {
  bankTransfer,
  COMPANY_INVOICE_IN_ZURICH,
  expectConfirmed,
  onSite,
  paymentClient,
  type PaymentClient,
} from '../payment/payment-client.ts';

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await paymentClient(t);
  await t.db.query(`UPDATE event SET content_languages = content_languages || ARRAY['bg'] WHERE short_name = $1`, [
    ALPINE_SUMMIT,
  ]);
});
afterAll(() => t.close());

async function confirmedIn(lang: string, form: Record<string, unknown>, payment: Record<string, unknown>) {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 2 }, form);
  await t.db.query('UPDATE reservation SET user_language = $2 WHERE id = $1', [id, lang]);
  expectConfirmed(await client.confirm(id, payment, lang));
  return id;
}

describe('an invoice read by a screen reader', () => {
  it('declares its title and language, heads its parts, and gives the order and the totals as tables with headers', async () => {
    const id = await confirmedIn('en', COMPANY_INVOICE_IN_ZURICH, bankTransfer);
    const [{ number } = { number: '' }] = await t.db.query<{ number: string }>(
      'SELECT invoice_number AS number FROM reservation WHERE id = $1',
      [id],
    );
    const response = await client.document(ALPINE_SUMMIT, id, 'invoice');
    expect(response.statusCode).toBe(200);
    const pdf = await pdfStructure(response.rawPayload);
    expect(pdf).toMatchObject({
      title: `Invoice ${number}`,
      metadataTitle: `Invoice ${number}`,
      lang: 'en',
      displaysTitle: true,
      tagged: true,
      pdfUaPart: '1',
    });
    const [document] = pdf.pages;
    expect(elementsOf(document!, 'H1').map((heading) => heading.text)).toEqual(['Invoice']);
    expect(elementsOf(document!, 'H2').map((heading) => heading.text)).toEqual([
      'Alpine Tech Forum',
      'Billed to',
      'VAT breakdown',
    ]);
    const [lines, totals] = elementsOf(document!, 'Table');
    expect(tableRows(lines!)).toEqual([
      ['TH Description', 'TH Qty', 'TH Unit price', 'TH Amount'],
      ['TD Standard', 'TD 2', 'TD 290.00', 'TD 580.00'],
    ]);
    expect(tableRows(totals!)).toEqual([
      ['TH Total without VAT', 'TD CHF 536.54'],
      ['TH VAT 8.1%', 'TD CHF 43.46'],
      ['TH Total', 'TD CHF 580.00'],
    ]);
    // The header cells say whether they head a column or a row, as PDF/UA asks of every TH.
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toContain('/Scope /Column');
    expect(raw).toContain('/Scope /Row');

    expect(readingOrder(document!)).toSatisfy((texts: string[]) =>
      inOrder(texts, [
        'Invoice',
        `Invoice number: ${number}`,
        'Alpine Tech Forum',
        'VAT number: CHE-123.456.789 MWST',
        'Billed to',
        'Keller Software AG',
        'Anna Keller',
        'Description',
        'Standard',
        'Total',
        'CHF 580.00',
        'VAT breakdown',
        'Payment method: Bank transfer. Payment pending.',
      ]),
    );
  });
});

describe('a receipt in Bulgarian read by a screen reader', () => {
  it('declares Bulgarian, with the title, headings and table headers in Bulgarian', async () => {
    const id = await confirmedIn('bg', {}, onSite);
    const pdf = await pdfStructure((await client.document(ALPINE_SUMMIT, id, 'receipt')).rawPayload);
    expect(pdf).toMatchObject({ lang: 'bg', displaysTitle: true, tagged: true, pdfUaPart: '1' });
    expect(pdf.title).toMatch(/^Разписка /);
    const [document] = pdf.pages;
    expect(elementsOf(document!, 'H1').map((heading) => heading.text)).toEqual(['Разписка']);
    expect(elementsOf(document!, 'H2').map((heading) => heading.text)).toContain('Получател');
    const [lines, totals] = elementsOf(document!, 'Table');
    expect(tableRows(lines!)[0]).toEqual(['TH Описание', 'TH Кол.', 'TH Единична цена', 'TH Сума']);
    expect(tableRows(totals!).at(-1)).toEqual(['TH Общо', 'TD CHF 580.00']);
  });
});

describe('the organizer’s logo on invoices and receipts', () => {
  const figures = (document: StructureElement) => elementsOf(document, 'Figure').map((figure) => figure.alt);
  const png = { contentType: 'image/png', content: PNG };

  it('shows the event’s PNG image, named after the organizer in the document’s language', async () => {
    const invoice = await confirmedIn('en', COMPANY_INVOICE_IN_ZURICH, bankTransfer);
    const receipt = await confirmedIn('bg', {}, onSite);
    const [english, bulgarian] = await withEventImage(t, ALPINE_SUMMIT, png, async () => [
      await pdfStructure((await client.document(ALPINE_SUMMIT, invoice, 'invoice')).rawPayload),
      await pdfStructure((await client.document(ALPINE_SUMMIT, receipt, 'receipt')).rawPayload),
    ]);
    expect(figures(english!.pages[0]!)).toEqual(['Logo of Alpine Tech Forum']);
    expect(readingOrder(english!.pages[0]!)[0]).toBe('Invoice');
    expect(figures(bulgarian!.pages[0]!)).toEqual(['Лого на Alpine Tech Forum']);
  });

  it('has no figure when the event has no image or one a PDF cannot draw', async () => {
    for (const image of [null, { contentType: 'image/svg+xml', content: SVG }]) {
      const id = await confirmedIn('en', {}, onSite);
      const response = await withEventImage(t, ALPINE_SUMMIT, image, () =>
        client.document(ALPINE_SUMMIT, id, 'receipt'),
      );
      expect(response.statusCode).toBe(200);
      expect(figures((await pdfStructure(response.rawPayload)).pages[0]!)).toEqual([]);
    }
  });
});
