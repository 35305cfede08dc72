import { pathToFileURL } from 'node:url';
import { renderTicketsPdf, type TicketPage } from '../../apps/server/src/modules/ticket/ticket-pdf.ts';
import { qrPng } from '../../apps/server/src/modules/ticket/ticket-qr.ts';
import { kb, table } from './table.ts';

/**
 * Ticket documents, drawn in this process without a database: one ticket's PDF as
 * `download-ticket` sends it, an order of 50 tickets in one PDF, and QR images alone. The pages
 * carry names in Greek and Czech, so the embedded font subset is as large as real orders make it.
 */
export const TICKET_DOCUMENTS_TITLE = 'Ticket documents (rendered in process, after one warm-up)';

const HOLDERS = ['Ελένη Παπαδοπούλου', 'Jiří Dvořák', 'Анна Иванова', 'Zoë Ångström', 'Łukasz Żółć'];

function page(index: number): TicketPage {
  const uuid = `0b7c${String(index).padStart(4, '0')}-3f1e-4c6a-9d2b-5e8f7a6b4c3d`;
  return {
    publicUuid: uuid,
    code: `${uuid}/${Buffer.alloc(32, index).toString('base64')}`,
    language: 'en',
    eventName: 'Alpine Tech Summit',
    dates: 'Saturday 9 January 2027, 9:00 AM – Sunday 10 January 2027, 5:30 PM',
    timeZone: 'Europe/Zurich',
    location: 'Seeforum, Seestrasse 200, 8002 Zürich',
    online: false,
    category: 'Standard',
    holder: HOLDERS[index % HOLDERS.length]!,
    email: `attendee${index}@example.org`,
    orderReference: 'ABBAFF3A',
    organizer: { name: 'Alpine Tech Forum', email: 'info@alpine-tech.example' },
    supplements: index % 2 === 0 ? ['Workshop lunch'] : [],
    payAtDesk: index % 3 === 0,
  };
}

export interface TicketDocumentFigures {
  singleMs: number;
  singleBytes: number;
  orderMs: number;
  orderBytes: number;
  orderTickets: number;
  qrPerSecond: number;
  qrBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(runs: number, work: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  let bytes = (await work()).length;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    bytes = (await work()).length;
    times.push(performance.now() - started);
  }
  return { ms: median(times), bytes };
}

export async function measureTicketDocuments(orderTickets = 50): Promise<TicketDocumentFigures> {
  const single = await timed(20, () => renderTicketsPdf([page(0)]));
  const pages = Array.from({ length: orderTickets }, (_, index) => page(index));
  const order = await timed(5, () => renderTicketsPdf(pages));
  const qrBytes = qrPng(page(0).code).length;
  let images = 0;
  const until = performance.now() + 3000;
  const started = performance.now();
  while (performance.now() < until) {
    qrPng(page(images).code);
    images++;
  }
  const qrPerSecond = images / ((performance.now() - started) / 1000);
  return {
    singleMs: single.ms,
    singleBytes: single.bytes,
    orderMs: order.ms,
    orderBytes: order.bytes,
    orderTickets,
    qrPerSecond,
    qrBytes,
  };
}

export function ticketDocumentsTable(figures: TicketDocumentFigures): string {
  const perTicket = figures.orderMs / figures.orderTickets;
  return table(
    ['document', 'time (median)', 'size', 'compared with one ticket'],
    [
      ['one ticket PDF', `${figures.singleMs.toFixed(1)} ms`, kb(figures.singleBytes), '1×'],
      [
        `order of ${figures.orderTickets} tickets, one PDF`,
        `${figures.orderMs.toFixed(0)} ms`,
        kb(figures.orderBytes),
        `${(figures.orderMs / figures.singleMs).toFixed(1)}× the time, ${(figures.orderBytes / figures.singleBytes).toFixed(1)}× the size (${perTicket.toFixed(1)} ms a ticket)`,
      ],
      [
        'QR code PNG (350 px)',
        `${figures.qrPerSecond.toFixed(0)} images/s`,
        kb(figures.qrBytes),
        `${((1000 / figures.qrPerSecond / figures.singleMs) * 100).toFixed(0)}% of one ticket PDF's time`,
      ],
    ],
  );
}

/** `node --import tsx bench/src/ticket-documents.ts`: this section alone. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`\n${TICKET_DOCUMENTS_TITLE}\n`);
  console.log(ticketDocumentsTable(await measureTicketDocuments()));
}
