import {
  globalErrorFieldOf,
  type ErrorCode,
  type ErrorDescriptor,
  type PaymentMethod,
  type ReservationPaymentResult,
  type ReservationStatus,
  type PaymentForm,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../http/validated-response.ts';
import { verifyRecaptcha } from '../../lib/recaptcha.ts';
import { priceReservation, repriceReservation } from '../reservation/pricing/order-summary.ts';
import { mayAccess } from '../reservation/status/reservation-access.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { activeMethodsOf, type ActiveMethod } from './active-payment-methods.ts';
import { reconcilePayment, startOnlinePayment, type OnlinePayments } from './online-payment.ts';
import { ProviderError } from '../../lib/provider-error.ts';
import { loadPaymentContext, type PaymentContext } from './payment-context.ts';
import { isCompletedPayment } from './transaction-repository.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { findReservationStatus } from '../reservation/status/reservation-read-repository.ts';
import { paidOutcome, offlineCaptchaRequested } from './payment-provider.ts';
import { settleReservation } from './settle-reservation.ts';
import type { PayPalAdapter } from './paypal/paypal-adapter.ts';
import { confirmWithPayPal, paypalRefusal } from './paypal/paypal-confirm.ts';

/**
 * `POST /reservation/{id}` (`endpoints.confirmOverview` in the contract): the buyer accepts the
 * terms and pays or confirms. The form is checked first (captcha included, before any lock is
 * taken); then, holding the reservation's lock, the order is priced again and settled by the chosen
 * method. A second confirmation, sent twice or at the same time, waits for the lock, finds the
 * reservation confirmed and changes nothing.
 */

export type PaymentFormInput = z.output<typeof PaymentForm>;

export interface ConfirmDeps {
  db: Database;
  baseUrl: string;
  recaptchaVerifyUrl: string;
  remoteIp?: string | undefined;
  sessionId: string;
  online: OnlinePayments;
  paypal?: PayPalAdapter;
}

export type ConfirmResult =
  | { kind: 'not-found' }
  | { kind: 'access-denied' }
  | { kind: 'invalid'; errors: ErrorDescriptor[] }
  | { kind: 'done'; value: ReservationPaymentResult };

/** alf.io's answer when no redirect follows: `failure` is true although it succeeded, and the shop relies on that. */
export const CONFIRMED: ReservationPaymentResult = {
  success: true,
  redirect: false,
  redirectUrl: null,
  failure: true,
  gatewayIdOrNull: null,
};

const refuse = (code: ErrorCode): ConfirmResult => ({
  kind: 'invalid',
  errors: [fieldError(globalErrorFieldOf.confirmOverview, code)],
});

/** What a reservation that is not waiting for confirmation answers. */
function notPending(status: ReservationStatus, validity: Date, now: Date): ConfirmResult | null {
  if (status === 'PENDING') return validity.getTime() < now.getTime() ? refuse('error.STEP_2_ORDER_HAS_EXPIRED') : null;
  if (isIn('alreadyConfirmed', status)) return { kind: 'done', value: CONFIRMED };
  if (isIn('ended', status)) return refuse('error.STEP_2_ORDER_HAS_EXPIRED');
  // A payment with a provider is under way; its outcome, not a second confirmation, decides.
  return refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
}

interface Choice {
  method: string;
  active: ActiveMethod;
}

function chooseMethod(active: Map<string, ActiveMethod>, form: PaymentFormInput): Choice | null {
  const selected = form.selectedPaymentMethod?.trim() || null;
  if (selected !== null) {
    const chosen = active.get(selected);
    if (!chosen || (form.paymentProxy !== null && chosen.entry.paymentProxy !== form.paymentProxy)) return null;
    return { method: selected, active: chosen };
  }
  const candidates = [...active].filter(
    ([, entry]) => form.paymentProxy === null || entry.entry.paymentProxy === form.paymentProxy,
  );
  const proxies = new Set(candidates.map(([, entry]) => entry.entry.paymentProxy));
  const [first] = candidates;
  return first && proxies.size === 1 ? { method: first[0], active: first[1] } : null;
}

async function checkForm(
  deps: ConfirmDeps,
  context: PaymentContext,
  free: boolean,
  form: PaymentFormInput,
): Promise<{ errors: ErrorDescriptor[]; choice: Choice | null }> {
  const errors: ErrorDescriptor[] = [];
  const choice = free ? null : chooseMethod(await activeMethodsOf(deps.db, context), form);
  if (!free && !choice)
    errors.push(fieldError(globalErrorFieldOf.confirmOverview, 'error.STEP_2_MISSING_PAYMENT_METHOD'));
  if (!form.termAndConditionsAccepted || (context.privacyUrl !== null && !form.privacyPolicyAccepted)) {
    errors.push(fieldError(globalErrorFieldOf.confirmOverview, 'error.STEP_2_TERMS_CONDITIONS'));
  }
  const captchaApplies = free || choice?.active.provider.offlineCaptcha === true;
  // A reCAPTCHA answer is good for one check: spend it only on a form that is otherwise fine.
  if (errors.length === 0 && captchaApplies && offlineCaptchaRequested(context)) {
    const passed = await verifyRecaptcha({
      verifyUrl: deps.recaptchaVerifyUrl,
      secret: context.settings.text('RECAPTCHA_SECRET'),
      token: form.captcha,
      remoteIp: deps.remoteIp,
    });
    if (!passed) errors.push(fieldError(globalErrorFieldOf.confirmOverview, 'error.STEP_2_CAPTCHA_VALIDATION_FAILED'));
  }
  return { errors, choice };
}

/**
 * The shop reports a payment made in the browser (Stripe) with the provider's id as
 * `gatewayToken`: the payment is checked now, and the order counts as confirmed only when that
 * very payment completed it. Before, or with another payment's id, nothing changes.
 */
async function confirmPaidInBrowser(deps: ConfirmDeps, context: PaymentContext, token: string): Promise<ConfirmResult> {
  if (isIn('paymentUnderWay', context.status))
    await reconcilePayment(deps.online, context.reservationId, { gatewayId: token });
  const status = await findReservationStatus(deps.db, context.reservationId);
  if (status === 'COMPLETE' && (await isCompletedPayment(deps.db, context.reservationId, token)))
    return { kind: 'done', value: CONFIRMED };
  if (status === 'CANCELLED') return refuse('error.STEP_2_ORDER_HAS_EXPIRED');
  return refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
}

export async function confirmOverview(
  deps: ConfirmDeps,
  reservationId: string,
  form: PaymentFormInput,
): Promise<ConfirmResult> {
  const loaded = await loadPaymentContext(deps.db, reservationId);
  if (!loaded) return { kind: 'not-found' };
  if (!(await mayAccess(deps.db, loaded.userId, deps.sessionId))) return { kind: 'access-denied' };
  const token = form.gatewayToken?.trim() || null;
  if (token !== null) return confirmPaidInBrowser(deps, loaded, token);
  const context = loaded;
  const early = notPending(context.status, context.validity, context.now);
  if (early) return early;
  if (!context.validated) return refuse('error.STEP_2_MISSING_ATTENDEE_DATA');
  const priced = await priceReservation(deps.db, reservationId, context.language);
  const free = (priced?.pricing.totals.final ?? 0) === 0;
  const { errors, choice } = await checkForm(deps, context, free, form);
  if (errors.length > 0) {
    // The same form sent twice at once: the first may have confirmed while this one spent a used captcha answer.
    const now = await findReservationStatus(deps.db, reservationId);
    return now && isIn('alreadyConfirmed', now) ? { kind: 'done', value: CONFIRMED } : { kind: 'invalid', errors };
  }

  // A provider that refuses or cannot be reached rolls the confirmation back; the buyer may try again.
  return confirmLocked(deps, reservationId, context, free, choice).catch((error: unknown) => {
    if (error instanceof ProviderError) return refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
    throw error;
  });
}

function confirmLocked(
  deps: ConfirmDeps,
  reservationId: string,
  context: PaymentContext,
  free: boolean,
  choice: Choice | null,
): Promise<ConfirmResult> {
  return deps.db.transaction(async (tx): Promise<ConfirmResult> => {
    const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
    if (!locked) return { kind: 'not-found' };
    const changed = notPending(locked.status, locked.validity, locked.now);
    if (changed) return changed;
    const repriced = await repriceReservation(tx, reservationId);
    if (!repriced) return { kind: 'not-found' };
    const nowFree = repriced.pricing.totals.final === 0;
    // The price changed under the form (a subscription applied or removed meanwhile): the buyer must look again.
    if (nowFree !== free) return refuse('error.STEP_2_MISSING_PAYMENT_METHOD');
    const fresh = { ...context, status: locked.status, now: locked.now };
    const outcome = choice ? choice.active.provider.confirm(fresh, locked.now) : paidOutcome;
    switch (outcome.kind) {
      case 'paid-in-browser':
        // The payment starts with the init call and is reported with its token (see confirmPaidInBrowser).
        return refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
      case 'approve-then-capture': {
        if (!deps.paypal) return refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
        const confirmed = await confirmWithPayPal(tx, deps.online, deps.paypal, fresh, repriced);
        return confirmed.kind === 'done'
          ? { kind: 'done', value: confirmed.value }
          : { kind: 'invalid', errors: paypalRefusal(confirmed.reason) };
      }
      case 'redirect': {
        const adapter = deps.online.adapters.get(choice!.active.provider.proxy);
        const started =
          adapter &&
          (await startOnlinePayment(tx, deps.online, adapter, fresh, repriced, choice!.method as PaymentMethod));
        if (!started?.redirectUrl) return refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
        return {
          kind: 'done',
          value: {
            success: true,
            redirect: true,
            redirectUrl: started.redirectUrl,
            failure: false,
            gatewayIdOrNull: null,
          },
        };
      }
    }
    const custom = choice?.active.provider.proxy === 'CUSTOM_OFFLINE';
    const settled = await settleReservation(tx, {
      context: fresh,
      priced: repriced,
      outcome,
      proxy: choice ? choice.active.provider.proxy : 'NONE',
      method: custom ? null : (choice?.method ?? 'NONE'),
      customPaymentMethodId: custom ? choice!.method : null,
      baseUrl: deps.baseUrl,
    });
    // A status the map does not let this order reach (a provider's outcome it does not know) is refused, not a 500.
    return settled ? { kind: 'done', value: CONFIRMED } : refuse('error.STEP_2_PAYMENT_PROCESSING_ERROR');
  });
}
