import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCode } from '../../../src/modules/ticket/ticket-code.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  ALPINE_DEVOPS_DAY,
  ALPINE_SUMMIT,
  FILM_FESTIVAL_INVOICE,
  OPEN_HACK_DAY,
  RIVIERA_FILM_FESTIVAL,
} from '../../support/demo-fixtures.ts';
import { bankTransfer, free } from '../payment/payment-client.ts';
import { pdfPages, qrInPdf, ticketBuyer } from './ticket-buyer.ts';

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

const api = (path: string) => `/api/v2/public/event/${ALPINE_SUMMIT}${path}`;

/** The code alf.io's check-in app expects for a ticket, from what is stored. */
async function expectedCode(publicUuid: string): Promise<string> {
  const [row] = await t.db.query<{
    uuid: string;
    reservationId: string;
    firstName: string;
    lastName: string;
    email: string;
    key: string;
    caseInsensitive: boolean;
  }>(
    `SELECT t.uuid, t.reservation_id AS "reservationId", t.first_name AS "firstName", t.last_name AS "lastName", t.email,
       e.private_key AS key, e.case_insensitive_qr_code AS "caseInsensitive"
     FROM ticket t JOIN event e ON e.id = t.event_id WHERE t.public_uuid = $1`,
    [publicUuid],
  );
  if (!row) throw new Error(`no ticket ${publicUuid}`);
  return ticketCode({ ...row, ticketUuid: row.uuid, fullName: null }, row.key);
}

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('the QR code', () => {
  it('is a PNG whose text is the ticket code, not to be indexed, also at the old address', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [GREEK]);
    const uuid = tickets[0]!;
    const response = await client.get(api(`/ticket/${uuid}/code.png`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(decodeQr(response.rawPayload)).toBe(await expectedCode(uuid));

    const legacy = await client.get(`/event/${ALPINE_SUMMIT}/ticket/${uuid}/code.png`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['x-robots-tag']).toBe('noindex');
    expect(decodeQr(legacy.rawPayload)).toBe(await expectedCode(uuid));
  });

  it('changes with the holder, so an old print no longer scans as valid', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [CZECH]);
    const uuid = tickets[0]!;
    const before = decodeQr((await client.get(api(`/ticket/${uuid}/code.png`))).rawPayload);
    await t.db.query("UPDATE ticket SET email = 'jiri.dvorak@example.cz' WHERE public_uuid = $1", [uuid]);
    const after = decodeQr((await client.get(api(`/ticket/${uuid}/code.png`))).rawPayload);
    expect(after).toBe(await expectedCode(uuid));
    expect(after).not.toBe(before);
  });

  it('403 for a ticket that is unassigned, of an unpaid order, of another event or unknown', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, null]);
    expect((await client.get(api(`/ticket/${tickets[1]}/code.png`))).statusCode).toBe(403);
    expect((await client.get(`/event/${ALPINE_SUMMIT}/ticket/${tickets[1]}/code.png`)).statusCode).toBe(403);
    expect((await client.get(`/api/v2/public/event/alpine-devops-day/ticket/${tickets[0]}/code.png`)).statusCode).toBe(
      403,
    );
    expect((await client.get(api('/ticket/00000000-0000-4000-8000-000000000000/code.png'))).statusCode).toBe(403);

    const pending = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const [ticket] = (await client.info(pending)).ticketsByCategory.flatMap((category) => category.tickets);
    expect((await client.get(api(`/ticket/${ticket!.uuid}/code.png`))).statusCode).toBe(403);
  });
});

describe('the ticket PDF', () => {
  it('names event, holder, category, order and organizer, in Greek and Czech letters as typed', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, CZECH]);
    for (const [index, holder] of [GREEK, CZECH].entries()) {
      const response = await client.get(api(`/ticket/${tickets[index]}/download-ticket`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="ticket-${tickets[index]}.pdf"`);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      const pages = await pdfPages(response.rawPayload);
      expect(pages).toHaveLength(1);
      expect(qrInPdf(response.rawPayload)).toBe(await expectedCode(tickets[index]!));
      for (const text of [
        'Alpine Tech Summit',
        `${holder.firstName} ${holder.lastName}`,
        holder.email,
        'Standard',
        reservationId.slice(0, 8).toUpperCase(),
        'Alpine Tech Forum',
        'info@alpine-tech.example',
        'Payment at the desk: please pay for this ticket when you arrive.',
      ]) {
        expect(pages[0]).toContain(text);
      }
    }
  });

  it('is written in the holder’s language', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [{ ...CZECH, userLanguage: 'de' }]);
    const [page] = await pdfPages((await client.get(api(`/ticket/${tickets[0]}/download-ticket`))).rawPayload);
    expect(page).toContain('Kategorie');
    expect(page).toContain('Bestellnummer');
    expect(page).not.toContain('Order reference');
  });

  it('is written in Bulgarian, Cyrillic letters and all, for a holder who chose Bulgarian', async () => {
    const { tickets } = await client.buy(OPEN_HACK_DAY, { 'General admission': 1 }, [{ ...BULGARIAN }], free);
    const [page] = await pdfPages(
      (await client.get(`/api/v2/public/event/${OPEN_HACK_DAY}/ticket/${tickets[0]}/download-ticket`)).rawPayload,
    );
    for (const text of ['БИЛЕТ', 'Категория', 'Притежател', 'Номер на поръчката', 'Организатор', 'Мария Иванова']) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain('Order reference');
  });

  it('gives the dates in the event’s time zone and where to go', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [GREEK]);
    const [page] = await pdfPages((await client.get(api(`/ticket/${tickets[0]}/download-ticket`))).rawPayload);
    const [event] = await t.db.query<{ start: Date; zone: string; location: string }>(
      'SELECT start_at AS start, time_zone AS zone, location FROM event WHERE short_name = $1',
      [ALPINE_SUMMIT],
    );
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: event!.zone, ...options }).format(event!.start);
    expect(page).toContain(
      `${local({ weekday: 'long' })} ${local({ day: 'numeric' })} ${local({ month: 'long' })} ${local({ year: 'numeric' })}, ${local({ hour: 'numeric', minute: '2-digit' })}`,
    );
    expect(page).toContain(`Times in ${event!.zone}`);
    expect(page).toContain(event!.location);
  });

  it('says "Online" instead of the hall for an online ticket of a hybrid event', async () => {
    const pdfOf = async (uuid: string) =>
      (
        await pdfPages(
          (await client.get(`/api/v2/public/event/${ALPINE_DEVOPS_DAY}/ticket/${uuid}/download-ticket`)).rawPayload,
        )
      )[0];
    // The livestream is paid by bank transfer only; the organizer's confirmation completes the order.
    const livestream = await client.buy(ALPINE_DEVOPS_DAY, { Livestream: 1 }, [GREEK], bankTransfer);
    await t.db.query("UPDATE reservation SET status = 'COMPLETE' WHERE id = $1", [livestream.reservationId]);
    await t.db.query("UPDATE ticket SET status = 'ACQUIRED' WHERE reservation_id = $1", [livestream.reservationId]);
    const online = await pdfOf(livestream.tickets[0]!);
    expect(online).toMatch(/Location\s+Online/);
    expect(online).not.toContain('Bollwerk');

    const hall = await client.buy(ALPINE_DEVOPS_DAY, { 'On site': 1 }, [CZECH]);
    expect(await pdfOf(hall.tickets[0]!)).toContain('Aareforum, Bollwerk 15, 3011 Bern');
  });

  it('lists the supplements bought with the ticket, in the ticket’s language', async () => {
    const { tickets } = await client.buy(
      RIVIERA_FILM_FESTIVAL,
      { 'Festival pass': 1 },
      [{ ...CZECH, userLanguage: 'fr' }],
      undefined,
      { form: FILM_FESTIVAL_INVOICE },
    );
    const [page] = await pdfPages(
      (await client.get(`/api/v2/public/event/${RIVIERA_FILM_FESTIVAL}/ticket/${tickets[0]}/download-ticket`))
        .rawPayload,
    );
    expect(page).toMatch(/Suppléments\s+Programme et bracelet/);
  });

  it('403 for a ticket that is not available', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, [GREEK, null]);
    expect((await client.get(api(`/ticket/${tickets[1]}/download-ticket`))).statusCode).toBe(403);
    await t.db.query("UPDATE ticket SET status = 'CANCELLED' WHERE public_uuid = $1", [tickets[0]]);
    expect((await client.get(api(`/ticket/${tickets[0]}/download-ticket`))).statusCode).toBe(403);
  });
});

describe('the order’s tickets in one PDF', () => {
  it('has one page per assigned ticket and leaves out the unassigned one', async () => {
    const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 3 }, [GREEK, null, CZECH]);
    const response = await client.get(api(`/reservation/${reservationId}/tickets-pdf`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tickets-${reservationId}.pdf"`);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Ελένη Παπαδοπούλου');
    expect(pages[1]).toContain('Jiří Dvořák');
  });

  it('403 without an assigned ticket or before the order is complete; 404 for another event', async () => {
    const { reservationId } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [null]);
    expect((await client.get(api(`/reservation/${reservationId}/tickets-pdf`))).statusCode).toBe(403);
    const pending = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.get(api(`/reservation/${pending}/tickets-pdf`))).statusCode).toBe(403);
    expect(
      (await client.get(`/api/v2/public/event/alpine-devops-day/reservation/${reservationId}/tickets-pdf`)).statusCode,
    ).toBe(404);
    expect((await client.get(api('/reservation/00000000-0000-4000-8000-000000000000/tickets-pdf'))).statusCode).toBe(
      404,
    );
  });
});
