import { endpoints } from '@shop/contract';
import { routePattern } from '@shop/contract/routes';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { contentDisposition } from '../billing-document/document-download.ts';
import { codeOf, isAvailable } from './ticket-access.ts';
import { ticketsPdf } from './ticket-pdf.ts';
import { qrPng } from './ticket-qr.ts';
import { findEventTicket, findReservationTickets } from './ticket-repository.ts';

/** alf.io answers the QR code at this address outside the API too, so links to it keep working. */
const LEGACY_QR_PATH = '/event/{eventName}/ticket/{ticketUuid}/code.png';

/**
 * What a ticket holder opens in the browser or prints: the QR code, the ticket PDF and the
 * order's tickets in one PDF (`getTicketQrCode`, `downloadTicket` and `downloadReservationTickets`
 * in the contract). Knowing the ticket's or the reservation's uuid is the permission, as for the
 * ticket page; a ticket that is not available answers 403, and search engines are asked not to
 * index any of it.
 */
export function ticketDocumentRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  const sendQr = async (reply: FastifyReply, eventName: string, ticketUuid: string) => {
    const ticket = await findEventTicket(db, eventName, ticketUuid);
    if (!ticket || !isAvailable(ticket)) return reply.code(403).send();
    return reply
      .header('Content-Type', 'image/png')
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-store')
      .send(qrPng(codeOf(ticket)));
  };

  const sendPdf = (reply: FastifyReply, filename: string, content: Buffer) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(filename))
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-store')
      .send(content);

  bind(
    app,
    endpoints.getTicketQrCode,
    ({ params, reply }) => sendQr(reply, params.eventName, params.ticketUuid),
    routeOptions,
  );
  app.get<{ Params: { eventName: string; ticketUuid: string } }>(routePattern(LEGACY_QR_PATH), (request, reply) =>
    sendQr(reply, request.params.eventName, request.params.ticketUuid),
  );

  bind(
    app,
    endpoints.downloadTicket,
    async ({ params, reply }) => {
      const ticket = await findEventTicket(db, params.eventName, params.ticketUuid);
      if (!ticket || !isAvailable(ticket)) return reply.code(403).send();
      const pdf = await ticketsPdf(db, [ticket]);
      return sendPdf(reply, `ticket-${ticket.publicUuid}.pdf`, pdf);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.downloadReservationTickets,
    async ({ params, reply }) => {
      const tickets = await findReservationTickets(db, params.reservationId);
      const [first] = tickets;
      if (!first || first.eventShortName !== params.eventName) return reply.code(404).send();
      const assigned = tickets.filter(isAvailable);
      if (assigned.length === 0) return reply.code(403).send();
      const pdf = await ticketsPdf(db, assigned, first.reservationLanguage);
      return sendPdf(reply, `tickets-${first.reservationId}.pdf`, pdf);
    },
    routeOptions,
  );
}
