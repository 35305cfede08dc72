import type {
  BillingDocumentSummary,
  ChangeAttendeeRequest,
  OrderOverview,
  OrderSearchQuery,
  OrderSearchResult,
  OrganizerEvent,
  OrganizerSession,
  PaymentProxy,
} from '@shop/contract';
import { organizerRoutes } from '@shop/contract/organizer-routes';
import { buildPath } from '@shop/contract/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';
export { organizerEventsQuery } from '../../lib/organizer-queries.ts';

export type { BillingDocumentSummary, OrderOverview, OrderSearchResult, OrganizerEvent, OrganizerSession };

export interface OrderSearch {
  slug: string;
  search: string;
  status: string;
  paymentProxy: string;
  page: number;
}

export const PAGE_SIZE = 25;

export const orderSearchQuery = (criteria: OrderSearch) =>
  queryOptions({
    queryKey: ['eventOrders', criteria],
    queryFn: ({ signal }) =>
      request('searchEventOrders', {
        params: { slug: criteria.slug },
        query: {
          search: criteria.search || undefined,
          status: (criteria.status || undefined) as OrderSearchQuery['status'],
          paymentProxy: (criteria.paymentProxy || undefined) as OrderSearchQuery['paymentProxy'],
          page: criteria.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    // The rows of the last page stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const orderQuery = (slug: string, reservationId: string) =>
  queryOptions({
    queryKey: ['eventOrder', slug, reservationId],
    queryFn: ({ signal }) => request('eventOrder', { params: { slug, reservationId }, signal }),
  });

const adminParams = (slug: string, reservationId: string) => ({
  purchaseContextType: 'event',
  publicIdentifier: slug,
  reservationId,
});

/**
 * The order's invoice, receipt and credit notes, newest first. Under the order's key, so that a
 * cancellation or refund, which refreshes the order, refreshes its documents with it.
 */
export const orderDocumentsQuery = (slug: string, reservationId: string) =>
  queryOptions({
    queryKey: ['eventOrder', slug, reservationId, 'documents'],
    queryFn: async ({ signal }) =>
      (await request('listBillingDocuments', { params: adminParams(slug, reservationId), signal })).data,
  });

/** A plain link's address for one document's PDF: the session's cookie authenticates it, as any GET. */
export const documentUrl = (slug: string, reservationId: string, documentId: number) =>
  buildPath(organizerRoutes.downloadBillingDocument.path, { ...adminParams(slug, reservationId), documentId });

/** The order's changes, one call each; the server checks the role and writes each to the audit log. */
export const orderCommands = {
  confirmTransfer: (order: OrderOverview, reference: string) =>
    request('confirmReservation', {
      params: { reservationId: order.id },
      body: {
        transaction: {
          id: reference || null,
          paidAmount: null,
          timestamp: null,
          notes: null,
          paymentProvider: (order.paymentProxy ?? 'OFFLINE') as PaymentProxy,
        },
        notification: { customer: true, attendees: false },
      },
    }),
  resend: (slug: string, order: OrderOverview) =>
    request('resendOrderConfirmation', { params: { slug, reservationId: order.id } }),
  confirmOnSite: (slug: string, order: OrderOverview) =>
    request('confirmOrderOnSitePayment', { params: { slug, reservationId: order.id } }),
  changeAttendee: (slug: string, order: OrderOverview, ticketUuid: string, holder: ChangeAttendeeRequest) =>
    request('changeOrderAttendee', { params: { slug, reservationId: order.id, ticketUuid }, body: holder }),
  cancel: (slug: string, order: OrderOverview, refund: boolean) =>
    request('removeReservation', { params: adminParams(slug, order.id), query: { refund: refund ? 'true' : 'false' } }),
  refund: (slug: string, order: OrderOverview, amount: string) =>
    request('refundReservation', { params: adminParams(slug, order.id), body: { amount } }),
};
