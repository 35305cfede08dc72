import type { ValidatedResponse } from '@shop/contract';
import type { Database } from '../../../db/database.ts';
import { eventLanguage } from '../../../lib/event-texts.ts';
import {
  containsCategoriesLinkedToGroups,
  findBookingReservation,
  findReservedItems,
  findReservedSubscriptionId,
  findReservedTickets,
} from './booking-read-repository.ts';
import { BookingErrors } from './booking-errors.ts';
import { effectiveBooking, type SentBookingForm } from './booking-form.ts';
import { auditWarningsIgnored } from './booking-write-repository.ts';
import { readBookingSettings, vatRulesOf } from './booking-settings.ts';
import { checkBooking } from './booking-rules.ts';
import { formatVatChecker, type VatNumberChecker } from '../invoicing/eu-vat.ts';
import { findFields } from '../fields/field-repository.ts';
import { fieldRuleContext } from '../fields/field-rule-context.ts';
import { repriceReservation } from '../pricing/order-summary.ts';
import { persistBooking, type BookingState } from './persist-booking.ts';
import { mayAccess, signedInUserId } from '../status/reservation-access.ts';
import { lockReservation } from '../status/reservation-repository.ts';
import { setBookingValidated } from '../status/reservation-status.ts';
import { decideVatStatus } from '../invoicing/vat-decision.ts';
import type { ReservationHooks } from '../reservation-hooks.ts';

export interface ValidateToOverviewRequest {
  reservationId: string;
  form: SentBookingForm;
  lang: string;
  ignoreWarnings: boolean;
  sessionId: string;
  /** VIES, when this server may ask it; the organizer's ENABLE_VIES_VALIDATION decides whether it does. */
  vies?: VatNumberChecker | null;
}

export type ValidateToOverviewOutcome =
  | { kind: 'not-found' }
  | { kind: 'denied' }
  | { kind: 'checked'; status: 200 | 422; response: ValidatedResponse<boolean> };

/**
 * `POST …/validate-to-overview` (`endpoints.validateToOverview` in the contract), in one
 * transaction on the locked reservation: the VAT decision, storing what was sent, every rule, and
 * the "validated" flag when nothing failed and the buyer has seen (or confirmed) the warnings.
 */
export async function validateToOverview(
  db: Database,
  request: ValidateToOverviewRequest,
  hooks: Pick<ReservationHooks, 'saveBookingToProfile'>,
): Promise<ValidateToOverviewOutcome> {
  return db.transaction(async (tx) => {
    const header = await lockReservation(tx, request.reservationId);
    if (!header || header.status !== 'PENDING') return { kind: 'not-found' };
    if (!(await mayAccess(tx, header.userId, request.sessionId))) return { kind: 'denied' };
    const reservation = await findBookingReservation(tx, header.id);
    if (!reservation) return { kind: 'not-found' };

    // One statement after the other: a transaction is one connection.
    const tickets = await findReservedTickets(tx, reservation.id);
    const items = await findReservedItems(tx, reservation.id);
    const fields = await findFields(tx, reservation);
    const subscriptionId =
      reservation.purchaseContextType === 'subscription' ? await findReservedSubscriptionId(tx, reservation.id) : null;
    const linkedToGroups = await containsCategoriesLinkedToGroups(tx, reservation.id, reservation.eventId);
    const settings = await readBookingSettings(
      tx,
      reservation,
      tickets.map((ticket) => ticket.categoryId),
    );
    const rules = vatRulesOf(settings.context);
    const requiresPayment = reservation.finalPriceCents > 0;
    const booking = effectiveBooking(request.form, {
      requiresPayment,
      onlyInvoice: rules.invoicing.onlyInvoice,
      assignmentForced: settings.context.flag('FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION', false) || linkedToGroups,
      italianEInvoicingEnabled: rules.italianEInvoicingEnabled,
      customerReferenceEnabled: rules.invoicing.customerReferenceEnabled,
    });
    const language = eventLanguage(request.lang, reservation.languages);
    // VIES is asked within the transaction: its answer decides the VAT stored with the booking.
    // The client's timeout and cache keep the lock short.
    const vatChecker =
      request.vies && settings.context.flag('ENABLE_VIES_VALIDATION', true) ? request.vies : formatVatChecker;
    const errors = new BookingErrors();

    const vatStatus = await decideVatStatus(
      reservation,
      rules,
      {
        business: booking.business,
        country: booking.invoice.country,
        vatNr: booking.invoice.vatNr,
        splitPayment: booking.italianEInvoicing?.splitPayment ?? false,
      },
      requiresPayment,
      vatChecker,
      errors,
    );
    const state: BookingState = { reservation, tickets, items, fields, subscriptionId };
    await persistBooking(tx, state, request.form, booking, language, vatStatus);
    await repriceReservation(tx, reservation.id);

    await checkBooking(state, request.form, booking, errors, {
      language,
      italianEInvoicingEnabled: rules.italianEInvoicingEnabled,
      requiresPayment,
      ...fieldRuleContext(reservation, vatChecker),
    });

    if (errors.count > 0) {
      const validationErrors = errors.list();
      return {
        kind: 'checked',
        status: 422,
        response: {
          success: false,
          errorCount: validationErrors.length,
          validationErrors,
          warnings: errors.warnings,
          value: false,
        },
      };
    }
    if (errors.warnings.length === 0 || request.ignoreWarnings) {
      await setBookingValidated(tx, reservation.id, true);
      if (errors.warnings.length > 0) await auditWarningsIgnored(tx, reservation.id, errors.warnings);
      const buyer = await signedInUserId(tx, request.sessionId);
      if (buyer !== null) await hooks.saveBookingToProfile(tx, buyer, state, request.form, booking);
    }
    return {
      kind: 'checked',
      status: 200,
      response: { success: true, errorCount: 0, validationErrors: [], warnings: errors.warnings, value: true },
    };
  });
}
