import type { CustomPaymentMethod, EndpointBody, Endpoints, ReservationPaymentResult } from '@shop/contract';
import { buildPath, routes } from '@shop/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client.ts';
import type { PurchaseContextKind } from './api.ts';

/** The overview body, as the contract reads it. */
export type PaymentFormBody = NonNullable<EndpointBody<Endpoints['confirmOverview']>>;

/**
 * Confirms (and for some methods starts paying for) the order. A 200 whose `success` is false
 * rejects like a 422: with an `ApiError` carrying the server's errors.
 */
export async function confirmOverview(
  reservationId: string,
  lang: string,
  body: PaymentFormBody,
): Promise<ReservationPaymentResult> {
  const answer = await request('confirmOverview', {
    params: { reservationId },
    query: { lang },
    body,
    validated: true,
  });
  if (!answer.value) throw new ApiError(200, answer, []);
  return answer.value;
}

/**
 * Pays for an event order with a subscription: its id or PIN, the
 * reservation's e-mail to tell PINs apart, always one use. Rejects with the server's errors,
 * their argument 0 replaced by the code as entered (the messages quote it).
 */
export async function applySubscriptionCode(
  reservationId: string,
  code: string,
  email: string | null,
): Promise<boolean> {
  try {
    const answer = await request('applySubscriptionCode', {
      params: { reservationId },
      body: { code, email, amount: 1, type: 'SUBSCRIPTION' },
      validated: true,
    });
    return answer.value === true;
  } catch (error) {
    if (!(error instanceof ApiError) || !error.validation) throw error;
    const validation = {
      ...error.validation,
      validationErrors: error.validation.validationErrors.map((descriptor) => ({
        ...descriptor,
        arguments: { '0': code },
      })),
    };
    throw new ApiError(
      error.status,
      validation,
      validation.validationErrors.flatMap((d) => (d.code ? [{ code: d.code, arguments: d.arguments }] : [])),
    );
  }
}

export async function removeSubscriptionCode(reservationId: string): Promise<void> {
  await request('removeSubscriptionCode', { params: { reservationId }, query: { type: 'SUBSCRIPTION' } });
}

/** Drops a stored payment token (a PayPal approval), so the buyer may choose again. */
export async function clearPaymentToken(reservationId: string): Promise<void> {
  await request('clearPaymentToken', { params: { reservationId } });
}

/** Resolves with whether the server sent the e-mail (false: the reservation is unknown to it). */
export async function resendReservationEmail(
  type: PurchaseContextKind,
  publicIdentifier: string,
  reservationId: string,
  lang: string,
): Promise<boolean> {
  return request('resendReservationEmail', {
    params: { purchaseContextType: type, publicIdentifier, reservationId },
    query: { lang },
    body: {},
  });
}

/** The status alone, asked afresh each time (the processing page compares it with the first one). */
export function fetchReservationStatus(reservationId: string, signal?: AbortSignal) {
  return request('getReservationStatus', { params: { reservationId }, signal });
}

/** Asks the provider how the payment stands; with `redirect` the browser must go to `redirectUrl`. */
export function forcePaymentCheck(reservationId: string) {
  return request('forceCheckTransaction', { params: { reservationId } });
}

/**
 * The organizer's own offline methods for the reservation's event. alf.io fails for
 * subscriptions; a failure is an empty list here, as the overview only needs their names.
 */
export const applicableCustomMethodsQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId, 'custom-payment-methods'],
    queryFn: async ({ signal }): Promise<CustomPaymentMethod[]> => {
      try {
        return await request('getApplicableCustomPaymentMethods', { params: { reservationId }, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
  });

/**
 * The latest payment with a redirect method: a buyer back from the provider's page after a
 * decline finds it failed. Null while there is none (the server answers 404) or it cannot be read.
 */
export const lastPaymentQuery = (reservationId: string, method: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId, 'payment', method],
    queryFn: async ({ signal }): Promise<ReservationPaymentResult | null> => {
      try {
        return await request('getPaymentStatus', { params: { reservationId, method }, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
  });

/** The custom method the buyer chose, for the waiting-custom-payment page. */
export const selectedCustomMethodQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId, 'selected-custom-payment-method'],
    queryFn: ({ signal }) => request('getSelectedCustomPaymentMethod', { params: { reservationId }, signal }),
  });

/** Invoice or receipt of an event order, opened by the browser. */
export function eventDocumentUrl(eventName: string, reservationId: string, kind: 'invoice' | 'receipt'): string {
  const route = kind === 'invoice' ? routes.downloadInvoice : routes.downloadReceipt;
  return buildPath(route.path, { eventName, reservationId });
}

/** The invoice link of the waiting pages. */
export function purchaseContextInvoiceUrl(
  type: PurchaseContextKind,
  publicIdentifier: string,
  reservationId: string,
): string {
  return buildPath(routes.downloadPurchaseContextInvoice.path, {
    purchaseContextType: type,
    publicIdentifier,
    reservationId,
  });
}

/** What became of the order's newest e-mail (ours: `emailDeliveryCapability`). */
export const emailDeliveryQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['reservation', reservationId, 'email-delivery'],
    queryFn: ({ signal }) => request('getEmailDelivery', { params: { reservationId }, signal }),
  });

/** After a refusal: the corrected address, to which the e-mail goes again; resolves with whether it was queued. */
export async function correctEmailAddress(reservationId: string, email: string, lang: string): Promise<boolean> {
  const answer = await request('correctEmailAddress', { params: { reservationId }, query: { lang }, body: { email } });
  return answer.value === true;
}
