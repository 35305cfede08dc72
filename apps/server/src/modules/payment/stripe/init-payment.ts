import type { TransactionInitializationToken } from '@shop/contract';
import Stripe from 'stripe';
import type { Database } from '../../../db/database.ts';
import { priceReservation, repriceReservation } from '../../reservation/pricing/order-summary.ts';
import { mayAccess } from '../../reservation/status/reservation-access.ts';
import { activeMethodsOf } from '../active-payment-methods.ts';
import { reconcilePayment, startOnlinePayment, type OnlinePayments } from '../online-payment.ts';
import { loadPaymentContext } from '../payment-context.ts';
import { findOnlineTransaction } from '../transaction-repository.ts';
import { lockReservation } from '../../reservation/status/reservation-repository.ts';
import { reservationOwner } from '../../reservation/status/reservation-read-repository.ts';
import { stateOfIntent, type StripeAdapter } from './stripe-adapter.ts';

/**
 * `POST …/payment/{method}/init` (`endpoints.initPayment`): the shop asks for a payment it then
 * completes in the browser, Stripe's way. It comes before the overview is confirmed, so the terms
 * are not asked for yet; the booking step must be done. The PaymentIntent is created under the
 * reservation's lock, so two calls at once make one; a second call while it can still be paid
 * answers the same client secret.
 */

export type InitResult =
  | { kind: 'bad-request' }
  | { kind: 'access-denied' }
  /** No provider starts a payment from the server for this method here. */
  | { kind: 'unsupported' }
  | { kind: 'done'; value: TransactionInitializationToken };

export interface InitDeps {
  db: Database;
  online: OnlinePayments;
  stripe: StripeAdapter;
  sessionId: string;
}

const answer = (fields: Partial<TransactionInitializationToken>): InitResult => ({
  kind: 'done',
  value: {
    clientSecret: null,
    reservationStatusChanged: false,
    errorMessage: null,
    token: null,
    paymentMethod: 'CREDIT_CARD',
    paymentProvider: 'STRIPE',
    ...fields,
  },
});
const CHANGED = answer({ reservationStatusChanged: true });

export async function initPayment(deps: InitDeps, reservationId: string, method: string): Promise<InitResult> {
  const owner = await reservationOwner(deps.db, reservationId);
  if (owner === undefined) return { kind: 'bad-request' };
  if (!(await mayAccess(deps.db, owner.userId, deps.sessionId))) return { kind: 'access-denied' };
  const context = await loadPaymentContext(deps.db, reservationId);
  if (!context) return { kind: 'bad-request' };
  const chosen = (await activeMethodsOf(deps.db, context)).get(method);
  const priced = await priceReservation(deps.db, reservationId, context.language);
  if (chosen?.provider.proxy !== deps.stripe.proxy || !priced || priced.pricing.totals.final === 0)
    return { kind: 'unsupported' };
  if (context.status === 'PENDING' && !context.validated)
    return answer({ errorMessage: 'error.STEP_2_MISSING_ATTENDEE_DATA' });

  // A payment under way that failed meanwhile is recorded first, so that a new one may start.
  if (context.status === 'EXTERNAL_PROCESSING_PAYMENT') await reconcilePayment(deps.online, reservationId);
  try {
    return await deps.db.transaction(async (tx): Promise<InitResult> => {
      const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
      if (!locked) return CHANGED;
      if (locked.status === 'EXTERNAL_PROCESSING_PAYMENT') {
        const open = await findOnlineTransaction(tx, reservationId, null);
        const total = (await priceReservation(tx, reservationId, context.language))?.pricing.totals.final;
        const keys = await deps.stripe.keysOfReservation(tx, reservationId);
        if (!open || open.proxy !== deps.stripe.proxy || open.status !== 'PENDING' || !keys) return CHANGED;
        const intent = await deps.stripe.retrieve(keys, open.gatewayId);
        if (stateOfIntent(intent).kind !== 'open' || intent.amount !== total || open.amountCents !== total)
          return CHANGED;
        return answer({ clientSecret: intent.client_secret });
      }
      // An expired hold is not paid for: the shop reloads and shows that it expired.
      if (locked.status !== 'PENDING' || locked.validity.getTime() < locked.now.getTime()) return CHANGED;
      const repriced = await repriceReservation(tx, reservationId);
      if (!repriced) return CHANGED;
      const started = await startOnlinePayment(
        tx,
        deps.online,
        deps.stripe,
        { ...context, status: locked.status, now: locked.now },
        repriced,
      );
      return started ? answer({ clientSecret: started.clientSecret }) : CHANGED;
    });
  } catch (error) {
    // Stripe refused or could not be reached: nothing was kept, the buyer may try again.
    if (error instanceof Stripe.errors.StripeError)
      return answer({
        errorMessage:
          error.type === 'StripeRateLimitError' ? 'error.STEP2_STRIPE_rate_limit' : 'error.STEP2_STRIPE_unexpected',
      });
    throw error;
  }
}
