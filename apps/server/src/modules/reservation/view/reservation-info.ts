import type { ReservationInfo } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import { formatForLanguages } from '../../../lib/localized-dates.ts';
import {
  containsCategoriesLinkedToGroups,
  findBookingReservation,
  findPaymentFacts,
  findReservedItems,
  findReservedTickets,
  findStoredValues,
  type BookingReservation,
} from '../booking/booking-read-repository.ts';
import { readBookingSettings } from '../booking/booking-settings.ts';
import { billingDetailsOf } from '../invoicing/billing-view.ts';
import { shortIdOf } from '../short-id.ts';
import { findFields } from '../fields/field-repository.ts';
import { orderSummaryOf } from '../pricing/order-summary.ts';
import { mayAccess } from '../status/reservation-access.ts';
import { subscriptionInfosOf } from './subscription-infos.ts';
import type { Config } from '../../../config.ts';
import { countHoldExtensions } from '../status/reservation-read-repository.ts';
import { additionalServicesWithData, ticketsByCategory } from './tickets-by-category.ts';
import type { ReservationHooks } from '../reservation-hooks.ts';

export type ReservationInfoOutcome =
  { kind: 'found'; info: ReservationInfo } | { kind: 'not-found' } | { kind: 'denied' };

/**
 * `GET /api/v2/public/reservation/{id}` (`endpoints.getReservation` in the contract), for every status. A hold past its
 * validity is gone (not found), and a reservation of a signed-in buyer is refused to others.
 */
export async function reservationInfo(
  q: Queryable,
  reservationId: string,
  sessionId: string,
  holdExtensions: Config['holdExtension'],
  hooks: Pick<ReservationHooks, 'activePaymentMethodsOf'>,
): Promise<ReservationInfoOutcome> {
  const reservation = await findBookingReservation(q, reservationId);
  if (!reservation) return { kind: 'not-found' };
  if (!(await mayAccess(q, reservation.userId, sessionId))) return { kind: 'denied' };
  const info = await assemble(q, reservation, hooks);
  if (holdExtensions.times === 0) return { kind: 'found', info };
  // A reloaded page knows whether to offer more time without asking for it first.
  const used = await countHoldExtensions(q, reservation.id);
  return { kind: 'found', info: { ...info, holdExtensionsLeft: Math.max(0, holdExtensions.times - used) } };
}

async function assemble(
  q: Queryable,
  reservation: BookingReservation,
  hooks: Pick<ReservationHooks, 'activePaymentMethodsOf'>,
): Promise<ReservationInfo> {
  const id = reservation.id;
  const lang = reservation.userLanguage;
  const [
    tickets,
    items,
    fields,
    values,
    payment,
    linkedToGroups,
    orderSummary,
    activePaymentMethods,
    subscriptionInfos,
  ] = await Promise.all([
    findReservedTickets(q, id),
    findReservedItems(q, id),
    findFields(q, reservation),
    findStoredValues(q, id),
    findPaymentFacts(q, id),
    containsCategoriesLinkedToGroups(q, id, reservation.eventId),
    orderSummaryOf(q, id, lang),
    hooks.activePaymentMethodsOf(q, id),
    subscriptionInfosOf(q, id, lang),
  ]);
  const settings = await readBookingSettings(
    q,
    reservation,
    tickets.map((ticket) => ticket.categoryId),
  );
  const view = { reservation, tickets, items, fields, values, settings };
  return {
    id,
    shortId: shortIdOf(reservation, settings.context),
    firstName: reservation.firstName,
    lastName: reservation.lastName,
    email: reservation.email,
    validity: reservation.validity.getTime(),
    formattedExpirationDate: formatForLanguages(
      reservation.validity,
      'datetime.pattern',
      reservation.timeZone,
      reservation.languages,
    ),
    status: reservation.status,
    validatedBookingInformation: reservation.validated,
    ticketsByCategory: ticketsByCategory(view),
    additionalServiceWithData: additionalServicesWithData(view),
    orderSummary,
    invoiceNumber: reservation.invoiceNumber,
    invoiceRequested: reservation.invoiceRequested,
    invoiceOrReceiptDocumentPresent: reservation.documentPresent,
    paid: reservation.registeredAt !== null || payment.completed,
    tokenAcquired: payment.tokenProxy !== null,
    paymentProxy: payment.tokenProxy ?? reservation.paymentProxy,
    addCompanyBillingDetails: reservation.addCompanyBillingDetails,
    customerReference: reservation.customerReference,
    skipVatNr: reservation.skipVatNr,
    billingAddress: reservation.billingAddress,
    billingDetails: billingDetailsOf(reservation),
    containsCategoriesLinkedToGroups: linkedToGroups,
    activePaymentMethods,
    subscriptionInfos: reservation.purchaseContextType === 'event' ? null : subscriptionInfos,
    metadata: metadataOf(reservation),
  };
}

/** Stored per reservation; a flag the row lacks is off. */
function metadataOf({ metadata }: BookingReservation): ReservationInfo['metadata'] {
  return {
    hideContactData: metadata.hideContactData === true,
    readyForConfirmation: metadata.readyForConfirmation === true,
    finalized: metadata.finalized === true,
    hideConfirmationButtons: metadata.hideConfirmationButtons === true,
    lockEmailEdit: metadata.lockEmailEdit === true,
  };
}
