import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { PNG, SVG, withEventImage } from '../../support/event-image.ts';
import { elementsOf, inOrder, pdfStructure, readingOrder } from '../../support/pdf-structure.ts';
import { free } from '../payment/payment-client.ts';
import { qrInPdf, ticketBuyer } from './ticket-buyer.ts';

let t: TestApp;
let client: Awaited<ReturnType<typeof ticketBuyer>>;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketBuyer(t);
});
afterAll(() => t.close());

const GREEK = { firstName: 'Ελένη', lastName: 'Παπαδοπούλου', email: 'eleni@example.gr' };
const CZECH = { firstName: 'Jiří', lastName: 'Dvořák', email: 'jiri@example.cz' };
const BULGARIAN = { firstName: 'Мария', lastName: 'Иванова', email: 'maria@example.bg', userLanguage: 'bg' };

const ticketPdf = async (event: string, ticket: string) =>
  (await client.get(`/api/v2/public/event/${event}/ticket/${ticket}/download-ticket`)).rawPayload;

describe('a ticket PDF read by a screen reader', () => {
  it('declares its title, language and PDF/UA, with the event as heading, each fact under its own, the QR code named', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [GREEK]);
    const content = await ticketPdf(ALPINE_SUMMIT, tickets[0]!);
    const pdf = await pdfStructure(content);
    expect(pdf).toMatchObject({
      title: 'Ticket Alpine Tech Summit',
      metadataTitle: 'Ticket Alpine Tech Summit',
      lang: 'en',
      displaysTitle: true,
      tagged: true,
      pdfUaPart: '1',
    });
    expect(pdf.pages).toHaveLength(1);
    const [document] = pdf.pages;
    expect(document!.role).toBe('Document');
    const [section] = elementsOf(document!, 'Sect');
    expect(section!.lang).toBe('en');
    expect(elementsOf(document!, 'H1').map((heading) => heading.text)).toEqual(['TICKET Alpine Tech Summit']);
    expect(elementsOf(document!, 'H2').map((heading) => heading.text)).toEqual([
      'Holder',
      'Category',
      'Date',
      'Location',
      'Order reference',
      'Organizer',
    ]);
    const [figure, ...others] = elementsOf(document!, 'Figure');
    expect(others).toEqual([]);
    expect(figure).toMatchObject({ alt: 'QR code of this ticket, scanned at the entrance', text: '' });

    const code = qrInPdf(content);
    expect(code).toBeTruthy();
    // The code wraps where it is printed; a reader gets it whole, whatever the line breaks.
    const compact = (text: string) => text.replace(/\s+/g, '');
    const order = readingOrder(document!).map(compact);
    expect(order, order.join(' | ')).toSatisfy((texts: string[]) =>
      inOrder(
        texts,
        [
          'TICKET Alpine Tech Summit',
          'Holder',
          'Ελένη Παπαδοπούλου',
          'eleni@example.gr',
          'Category',
          'Standard',
          'Date',
          'Order reference',
          code!,
          'Organizer',
          'Alpine Tech Forum',
        ].map(compact),
      ),
    );
  });

  it('is tagged in Bulgarian for a holder who chose Bulgarian, the QR code named in Bulgarian', async () => {
    const { tickets } = await client.buy(OPEN_HACK_DAY, { 'General admission': 1 }, [BULGARIAN], free);
    const pdf = await pdfStructure(await ticketPdf(OPEN_HACK_DAY, tickets[0]!));
    expect(pdf).toMatchObject({ title: 'Билет Open Hack Day', lang: 'bg', displaysTitle: true, tagged: true });
    const [document] = pdf.pages;
    expect(elementsOf(document!, 'Sect')[0]!.lang).toBe('bg');
    expect(elementsOf(document!, 'H1')[0]!.text).toBe('БИЛЕТ Open Hack Day');
    expect(elementsOf(document!, 'H2').map((heading) => heading.text)).toEqual(
      expect.arrayContaining(['Притежател', 'Категория', 'Номер на поръчката', 'Организатор']),
    );
    expect(elementsOf(document!, 'Figure')[0]!.alt).toBe('QR код на този билет, сканира се на входа');
    expect(readingOrder(document!)).toSatisfy((texts: string[]) =>
      inOrder(texts, ['БИЛЕТ Open Hack Day', 'Притежател', 'Мария Иванова', 'Организатор']),
    );
  });

  it('keeps readable metadata for an event whose name has characters XML reserves', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [CZECH]);
    await t.db.query("UPDATE event SET display_name = 'Rock & Roll <Live>' WHERE short_name = $1", [ALPINE_SUMMIT]);
    try {
      const pdf = await pdfStructure(await ticketPdf(ALPINE_SUMMIT, tickets[0]!));
      expect(pdf.title).toBe('Ticket Rock & Roll <Live>');
      expect(pdf.metadataTitle).toBe('Ticket Rock & Roll <Live>');
      expect(pdf.pdfUaPart).toBe('1');
    } finally {
      await t.db.query("UPDATE event SET display_name = 'Alpine Tech Summit' WHERE short_name = $1", [ALPINE_SUMMIT]);
    }
  });
});

describe('the order’s tickets in one tagged PDF', () => {
  it('has a section per ticket, each with its heading, its holder and its named QR code, in page order', async () => {
    const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, CZECH]);
    const response = await client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/reservation/${reservationId}/tickets-pdf`);
    expect(response.statusCode).toBe(200);
    const pdf = await pdfStructure(response.rawPayload);
    expect(pdf).toMatchObject({ title: 'Alpine Tech Summit', lang: 'en', displaysTitle: true, tagged: true });
    expect(pdf.pages).toHaveLength(2);
    pdf.pages.forEach((document, index) => {
      const sections = elementsOf(document, 'Sect');
      expect(sections).toHaveLength(1);
      expect(elementsOf(sections[0]!, 'H1').map((heading) => heading.text)).toEqual(['TICKET Alpine Tech Summit']);
      expect(elementsOf(sections[0]!, 'Figure')[0]!.alt).toBe('QR code of this ticket, scanned at the entrance');
      const holder = index === 0 ? 'Ελένη Παπαδοπούλου' : 'Jiří Dvořák';
      expect(readingOrder(sections[0]!)).toSatisfy((texts: string[]) => inOrder(texts, ['Holder', holder]));
    });
  });
});

describe('the organizer’s logo on a ticket', () => {
  const QR_ALT = 'QR code of this ticket, scanned at the entrance';
  const figures = (document: Parameters<typeof elementsOf>[0]) =>
    elementsOf(document, 'Figure').map((figure) => figure.alt);

  it('shows the event’s PNG image first, named after the organizer in the ticket’s language', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [GREEK]);
    const bought = await client.buy(OPEN_HACK_DAY, { 'General admission': 1 }, [BULGARIAN], free);
    const png = { contentType: 'image/png', content: PNG };
    const english = await withEventImage(t, ALPINE_SUMMIT, png, async () =>
      pdfStructure(await ticketPdf(ALPINE_SUMMIT, tickets[0]!)),
    );
    expect(figures(english.pages[0]!)).toEqual(['Logo of Alpine Tech Forum', QR_ALT]);
    const bulgarian = await withEventImage(t, OPEN_HACK_DAY, png, async () =>
      pdfStructure(await ticketPdf(OPEN_HACK_DAY, bought.tickets[0]!)),
    );
    expect(figures(bulgarian.pages[0]!)).toEqual([
      'Лого на Open Circle Community',
      'QR код на този билет, сканира се на входа',
    ]);
  });

  it('repeats the logo on every page of the order’s PDF while the file holds the image once', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, CZECH]);
    const [order, single] = await withEventImage(t, ALPINE_SUMMIT, { contentType: 'image/png', content: PNG }, () =>
      Promise.all([
        client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/reservation/${reservationId}/tickets-pdf`),
        client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${tickets[0]!}/download-ticket`),
      ]),
    );
    const pdf = await pdfStructure(order.rawPayload);
    expect(pdf.pages.map(figures)).toEqual([
      ['Logo of Alpine Tech Forum', QR_ALT],
      ['Logo of Alpine Tech Forum', QR_ALT],
    ]);
    // The image and its transparency mask, embedded once for both pages as for one.
    const images = (content: Buffer) => content.toString('latin1').match(/\/Subtype \/Image/g)?.length;
    expect(images(single.rawPayload)).toBeGreaterThan(0);
    expect(images(order.rawPayload)).toBe(images(single.rawPayload));
  });

  it('leaves the logo out, with no empty figure, when the event has no image or one a PDF cannot draw', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [CZECH]);
    for (const image of [null, { contentType: 'image/svg+xml', content: SVG }]) {
      const response = await withEventImage(t, ALPINE_SUMMIT, image, () =>
        client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${tickets[0]!}/download-ticket`),
      );
      expect(response.statusCode).toBe(200);
      const pdf = await pdfStructure(response.rawPayload);
      expect(figures(pdf.pages[0]!)).toEqual([QR_ALT]);
    }
  });
});
