import type { Queryable } from '../../db/database.ts';
import { formatDate } from '../../lib/date-format.ts';
import { sameDay } from '../../lib/localized-dates.ts';
import { BOLD, REGULAR } from '../../lib/pdf-fonts.ts';
import {
  artifact,
  group,
  logoFigure,
  MARGIN,
  openLogo,
  tag,
  taggedPdf,
  type ImageBlob,
  type PdfImage,
  type TaggedPdf,
} from '../../lib/tagged-pdf.ts';
import { bundleFor } from '../../messages/index.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { fill } from '../../messages/texts/fill.ts';
import { documentLogoTexts } from '../../messages/texts/document-logo-texts.ts';
import { findBlob } from '../file/file-repository.ts';
import { readSettings } from '../settings/scoped-settings.ts';
import { attendeeFullName } from './ticket-code.ts';
import { isOnlineTicket } from './call-links.ts';
import { codeOf, isAvailable } from './ticket-access.ts';
import { findTicketAddress, findTicketSupplements } from './ticket-document-repository.ts';
import { ticketDocumentTexts } from '../../messages/texts/ticket-document-texts.ts';
import { qrMatrix, QUIET_ZONE } from './ticket-qr.ts';
import { findEventTicket, type TicketRecord } from './ticket-repository.ts';

/**
 * A ticket as its holder prints it or shows it at the door: one A4 page per ticket with the QR
 * code the check-in app scans and what a steward checks by eye, drawn from the ticket's data as
 * it is stored now, so a renamed holder gets a page with the new name and the new code.
 */
export interface TicketPage {
  publicUuid: string;
  code: string;
  language: string;
  eventName: string;
  dates: string;
  timeZone: string;
  location: string | null;
  /** Attended online: the event is online, or the ticket's category is. */
  online: boolean;
  category: string;
  holder: string;
  email: string;
  orderReference: string;
  organizer: { name: string; email: string };
  supplements: string[];
  payAtDesk: boolean;
}

/** The language a ticket's documents are written in: its holder's, else the buyer's. */
export function ticketLanguage(ticket: TicketRecord): string {
  return ticket.userLanguage || ticket.reservationLanguage;
}

const localizedTitle = (title: Record<string, string>, lang: string) =>
  title[lang] ?? title.en ?? Object.values(title)[0] ?? '';

/** The pages of these tickets, each in `lang` or, without it, in its own language. */
export async function ticketPages(
  q: Queryable,
  tickets: readonly TicketRecord[],
  lang?: string,
): Promise<TicketPage[]> {
  const supplements = await findTicketSupplements(
    q,
    tickets.map((ticket) => ticket.id),
  );
  const settingsByEvent = new Map<number, Awaited<ReturnType<typeof readSettings>>>();
  const pages: TicketPage[] = [];
  for (const ticket of tickets) {
    let settings = settingsByEvent.get(ticket.eventId);
    if (!settings) {
      settings = await readSettings(q, { organizationId: ticket.organizationId, eventId: ticket.eventId }, [
        'PARTIAL_RESERVATION_ID_LENGTH',
        'USE_INVOICE_NUMBER_AS_ID',
      ]);
      settingsByEvent.set(ticket.eventId, settings);
    }
    const language = lang ?? ticketLanguage(ticket);
    pages.push({
      publicUuid: ticket.publicUuid,
      code: codeOf(ticket),
      language,
      eventName: ticket.eventDisplayName,
      dates: eventDates(ticket, language),
      timeZone: ticket.eventTimeZone,
      location: ticket.eventLocation?.trim() || null,
      online: isOnlineTicket(ticket),
      category: ticket.categoryName,
      holder: attendeeFullName(ticket),
      email: ticket.email ?? '',
      orderReference: shortIdOf({ id: ticket.reservationId, invoiceNumber: ticket.reservationInvoiceNumber }, settings),
      organizer: { name: ticket.organizationName, email: ticket.organizationEmail },
      supplements: supplements
        .filter((item) => item.ticketId === ticket.id)
        .map((item) => localizedTitle(item.title, language)),
      payAtDesk: ticket.paymentProxy === 'ON_SITE',
    });
  }
  return pages;
}

/** "Tuesday 2 June 2026, 9:00 AM – 6:00 PM" on one day, else both dates with their times. */
function eventDates(ticket: TicketRecord, lang: string): string {
  const bundle = bundleFor(lang);
  const date = bundle['date.extended.pattern'] ?? 'EEEE d MMMM yyyy';
  const time = bundle['time.extended.pattern'] ?? 'HH:mm';
  const zone = ticket.eventTimeZone;
  const start = ticket.categoryValidityStart ?? ticket.eventStart;
  const end = ticket.categoryValidityEnd ?? ticket.eventEnd;
  const at = (instant: Date) => `${formatDate(instant, date, zone, lang)}, ${formatDate(instant, time, zone, lang)}`;
  if (sameDay(start, end, zone)) return `${at(start)} – ${formatDate(end, time, zone, lang)}`;
  return `${at(start)} – ${at(end)}`;
}

const LEFT = MARGIN;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const QR_SIZE = 200;
const LOGO_BOX = { width: 160, height: 60 };
const TEXT_WIDTH = WIDTH - QR_SIZE - 20;

/**
 * The PDF of these tickets, all of one event, with the event's image as the organizer's logo,
 * read once for all pages.
 */
export async function ticketsPdf(q: Queryable, tickets: readonly TicketRecord[], lang?: string): Promise<Buffer> {
  const imageId = tickets[0]?.eventImageId;
  const logo = imageId ? await findBlob(q, imageId) : undefined;
  return renderTicketsPdf(await ticketPages(q, tickets, lang), logo);
}

/**
 * One page per ticket, in the order given; an empty list is the caller's mistake. Each page is
 * a section in its ticket's language: the organizer's logo when there is one, the event as
 * heading, the facts under headings of their own, then the QR code as a figure a screen reader
 * names.
 */
export async function renderTicketsPdf(pages: readonly TicketPage[], logoBlob?: ImageBlob | null): Promise<Buffer> {
  const [first] = pages;
  if (!first) throw new Error('a ticket PDF needs at least one ticket');
  const titleTexts = ticketDocumentTexts(first.language);
  const document = taggedPdf({
    title: pages.length === 1 ? `${titleTexts.ticket} ${first.eventName}` : first.eventName,
    author: first.organizer.name,
    lang: first.language,
    autoFirstPage: false,
  });
  const logo = openLogo(document.pdf, logoBlob);
  for (const page of pages) drawPage(document, page, logo);
  return document.finish();
}

/** Capitals as the language writes them: Turkish "Bilet" is "BİLET". */
function upperCase(text: string, lang: string): string {
  try {
    return text.toLocaleUpperCase(lang);
  } catch {
    return text.toUpperCase();
  }
}

function drawPage({ pdf, root }: TaggedPdf, page: TicketPage, logo: PdfImage | null): void {
  const texts = ticketDocumentTexts(page.language);
  pdf.addPage();
  const section = group(pdf, root, 'Sect', { lang: page.language });
  const alt = fill(documentLogoTexts(page.language).logoAlt, { organization: page.organizer.name });
  const logoHeight = logo ? logoFigure(pdf, section, logo, alt, { left: LEFT, top: MARGIN, ...LOGO_BOX }) + 14 : 0;
  const heading = group(pdf, section, 'H1');
  tag(pdf, heading, 'Span', () =>
    pdf
      .font(REGULAR)
      .fontSize(10)
      .fillColor('#555555')
      .text(upperCase(texts.ticket, page.language), LEFT, MARGIN + logoHeight, { width: WIDTH }),
  );
  tag(pdf, heading, 'Span', () =>
    pdf.font(BOLD).fontSize(22).fillColor('#000000').text(page.eventName, LEFT, undefined, { width: WIDTH }),
  );
  heading.end();
  pdf.moveDown(0.8);
  const top = pdf.y;

  fact(pdf, section, texts.holder, [page.holder, page.email]);
  fact(pdf, section, texts.category, [page.category]);
  fact(pdf, section, texts.date, [page.dates, fill(texts.timeZone, { zone: page.timeZone })]);
  // An online ticket of a hybrid event is not for the hall.
  const place = page.online ? texts.online : page.location;
  if (place) fact(pdf, section, texts.location, [place]);
  fact(pdf, section, texts.orderReference, [page.orderReference]);
  if (page.supplements.length > 0) fact(pdf, section, texts.supplements, page.supplements);
  const factsEnd = pdf.y;

  tag(pdf, section, 'Figure', () => drawQr(pdf, page.code, RIGHT - QR_SIZE, top), {
    alt: texts.qrAlt,
    bbox: [RIGHT - QR_SIZE, top, RIGHT, top + QR_SIZE],
  } as PDFKit.Mixins.StructureElementOptions);
  // The code under the image lets a steward type it in when a camera cannot read the print.
  tag(pdf, section, 'P', () =>
    pdf
      .font(REGULAR)
      .fontSize(7)
      .fillColor('#555555')
      .text(page.code, RIGHT - QR_SIZE, top + QR_SIZE + 2, { width: QR_SIZE, align: 'center' }),
  );
  pdf.fillColor('#000000');
  pdf.y = Math.max(factsEnd, top + QR_SIZE) + 28;

  if (page.payAtDesk) {
    tag(pdf, section, 'P', () => pdf.font(BOLD).fontSize(11).text(texts.payAtDesk, LEFT, undefined, { width: WIDTH }));
    pdf.moveDown(1);
  }
  artifact(pdf, () =>
    pdf.moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).lineWidth(0.5).strokeColor('#999999').stroke().moveDown(0.6),
  );
  fact(pdf, section, texts.organizer, [page.organizer.name, page.organizer.email], WIDTH);
  section.end();
}

/** The QR code as vector squares: sharp on any printer, and a fraction of an image's bytes. */
function drawQr(pdf: PDFKit.PDFDocument, code: string, left: number, top: number): void {
  const matrix = qrMatrix(code);
  const module = QR_SIZE / (matrix.size + 2 * QUIET_ZONE);
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column)) {
        // A hair of overlap keeps viewers from drawing seams between neighbouring squares.
        pdf.rect(
          left + (column + QUIET_ZONE) * module,
          top + (row + QUIET_ZONE) * module,
          module + 0.05,
          module + 0.05,
        );
      }
    }
  }
  pdf.fillColor('#000000').fill();
}

/** A label as a heading a screen reader can jump to, and its lines as paragraphs under it. */
function fact(
  pdf: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  label: string,
  lines: readonly string[],
  width = TEXT_WIDTH,
): void {
  tag(pdf, section, 'H2', () =>
    pdf.font(REGULAR).fontSize(9).fillColor('#555555').text(label, LEFT, undefined, { width }),
  );
  pdf.font(BOLD).fontSize(12).fillColor('#000000');
  for (const [index, line] of lines.entries()) {
    if (index === 1) pdf.font(REGULAR).fontSize(10);
    tag(pdf, section, 'P', () => pdf.text(line, LEFT, undefined, { width }));
  }
  pdf.moveDown(0.6);
}

/**
 * A ticket's PDF as an e-mail attachment, drawn at send time from the ticket as it is then; null
 * when the ticket is no longer available (released, cancelled or without a holder since), so no
 * one receives a code the check-in would refuse.
 */
export async function renderTicketAttachment(q: Queryable, ticketId: number, lang: string): Promise<Buffer | null> {
  const address = await findTicketAddress(q, ticketId);
  const ticket = address && (await findEventTicket(q, address.eventShortName, address.publicUuid));
  if (!ticket || !isAvailable(ticket)) return null;
  return ticketsPdf(q, [ticket], lang);
}
