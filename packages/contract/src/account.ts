import { z } from 'zod';
import { ClientRedirect, LocalizedText, User, validatedResponse } from './common.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import { PurchaseContextType, ReservationStatus, VatStatus } from './enums.ts';
import { EmptyForm } from './request.ts';
import { ContactAndTicketsForm } from './reservation.ts';

/**
 * Profile update: the booking-step fields plus `additionalInfo`. The e-mail is the account's,
 * whatever is sent; billing fields are required only if `invoiceRequested` is sent as true.
 */
export const UpdateProfileForm = ContactAndTicketsForm.extend({
  additionalInfo: z
    .record(z.string(), z.string().nullable())
    .nullish()
    .transform((value) => value ?? {}),
});

/** One order of the signed-in buyer. */
export const ReservationHeader = z.object({
  id: z.string(),
  status: ReservationStatus,
  formattedExpiresOn: LocalizedText.nullable(),
  formattedConfirmedOn: LocalizedText.nullable(),
  formattedCreatedOn: LocalizedText.nullable(),
  invoiceNumber: z.string().nullable(),
  /** A JSON number in major units, unlike the formatted strings elsewhere. */
  finalPrice: z.number(),
  currencyCode: z.string(),
  /** Decimal percentage. */
  usedVatPercent: z.number().nullable(),
  vatStatus: VatStatus,
  items: z.array(
    z.object({
      /** Events: the internal ticket uuid (never a URL segment); subscriptions: the subscription id. */
      id: z.string(),
      /** Null for tickets not assigned yet. */
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      /** Events: `{en: categoryName}`; subscriptions: the descriptor title. */
      type: LocalizedText,
    }),
  ),
});
export type ReservationHeader = z.infer<typeof ReservationHeader>;

/** The buyer's orders grouped by event or subscription. */
export const PurchaseContextWithReservations = z.object({
  /** For events `{en: displayName}` only. */
  title: LocalizedText,
  /** Event short name or subscription descriptor id. */
  publicIdentifier: z.string(),
  type: PurchaseContextType,
  /** All 14 application languages; for subscriptions the validity dates. */
  formattedStartDate: LocalizedText.nullable(),
  formattedEndDate: LocalizedText.nullable(),
  sameDay: z.boolean(),
  reservations: z.array(ReservationHeader),
});
export type PurchaseContextWithReservations = z.infer<typeof PurchaseContextWithReservations>;

export const accountEndpoints = {
  isAuthenticationEnabled: endpoint('isAuthenticationEnabled', { responses: { 200: z.boolean() } }),
  /** 204 when anonymous; the shop maps it to an "anonymous" marker. */
  getMe: endpoint('getMe', { responses: { 200: User, 204: emptyBody } }),
  /** 400 when the account does not exist or is disabled; 401 when not signed in. */
  updateMe: endpoint('updateMe', {
    body: UpdateProfileForm,
    responses: {
      200: validatedResponse(User),
      422: validatedResponse(User),
      400: emptyBody,
      401: emptyBody,
    },
  }),
  /**
   * Deletes a buyer (PUBLIC) account and logs out; `targetUrl` is the identity provider's logout
   * URL, or `/`. 400 when the account cannot be deleted. alf.io answers 500 when the caller is not
   * signed in through OpenID.
   */
  deleteMe: endpoint('deleteMe', {
    responses: { 200: ClientRedirect, 400: emptyBody },
  }),
  /** The session ends: the `X-Auth-Token` response header comes back empty. */
  logout: endpoint('logout', {
    body: EmptyForm,
    responses: { 200: ClientRedirect },
  }),
  /** Non-cancelled reservations; 204 (not `[]`) when anonymous or without orders. */
  listMyReservations: endpoint('listMyReservations', {
    responses: { 200: z.array(PurchaseContextWithReservations), 204: emptyBody },
  }),
};
