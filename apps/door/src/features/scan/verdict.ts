import type { CheckInStatus, TicketAndCheckInResult } from '@shop/contract';
import type { MessageKey } from '../../messages/en.ts';

/** Who the ticket is for, as far as the gate may show it. */
export interface Holder {
  name: string;
  category: string;
}

/** What a scan means at the door, whether the server answered or the device's offline list. */
export type Verdict =
  | { kind: 'welcome'; holder: Holder; offline: boolean }
  | { kind: 'already'; holder: Holder | null; at: string | null; by: string | null; here: boolean }
  | { kind: 'payment-due'; holder: Holder | null; amount: number | null; currency: string | null }
  | { kind: 'other-event' }
  | { kind: 'cancelled'; holder: Holder | null }
  | { kind: 'invalid' }
  | { kind: 'not-in-offline-list' }
  | { kind: 'not-yet'; holder: Holder | null }
  | { kind: 'error' };

function holderOf(answer: TicketAndCheckInResult): Holder | null {
  return answer.ticket ? { name: answer.ticket.fullName, category: answer.ticket.categoryName } : null;
}

/** The server's answer to a check-in, in the gate's terms; every status of alf.io's API has its case. */
export function verdictOf(answer: TicketAndCheckInResult): Verdict {
  const holder = holderOf(answer);
  const status: CheckInStatus = answer.result.status;
  switch (status) {
    case 'SUCCESS':
    case 'OK_READY_TO_BE_CHECKED_IN':
      return holder ? { kind: 'welcome', holder, offline: false } : { kind: 'error' };
    case 'ALREADY_CHECK_IN':
      return {
        kind: 'already',
        holder,
        at: answer.ticket?.checkedInAt ?? null,
        by: answer.ticket?.checkedInBy ?? null,
        here: false,
      };
    case 'MUST_PAY':
      return {
        kind: 'payment-due',
        holder,
        amount: answer.result.dueAmount ?? null,
        currency: answer.result.currency ?? null,
      };
    case 'EVENT_NOT_FOUND':
      return { kind: 'other-event' };
    case 'INVALID_TICKET_STATE':
      return { kind: 'cancelled', holder };
    case 'TICKET_NOT_FOUND':
    case 'EMPTY_TICKET_CODE':
    case 'INVALID_TICKET_CODE':
      return { kind: 'invalid' };
    case 'INVALID_TICKET_CATEGORY_CHECK_IN_DATE':
      return { kind: 'not-yet', holder };
    case 'ERROR':
      return { kind: 'error' };
  }
}

/** What the full-screen answer shows: go (green) or stop (red), a title, details, an action. */
export interface Screen {
  tone: 'go' | 'stop';
  title: MessageKey;
  holder: Holder | null;
  detail: { key: MessageKey; args?: Record<string, string | number> } | null;
  action: 'confirm-payment' | null;
}

/** How the gate formats an instant and an amount, in its language. */
export interface Formats {
  time: (iso: string) => string;
  money: (amount: number, currency: string | null) => string;
}

export function screenOf(verdict: Verdict, formats: Formats): Screen {
  switch (verdict.kind) {
    case 'welcome':
      return {
        tone: 'go',
        title: 'welcome',
        holder: verdict.holder,
        detail: verdict.offline ? { key: 'checkedInOffline' } : null,
        action: null,
      };
    case 'already': {
      const time = verdict.at ? formats.time(verdict.at) : null;
      let detail: Screen['detail'] = null;
      if (time && verdict.here) detail = { key: 'alreadyCheckedInHere', args: { time } };
      else if (time && verdict.by) detail = { key: 'alreadyCheckedInAtBy', args: { time, by: verdict.by } };
      else if (time) detail = { key: 'alreadyCheckedInAt', args: { time } };
      return { tone: 'stop', title: 'alreadyCheckedIn', holder: verdict.holder, detail, action: null };
    }
    case 'payment-due':
      return {
        tone: 'stop',
        title: 'paymentDue',
        holder: verdict.holder,
        detail:
          verdict.amount === null
            ? null
            : { key: 'paymentDueAmount', args: { amount: formats.money(verdict.amount, verdict.currency) } },
        action: 'confirm-payment',
      };
    case 'other-event':
      return { tone: 'stop', title: 'otherEvent', holder: null, detail: null, action: null };
    case 'cancelled':
      return {
        tone: 'stop',
        title: 'cancelled',
        holder: verdict.holder,
        detail: { key: 'cancelledDetail' },
        action: null,
      };
    case 'invalid':
      return { tone: 'stop', title: 'invalid', holder: null, detail: { key: 'invalidDetail' }, action: null };
    case 'not-in-offline-list':
      return { tone: 'stop', title: 'invalid', holder: null, detail: { key: 'notInOfflineList' }, action: null };
    case 'not-yet':
      return { tone: 'stop', title: 'notYet', holder: verdict.holder, detail: { key: 'notYetDetail' }, action: null };
    case 'error':
      return { tone: 'stop', title: 'error', holder: null, detail: { key: 'errorDetail' }, action: null };
  }
}
