import type { Queryable } from '../../db/database.ts';
import { ProviderError } from '../../lib/provider-error.ts';
import { endPaymentHold, lockUnfinishedPaymentHold } from '../reservation/hold/expiry-sweep.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { reconcileLocked, type OnlinePayments } from './online-payment.ts';
import { findOnlineTransaction, markTransactionCancelled } from './transaction-repository.ts';
import { sweepOwedRefunds } from './refunds.ts';

/**
 * Payments nobody finished. A buyer who never opens the provider's page, or leaves it, sends no
 * webhook and never comes back, so the reservation would wait for the provider (and keep its
 * seats) for ever: the expiry sweep releases only PENDING holds. Once the hold has been over for
 * the grace, this asks the provider itself, as a webhook would have made the engine do: paid is
 * honoured (or refunded when the seats are gone), refused goes back to PENDING; a payment still
 * open is closed at the provider and the seats are released. A payment the provider will not
 * close (it went through meanwhile, or the provider is unreachable) stays as it is, to be asked
 * about again on the next run.
 *
 * Every server process runs it. Each reservation is taken with `FOR UPDATE SKIP LOCKED` and held
 * until its answer is applied, so two processes never handle the same payment, and a webhook or
 * the buyer's return arriving meanwhile waits for the lock and then finds the payment settled.
 */

/** Handles every unfinished payment past its hold and the grace; resolves to how many holds it released. */
export async function sweepUnfinishedPayments(engine: OnlinePayments, graceSeconds: number): Promise<number> {
  const seen: string[] = [];
  let released = 0;
  for (;;) {
    let mailQueued = false;
    let outcome: 'none' | 'released' | 'kept';
    try {
      outcome = await engine.db.transaction(async (tx) => {
        const id = await lockUnfinishedPaymentHold(tx, graceSeconds, seen);
        if (!id) return 'none';
        seen.push(id);
        const handled = await handleLocked(tx, engine, id);
        mailQueued = handled.mailQueued;
        return handled.released ? 'released' : 'kept';
      });
    } catch (error) {
      // The provider could not be asked: that reservation waits for the next run.
      if (error instanceof ProviderError) continue;
      throw error;
    }
    if (mailQueued) engine.onMailQueued();
    if (outcome === 'none') return released;
    if (outcome === 'released') released += 1;
  }
}

async function handleLocked(
  tx: Queryable,
  engine: OnlinePayments,
  id: string,
): Promise<{ released: boolean; mailQueued: boolean }> {
  const locked = await lockReservation(tx, id, { expiredHold: 'kept' });
  if (!locked) return { released: false, mailQueued: false };
  const { result, mailQueued } = await reconcileLocked(tx, engine, id, locked.status, null);
  const status = result.kind === 'done' ? result.reservationStatus : locked.status;
  if (isIn('paymentUnderWay', status)) {
    const payment = await findOnlineTransaction(tx, id, null);
    if (payment?.status === 'PENDING') {
      const close = engine.adapters.get(payment.proxy)?.close;
      // A provider without a way to close takes no money until we take it: PayPal's order waits
      // for our capture, and Saferpay's page (whose token expires by itself) only authorises, which
      // we capture when asked. A payment made there after all is honoured or refunded.
      if (close) {
        try {
          await close(tx, payment.gatewayId);
        } catch (error) {
          if (error instanceof ProviderError) return { released: false, mailQueued };
          throw error;
        }
      }
      await markTransactionCancelled(tx, payment.id);
    }
  } else if (status !== 'PENDING') return { released: false, mailQueued };
  return { released: await endPaymentHold(tx, id, status), mailQueued };
}

export interface UnfinishedPaymentSweep {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

/** Runs the sweep, then the one of owed refunds, every `intervalSeconds` (never two runs of one process at once); 0 starts nothing. */
export function startUnfinishedPaymentSweep(
  engine: OnlinePayments,
  options: { intervalSeconds: number; graceSeconds: number },
  onError: (error: unknown) => void,
): UnfinishedPaymentSweep {
  if (options.intervalSeconds <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    // Refunds a provider refused or could not be reached for are asked for again on the same beat.
    running = sweepUnfinishedPayments(engine, options.graceSeconds)
      .catch(onError)
      .then(() => sweepOwedRefunds(engine))
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
