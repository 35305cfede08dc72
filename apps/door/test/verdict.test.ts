import type { CheckInStatus, TicketAndCheckInResult } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { screenOf, verdictOf, type Formats, type Verdict } from '../src/features/scan/verdict.ts';

const ticket = {
  id: 1,
  uuid: 'a1b2',
  eventId: 1,
  ticketsReservationId: 'r1',
  categoryId: 2,
  categoryName: 'Standard',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.org',
  userLanguage: 'en',
  assigned: true,
  checkedIn: false,
  status: 'ACQUIRED',
  checkedInAt: null,
  checkedInBy: null,
};

function answer(status: CheckInStatus, extra: Partial<TicketAndCheckInResult> = {}): TicketAndCheckInResult {
  return { ticket, result: { status, message: '' }, ...extra };
}

const formats: Formats = { time: (iso) => iso.slice(11, 16), money: (amount, currency) => `${currency} ${amount}` };
const holder = { name: 'Ada Lovelace', category: 'Standard' };

describe('the server’s answer → what the gate means', () => {
  it('lets in on success, with the holder’s name and category', () => {
    expect(verdictOf(answer('SUCCESS'))).toEqual({ kind: 'welcome', holder, offline: false });
  });

  it('stops a ticket already checked in, saying when and by which gate', () => {
    const checkedIn = { ...ticket, checkedIn: true, checkedInAt: '2026-05-01T10:02:00.000Z', checkedInBy: 'North' };
    expect(verdictOf(answer('ALREADY_CHECK_IN', { ticket: checkedIn }))).toEqual({
      kind: 'already',
      holder,
      at: '2026-05-01T10:02:00.000Z',
      by: 'North',
      here: false,
    });
  });

  it('asks for the payment due at the desk, with the amount', () => {
    const due = answer('MUST_PAY', { result: { status: 'MUST_PAY', message: '', dueAmount: 25, currency: 'EUR' } });
    expect(verdictOf(due)).toEqual({ kind: 'payment-due', holder, amount: 25, currency: 'EUR' });
  });

  it.each([
    ['EVENT_NOT_FOUND', 'other-event'],
    ['INVALID_TICKET_STATE', 'cancelled'],
    ['TICKET_NOT_FOUND', 'invalid'],
    ['EMPTY_TICKET_CODE', 'invalid'],
    ['INVALID_TICKET_CODE', 'invalid'],
    ['INVALID_TICKET_CATEGORY_CHECK_IN_DATE', 'not-yet'],
    ['ERROR', 'error'],
  ] as const)('%s stops as %s', (status, kind) => {
    expect(verdictOf(answer(status)).kind).toBe(kind);
  });
});

describe('what the gate means → the screen', () => {
  it('is green only for a welcome', () => {
    const verdicts: Verdict[] = [
      { kind: 'welcome', holder, offline: false },
      { kind: 'already', holder, at: null, by: null, here: false },
      { kind: 'payment-due', holder, amount: null, currency: null },
      { kind: 'other-event' },
      { kind: 'cancelled', holder: null },
      { kind: 'invalid' },
      { kind: 'not-in-offline-list' },
      { kind: 'not-yet', holder },
      { kind: 'error' },
    ];
    expect(verdicts.map((verdict) => screenOf(verdict, formats).tone)).toEqual([
      'go',
      'stop',
      'stop',
      'stop',
      'stop',
      'stop',
      'stop',
      'stop',
      'stop',
    ]);
  });

  it('says a welcome made offline is sent later', () => {
    expect(screenOf({ kind: 'welcome', holder, offline: true }, formats)).toMatchObject({
      tone: 'go',
      title: 'welcome',
      holder,
      detail: { key: 'checkedInOffline' },
    });
  });

  it('says when and by whom a ticket was checked in, or that this device did it', () => {
    const at = '2026-05-01T10:02:00.000Z';
    expect(screenOf({ kind: 'already', holder, at, by: 'North', here: false }, formats).detail).toEqual({
      key: 'alreadyCheckedInAtBy',
      args: { time: '10:02', by: 'North' },
    });
    expect(screenOf({ kind: 'already', holder, at, by: null, here: true }, formats).detail).toEqual({
      key: 'alreadyCheckedInHere',
      args: { time: '10:02' },
    });
    expect(screenOf({ kind: 'already', holder, at: null, by: null, here: false }, formats).detail).toBeNull();
  });

  it('offers to confirm the payment, with the amount due', () => {
    expect(screenOf({ kind: 'payment-due', holder, amount: 25, currency: 'EUR' }, formats)).toMatchObject({
      tone: 'stop',
      title: 'paymentDue',
      detail: { key: 'paymentDueAmount', args: { amount: 'EUR 25' } },
      action: 'confirm-payment',
    });
  });

  it('shows nobody’s name for a code of another event or an unknown one', () => {
    expect(screenOf({ kind: 'other-event' }, formats).holder).toBeNull();
    expect(screenOf({ kind: 'invalid' }, formats).holder).toBeNull();
  });
});
