import { describe, expect, test } from 'vitest';
import {
  afterCardStatusCheck,
  cardWaitNotice,
  initialCardPollState,
  type CardPollState,
  type CardStatusAnswer,
} from '../../../src/features/payment/card/card-payment-poll.ts';

const open: CardStatusAnswer = { success: false, failure: false, gatewayIdOrNull: null };

function after(checks: number, answer: CardStatusAnswer = open): CardPollState {
  let state = initialCardPollState;
  for (let check = 0; check < checks; check++) {
    const step = afterCardStatusCheck(state, answer);
    if (step.kind !== 'waiting') throw new Error(`settled after ${check + 1} checks`);
    state = step.state;
  }
  return state;
}

describe('waiting for a card payment', () => {
  test('a paid answer ends the wait with the transaction id, a failed one with a failure', () => {
    expect(afterCardStatusCheck(initialCardPollState, { ...open, success: true, gatewayIdOrNull: 'pi_1' })).toEqual({
      kind: 'paid',
      gatewayToken: 'pi_1',
    });
    expect(afterCardStatusCheck(after(30), { ...open, failure: true })).toEqual({ kind: 'failed' });
  });

  test('nothing is said before the 10th check; from then on it takes longer', () => {
    expect(after(9)).toEqual({ checks: 9, delayed: false, warning: false });
    expect(after(10)).toEqual({ checks: 10, delayed: true, warning: false });
    expect(after(11).delayed).toBe(true);
  });

  test('an unanswered check counts like an open one', () => {
    expect(after(10, null)).toEqual({ checks: 10, delayed: true, warning: false });
  });

  test('after the 120th check the warning replaces the delay notice and offers the check', () => {
    expect(after(120)).toEqual({ checks: 120, delayed: true, warning: false });
    const late = after(121);
    expect(late).toEqual({ checks: 121, delayed: false, warning: true });
    const check = () => undefined;
    expect(cardWaitNotice(late, check)).toEqual({ level: 'warning', forceCheck: check });
    expect(cardWaitNotice(late, null)).toEqual({ level: 'warning', forceCheck: null });
    expect(cardWaitNotice(after(10), check)).toEqual({ level: 'delayed' });
    expect(cardWaitNotice(after(9), check)).toBeNull();
  });
});
