import { endpoints } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { contentDisposition, downloadDocument, type DownloadRequest } from './document-download.ts';

/**
 * Invoice and receipt links (`endpoints.downloadInvoice`, `downloadReceipt` and
 * `downloadPurchaseContextInvoice` in the contract), opened by the browser in a new tab.
 */
export function billingDocumentRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  const send = async (reply: FastifyReply, request: DownloadRequest) => {
    const outcome = await downloadDocument(db, { ...request, reservationId: request.reservationId.toLowerCase() });
    if (outcome.kind === 'not-found') return reply.code(404).send();
    if (outcome.kind === 'not-allowed') return reply.code(400).send();
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(outcome.filename))
      .header('X-Robots-Tag', 'noindex')
      .send(outcome.content);
  };

  bind(
    app,
    endpoints.downloadInvoice,
    ({ params, reply }) =>
      send(reply, {
        purchaseContextType: 'event',
        publicIdentifier: params.eventName,
        reservationId: params.reservationId,
        type: 'INVOICE',
      }),
    routeOptions,
  );
  bind(
    app,
    endpoints.downloadReceipt,
    ({ params, reply }) =>
      send(reply, {
        purchaseContextType: 'event',
        publicIdentifier: params.eventName,
        reservationId: params.reservationId,
        type: 'RECEIPT',
      }),
    routeOptions,
  );
  // alf.io answers 404 for subscriptions here; serving their invoice too costs the shop nothing.
  bind(
    app,
    endpoints.downloadPurchaseContextInvoice,
    ({ params, reply }) =>
      send(reply, {
        purchaseContextType: params.purchaseContextType,
        publicIdentifier: params.publicIdentifier,
        reservationId: params.reservationId,
        type: 'INVOICE',
      }),
    routeOptions,
  );
}
