import type { ReservationPaymentResult } from '@shop/contract';
import type { PaymentWaitNotice } from '../payment-handler.ts';

/**
 * After a card payment is confirmed in the browser, the shop asks the server every second how
 * it stands; every 10th check without an answer says it takes longer, and after 120 checks a
 * warning offers to ask the provider directly.
 */
export const cardStatusPollIntervalMs = 1000;
export const delayedNoticeEveryChecks = 10;
export const cardWarningAfterChecks = 120;

export interface CardPollState {
  checks: number;
  /** "This is taking a little longer than usual." */
  delayed: boolean;
  /** No answer for about two minutes: the warning with the force-check button. */
  warning: boolean;
}

export const initialCardPollState: CardPollState = { checks: 0, delayed: false, warning: false };

/** What a check brought; null when the server could not tell (no transaction yet, network). */
export type CardStatusAnswer = Pick<ReservationPaymentResult, 'success' | 'failure' | 'gatewayIdOrNull'> | null;

export type CardPollStep =
  { kind: 'paid'; gatewayToken: string | null } | { kind: 'failed' } | { kind: 'waiting'; state: CardPollState };

export function afterCardStatusCheck(state: CardPollState, answer: CardStatusAnswer): CardPollStep {
  if (answer?.success) return { kind: 'paid', gatewayToken: answer.gatewayIdOrNull };
  if (answer?.failure) return { kind: 'failed' };
  const checks = state.checks + 1;
  if (checks > cardWarningAfterChecks) return { kind: 'waiting', state: { checks, delayed: false, warning: true } };
  const delayed = state.delayed || checks % delayedNoticeEveryChecks === 0;
  return { kind: 'waiting', state: { checks, delayed, warning: false } };
}

/** The notice a state shows under the progress bar; `forceCheck` is null while a check runs. */
export function cardWaitNotice(state: CardPollState, forceCheck: (() => void) | null): PaymentWaitNotice | null {
  if (state.warning) return { level: 'warning', forceCheck };
  return state.delayed ? { level: 'delayed' } : null;
}
