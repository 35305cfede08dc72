import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { expect } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TestApp } from '../../helpers.ts';
import { completeForm } from '../reservation/booking-client.ts';
import { expectConfirmed, onSite, paymentClient } from '../payment/payment-client.ts';

export interface Holder {
  firstName: string;
  lastName: string;
  email: string;
  userLanguage?: string;
}

/**
 * Buys tickets with the holders given, one per ticket in category order; a null holder leaves
 * that ticket unassigned (the buyer's "assign later"). Returns the reservation id and the public
 * uuids of the tickets, in the same order.
 */
export async function ticketBuyer(t: TestApp) {
  const client = await paymentClient(t);
  return {
    ...client,
    async buy(
      shortName: string,
      quantities: Record<string, number>,
      holders: readonly (Holder | null)[],
      payment: Record<string, unknown> = onSite,
      overrides: { selection?: Record<string, unknown>; form?: Record<string, unknown> } = {},
    ): Promise<{ reservationId: string; tickets: string[] }> {
      const reservationId = await client.reserve(shortName, quantities, overrides.selection);
      const info = await client.info(reservationId);
      const form = completeForm(info, overrides.form);
      const entries = form.tickets as Record<string, Record<string, unknown>>;
      const tickets = info.ticketsByCategory.flatMap((category) => category.tickets.map((ticket) => ticket.uuid));
      tickets.forEach((uuid, index) => {
        entries[uuid] = { ...entries[uuid], userLanguage: 'en', ...holders[index] };
      });
      // "Assign later" leaves every ticket without a holder; the holders given are then stored
      // as assigning each ticket afterwards would store them.
      const later = holders.some((holder) => holder === null);
      if (later) form.postponeAssignment = true;
      const validated = await client.validate(reservationId, form, 'lang=en&ignoreWarnings=true');
      expect(validated.statusCode, validated.body).toBe(200);
      expectConfirmed(await client.confirm(reservationId, payment));
      if (later) {
        for (const [index, holder] of holders.entries()) {
          if (!holder) continue;
          await t.db.query(
            'UPDATE ticket SET first_name = $2, last_name = $3, email = $4, user_language = $5 WHERE public_uuid = $1',
            [tickets[index], holder.firstName, holder.lastName, holder.email, holder.userLanguage ?? 'en'],
          );
        }
      }
      return { reservationId, tickets };
    },
    get: (url: string) => t.app.inject({ method: 'GET', url }),
  };
}

/** The text of each page of a PDF. */
export async function pdfPages(content: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: false });
  return text;
}

/**
 * The text of the QR code drawn on the first page of a PDF, as a scanner would read it: the
 * page's filled squares (`x y w h re`) are laid on a grid, painted into a bitmap and decoded.
 */
export function qrInPdf(content: Buffer): string | undefined {
  const streams = [...content.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  const squares = streams
    .flatMap((stream) => [...stream.matchAll(/^(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re$/gm)])
    .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([, , width, height]) => width === height && width > 1 && width < 10);
  if (squares.length === 0) return undefined;
  const module = Math.min(...squares.map(([, , width]) => width)) - 0.05;
  const left = Math.min(...squares.map(([x]) => x));
  const top = Math.min(...squares.map(([, y]) => y));
  const cells = squares.map(([x, y]) => [Math.round((y - top) / module), Math.round((x - left) / module)] as const);
  const size = Math.max(...cells.flat()) + 1;
  const pixels = 4;
  const side = (size + 8) * pixels;
  const image = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [row, column] of cells) {
    for (let y = 0; y < pixels; y++) {
      for (let x = 0; x < pixels; x++) {
        const offset = (((row + 4) * pixels + y) * side + (column + 4) * pixels + x) * 4;
        image.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(image, side, side)?.data;
}
