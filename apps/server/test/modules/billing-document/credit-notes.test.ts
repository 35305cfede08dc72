import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { elementsOf, inOrder, pdfStructure, readingOrder, tableRows } from '../../support/pdf-structure.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';
import {
  bankTransfer,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from '../payment/payment-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let key: string;
let organizationId: number;
beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});
afterAll(() => t.close());

const base = (id: string) => `/admin/api/reservation/event/${ALPINE_SUMMIT}/${id}`;
const OK = { status: 'OK', data: true, errors: [] };

interface Listed {
  id: number;
  type: string;
  number: string | null;
  status: string;
  reservationId: string;
}

/** The organization's settings, set through the organizer API as its programs set them. */
async function configure(settings: Record<string, string>): Promise<void> {
  const saved = await adminApi(t, key)('PUT', `/api/v1/admin/configuration/organization/${organizationId}`, settings);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Two Standard tickets paid by bank transfer, with an invoice when `form` asks for one, in `lang`. */
async function paidOrder(form: Record<string, unknown> = INVOICE_IN_ZURICH, lang = 'en'): Promise<string> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: 2 }, form);
  await t.db.query('UPDATE reservation SET user_language = $2 WHERE id = $1', [id, lang]);
  expectConfirmed(await buyer.confirm(id, bankTransfer, lang));
  const received = await adminApi(t, key)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
  expect(received.statusCode, received.body).toBe(200);
  return id;
}

async function documentsOf(id: string, api = adminApi(t, key)): Promise<Listed[]> {
  const listed = await api('GET', `${base(id)}/billing-documents`);
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.json()).toMatchObject({ status: 'OK', errors: [] });
  return listed.json().data as Listed[];
}

const creditNotesOf = async (id: string) =>
  (await documentsOf(id)).filter((document) => document.type === 'CREDIT_NOTE');

async function invoiceNumberOf(id: string): Promise<string> {
  const [row] = await t.db.query<{ number: string }>('SELECT invoice_number AS number FROM reservation WHERE id = $1', [
    id,
  ]);
  return row!.number;
}

describe('a credit note when the organizer cancels or refunds an invoiced order', () => {
  it('numbers credit notes from a sequence of their own when the organizer does not reuse invoice numbers', async () => {
    await configure({ REUSE_INVOICE_NUMBER_FOR_CREDIT_NOTE: 'false', INVOICE_NUMBER_PATTERN: 'R-%04d' });
    const first = await paidOrder();
    const second = await paidOrder();
    const api = adminApi(t, key);

    expect((await api('POST', `${base(first)}/cancel?refund=true`)).json()).toEqual(OK);
    expect((await api('POST', `${base(second)}/cancel?refund=true&issueCreditNote=true`)).json()).toEqual(OK);
    expect((await reservationRow(t.db, first))!.status).toBe('CREDIT_NOTE_ISSUED');
    expect((await reservationRow(t.db, second))!.status).toBe('CREDIT_NOTE_ISSUED');

    const [firstNote] = await creditNotesOf(first);
    const [secondNote] = await creditNotesOf(second);
    expect(firstNote!.number).toMatch(/^R-\d{4}$/);
    expect(Number(secondNote!.number!.slice(2))).toBe(Number(firstNote!.number!.slice(2)) + 1);
    // The invoices keep their numbers and stay valid beside the credit notes.
    const documents = await documentsOf(first);
    expect(documents.map((document) => [document.type, document.status])).toEqual([
      ['CREDIT_NOTE', 'VALID'],
      ['INVOICE', 'VALID'],
      ['INVOICE', 'NOT_VALID'],
    ]);
    expect(documents[1]!.number).toBe(await invoiceNumberOf(first));
    // The credit notes drew nothing from the invoice sequence: the next invoice follows the last.
    const third = await paidOrder();
    expect(Number((await invoiceNumberOf(third)).slice(2))).toBe(Number((await invoiceNumberOf(second)).slice(2)) + 1);

    // Cancelled once: a second cancellation is refused and credits nothing more.
    const again = await api('POST', `${base(first)}/cancel?refund=true`);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('NOT_CANCELLABLE');
    expect(await creditNotesOf(first)).toHaveLength(1);
    await configure({ REUSE_INVOICE_NUMBER_FOR_CREDIT_NOTE: 'true', INVOICE_NUMBER_PATTERN: '' });
  });

  it("reuses the invoice's number by default, as alf.io", async () => {
    const id = await paidOrder();
    expect((await adminApi(t, key)('POST', `${base(id)}/cancel?refund=true`)).json()).toEqual(OK);
    expect((await creditNotesOf(id)).map((note) => note.number)).toEqual([await invoiceNumberOf(id)]);
  });

  it('credits nothing for an order without invoice, or when asked not to', async () => {
    const receipt = await paidOrder({});
    expect(await invoiceNumberOf(receipt)).toBeNull();
    const api = adminApi(t, key);
    expect((await api('POST', `${base(receipt)}/cancel?refund=true&issueCreditNote=true`)).json()).toEqual(OK);
    expect((await reservationRow(t.db, receipt))!.status).toBe('CANCELLED');
    expect(await creditNotesOf(receipt)).toEqual([]);

    const refunded = await paidOrder({});
    expect((await api('POST', `${base(refunded)}/refund`, { amount: '10.00' })).json()).toEqual(OK);
    expect(await creditNotesOf(refunded)).toEqual([]);

    const notAsked = await paidOrder();
    expect((await api('POST', `${base(notAsked)}/cancel?refund=true&issueCreditNote=false`)).json()).toEqual(OK);
    expect((await reservationRow(t.db, notAsked))!.status).toBe('CANCELLED');
    expect(await creditNotesOf(notAsked)).toEqual([]);

    const unrefunded = await paidOrder();
    expect((await api('POST', `${base(unrefunded)}/cancel?refund=false`)).json()).toEqual(OK);
    expect((await reservationRow(t.db, unrefunded))!.status).toBe('CANCELLED');
    expect(await creditNotesOf(unrefunded)).toEqual([]);
  });

  it('credits each refund of an invoiced order by its amount, the order staying as it is', async () => {
    const id = await paidOrder();
    const api = adminApi(t, key);
    expect((await api('POST', `${base(id)}/refund`, { amount: '10.00' })).json()).toEqual(OK);
    expect((await api('POST', `${base(id)}/refund`, { amount: '20.00' })).json()).toEqual(OK);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
    const notes = await creditNotesOf(id);
    expect(notes).toHaveLength(2);

    const download = await api('GET', `${base(id)}/billing-document/${notes[1]!.id}`);
    expect(download.statusCode).toBe(200);
    const [document] = (await pdfStructure(download.rawPayload)).pages;
    const [lines, totals] = elementsOf(document!, 'Table');
    expect(tableRows(lines!)).toEqual([
      ['TH Description', 'TH Qty', 'TH Unit price', 'TH Amount'],
      ['TD Refund', 'TD 1', 'TD -10.00', 'TD -10.00'],
    ]);
    expect(tableRows(totals!).at(-1)).toEqual(['TH Total', 'TD CHF -10.00']);
    // A refund with nothing to give back is refused and credits nothing.
    const tooMuch = await api('POST', `${base(id)}/refund`, { amount: '100000.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(await creditNotesOf(id)).toHaveLength(2);
  });
});

describe("the organizer's download of billing documents", () => {
  it('lists and serves them to the organization’s administrators only', async () => {
    const id = await paidOrder();
    const api = adminApi(t, key);
    expect((await api('POST', `${base(id)}/cancel?refund=true`)).json()).toEqual(OK);
    const [note] = await creditNotesOf(id);
    const path = `${base(id)}/billing-document/${note!.id}`;

    const download = await api('GET', path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="${ALPINE_SUMMIT}-\\d{4}-\\d\\d-\\d\\d-\\d{6}-${note!.number}-${note!.id}\\.pdf"$`,
      ),
    );

    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('GET', path)).statusCode).toBe(403);
    expect((await adminApi(t, operator)('GET', `${base(id)}/billing-documents`)).statusCode).toBe(403);
    expect((await adminApi(t, null)('GET', path)).statusCode).toBe(401);
    const other = await keyForEventOrganizer(t, OPEN_HACK_DAY);
    expect((await adminApi(t, other)('GET', path)).statusCode).toBe(404);
    expect((await adminApi(t, other)('GET', `${base(id)}/billing-documents`)).statusCode).toBe(404);
    expect(
      (await api('GET', `/admin/api/reservation/event/${OPEN_HACK_DAY}/${id}/billing-document/${note!.id}`)).statusCode,
    ).toBe(404);

    // A document id of another order is not this order's.
    const another = await paidOrder();
    expect((await api('GET', `${base(another)}/billing-document/${note!.id}`)).statusCode).toBe(404);
    expect((await api('GET', `${base(id)}/billing-document/abc`)).statusCode).toBe(404);
  });

  it('offers the buyer no credit note, as alf.io: the public invoice link ends with the order', async () => {
    const id = await paidOrder();
    expect((await buyer.document(ALPINE_SUMMIT, id, 'invoice')).statusCode).toBe(200);
    expect((await adminApi(t, key)('POST', `${base(id)}/cancel?refund=true`)).json()).toEqual(OK);
    expect((await buyer.document(ALPINE_SUMMIT, id, 'invoice')).statusCode).toBe(404);
  });
});

describe('a credit note read by a screen reader', () => {
  async function creditNoteOf(lang: string) {
    const id = await paidOrder(INVOICE_IN_ZURICH, lang);
    expect((await adminApi(t, key)('POST', `${base(id)}/cancel?refund=true`)).json()).toEqual(OK);
    const [note] = await creditNotesOf(id);
    const download = await adminApi(t, key)('GET', `${base(id)}/billing-document/${note!.id}`);
    expect(download.statusCode).toBe(200);
    return { id, number: note!.number!, invoice: await invoiceNumberOf(id), content: download.rawPayload };
  }

  it('declares its title and language, names the invoice it credits, and gives the credited amounts as tables with headers', async () => {
    const { number, invoice, content } = await creditNoteOf('en');
    const pdf = await pdfStructure(content);
    expect(pdf).toMatchObject({
      title: `Credit note ${number}`,
      metadataTitle: `Credit note ${number}`,
      lang: 'en',
      displaysTitle: true,
      tagged: true,
      pdfUaPart: '1',
    });
    const [document] = pdf.pages;
    expect(elementsOf(document!, 'H1').map((heading) => heading.text)).toEqual(['Credit note']);
    expect(elementsOf(document!, 'H2').map((heading) => heading.text)).toEqual([
      'Alpine Tech Forum',
      'Billed to',
      'VAT breakdown',
    ]);
    const [lines, totals] = elementsOf(document!, 'Table');
    expect(tableRows(lines!)).toEqual([
      ['TH Description', 'TH Qty', 'TH Unit price', 'TH Amount'],
      ['TD Standard', 'TD 2', 'TD -290.00', 'TD -580.00'],
    ]);
    expect(tableRows(totals!)).toEqual([
      ['TH Total without VAT', 'TD CHF -536.54'],
      ['TH VAT 8.1%', 'TD CHF -43.46'],
      ['TH Total', 'TD CHF -580.00'],
    ]);
    const texts = readingOrder(document!);
    expect(texts).toSatisfy((all: string[]) =>
      inOrder(all, [
        'Credit note',
        `Credit note number: ${number}`,
        `Credited invoice: ${invoice}`,
        'Alpine Tech Forum',
        'Billed to',
        'Description',
        'Standard',
        'Total',
        'CHF -580.00',
        'VAT breakdown',
        'VAT 8.1% on CHF -536.54: CHF -43.46',
      ]),
    );
    // A credit note does not say how the order was paid.
    expect(texts.some((text) => text.startsWith('Payment method'))).toBe(false);
  });

  it('speaks German in a German order, with the title, facts and table headers in German', async () => {
    const { number, invoice, content } = await creditNoteOf('de');
    const pdf = await pdfStructure(content);
    expect(pdf).toMatchObject({ title: `Gutschrift ${number}`, lang: 'de', displaysTitle: true, tagged: true });
    const [document] = pdf.pages;
    expect(elementsOf(document!, 'H1').map((heading) => heading.text)).toEqual(['Gutschrift']);
    expect(readingOrder(document!)).toSatisfy((all: string[]) =>
      inOrder(all, [`Gutschriftsnummer: ${number}`, `Gutgeschriebene Rechnung: ${invoice}`]),
    );
    const [lines, totals] = elementsOf(document!, 'Table');
    expect(tableRows(lines!)[1]).toEqual(['TD Standard', 'TD 2', 'TD -290.00', 'TD -580.00']);
    expect(tableRows(totals!).at(-1)![1]).toBe('TD CHF -580.00');
  });
});
