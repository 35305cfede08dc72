import type { ValidatedResponse } from '@shop/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import { eventLanguage } from '../../../lib/event-texts.ts';
import {
  containsCategoriesLinkedToGroups,
  findBookingReservation,
  findReservedItems,
  findReservedSubscriptionId,
  findReservedTickets,
} from './booking-read-repository.ts';
import { BookingErrors } from './booking-errors.ts';
import { effectiveBooking, type EffectiveBooking, type SentBookingForm } from './booking-form.ts';
import { auditWarningsIgnored } from './booking-write-repository.ts';
import { readBookingSettings, vatRulesOf } from './booking-settings.ts';
import { checkBooking } from './booking-rules.ts';
import { formatVatChecker, type VatNumberChecker } from '../invoicing/eu-vat.ts';
import { findFields } from '../fields/field-repository.ts';
import { fieldRuleContext } from '../fields/field-rule-context.ts';
import { repriceReservation } from '../pricing/order-summary.ts';
import { persistBooking, type BookingState } from './persist-booking.ts';
import { mayAccess, signedInUserId } from '../status/reservation-access.ts';
import { findReservation, lockReservation, type ReservationHeader } from '../status/reservation-repository.ts';
import { setBookingValidated } from '../status/reservation-status.ts';
import { decideVatStatus } from '../invoicing/vat-decision.ts';
import { answersOf, recordingChecker } from '../invoicing/vat-answers.ts';
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
 * VIES is asked before that transaction, about the numbers the same rules ask about when run on
 * what was read without the lock; the transaction takes its answers from there.
 */
export async function validateToOverview(
  db: Database,
  request: ValidateToOverviewRequest,
  hooks: Pick<ReservationHooks, 'saveBookingToProfile'>,
): Promise<ValidateToOverviewOutcome> {
  const vies = request.vies ? await askViesAhead(db, request, request.vies) : null;
  return db.transaction(async (tx) => {
    const read = await readBooking(tx, await lockReservation(tx, request.reservationId), request);
    if (read.kind !== 'read') return read;
    const { inputs } = read;
    const { state, booking, language } = inputs;
    const vatChecker = vies && viesApplies(inputs) ? vies : formatVatChecker;
    const errors = new BookingErrors();

    const vatStatus = await decideVat(inputs, vatChecker, errors);
    await persistBooking(tx, state, request.form, booking, language, vatStatus);
    await repriceReservation(tx, state.reservation.id);
    await checkRules(inputs, request.form, vatChecker, errors);

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
      await setBookingValidated(tx, state.reservation.id, true);
      if (errors.warnings.length > 0) await auditWarningsIgnored(tx, state.reservation.id, errors.warnings);
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

interface BookingInputs {
  state: BookingState;
  settings: Awaited<ReturnType<typeof readBookingSettings>>;
  rules: ReturnType<typeof vatRulesOf>;
  requiresPayment: boolean;
  booking: EffectiveBooking;
  language: string;
}

/** The reservation and everything the step's rules read, for the buyer who may see it. */
async function readBooking(
  q: Queryable,
  header: Pick<ReservationHeader, 'id' | 'status' | 'userId'> | null,
  request: ValidateToOverviewRequest,
): Promise<{ kind: 'not-found' } | { kind: 'denied' } | { kind: 'read'; inputs: BookingInputs }> {
  if (!header || header.status !== 'PENDING') return { kind: 'not-found' };
  if (!(await mayAccess(q, header.userId, request.sessionId))) return { kind: 'denied' };
  const reservation = await findBookingReservation(q, header.id);
  if (!reservation) return { kind: 'not-found' };

  // One statement after the other: a transaction is one connection.
  const tickets = await findReservedTickets(q, reservation.id);
  const items = await findReservedItems(q, reservation.id);
  const fields = await findFields(q, reservation);
  const subscriptionId =
    reservation.purchaseContextType === 'subscription' ? await findReservedSubscriptionId(q, reservation.id) : null;
  const linkedToGroups = await containsCategoriesLinkedToGroups(q, reservation.id, reservation.eventId);
  const settings = await readBookingSettings(
    q,
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
  return {
    kind: 'read',
    inputs: {
      state: { reservation, tickets, items, fields, subscriptionId },
      settings,
      rules,
      requiresPayment,
      booking,
      language: eventLanguage(request.lang, reservation.languages),
    },
  };
}

/** The organizer's ENABLE_VIES_VALIDATION; off, EU VAT numbers are checked for their shape only. */
const viesApplies = (inputs: BookingInputs) => inputs.settings.context.flag('ENABLE_VIES_VALIDATION', true);

/**
 * VIES's answers for the numbers this booking step asks about, asked outside any transaction. When
 * the reservation cannot be read, or the organizer has VIES off, nothing is asked: should that
 * change before the transaction, its numbers are answered as VIES down and the buyer tries again.
 */
async function askViesAhead(
  db: Database,
  request: ValidateToOverviewRequest,
  vies: VatNumberChecker,
): Promise<VatNumberChecker> {
  const recorder = recordingChecker();
  const read = await readBooking(db, await findReservation(db, request.reservationId), request);
  if (read.kind === 'read' && viesApplies(read.inputs)) {
    await decideVat(read.inputs, recorder, new BookingErrors());
    await checkRules(read.inputs, request.form, recorder, new BookingErrors());
  }
  return answersOf(recorder, vies);
}

function decideVat(inputs: BookingInputs, vatChecker: VatNumberChecker, errors: BookingErrors) {
  const { state, rules, booking, requiresPayment } = inputs;
  return decideVatStatus(
    state.reservation,
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
}

function checkRules(inputs: BookingInputs, form: SentBookingForm, vatChecker: VatNumberChecker, errors: BookingErrors) {
  const { state, booking, language, rules, requiresPayment } = inputs;
  return checkBooking(state, form, booking, errors, {
    language,
    italianEInvoicingEnabled: rules.italianEInvoicingEnabled,
    requiresPayment,
    ...fieldRuleContext(state.reservation, vatChecker),
  });
}
