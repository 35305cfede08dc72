import { describe, expect, test } from 'vitest';
import { bookingConfig } from '../../../src/features/reservation/booking/booking-config.ts';
import { bookingDefaults } from '../../../src/features/reservation/booking/booking-defaults.ts';
import { withDraft } from '../../../src/features/reservation/booking/booking-draft.ts';
import { bookingReservation, firstTicket, invoicingEvent } from './booking-fixtures.ts';

const defaults = () => ({
  ...bookingDefaults(bookingConfig('event', bookingReservation(), invoicingEvent(), false), null, 'en'),
  firstName: 'Ada',
  email: 'ada@example.org',
});

describe('a kept booking draft', () => {
  test('what was typed wins, blanks keep the starting value, choices come back as made', () => {
    const start = defaults();
    const draft = {
      ...start,
      firstName: 'Grace',
      email: '',
      invoiceRequested: true,
      tickets: { [firstTicket]: { ...start.tickets[firstTicket], lastName: 'Hopper' } },
    };
    const restored = withDraft(start, JSON.parse(JSON.stringify(draft)));

    expect(restored.firstName).toBe('Grace');
    expect(restored.email).toBe('ada@example.org');
    expect(restored.invoiceRequested).toBe(true);
    expect(restored.tickets[firstTicket]?.lastName).toBe('Hopper');
  });

  test('a draft of another shape (unknown tickets, wrong kinds, garbage) changes nothing it does not fit', () => {
    const start = defaults();
    const restored = withDraft(start, {
      firstName: 42,
      invoiceRequested: 'yes',
      tickets: { 'no-such-ticket': { firstName: 'Eve' } },
      extra: 'ignored',
    });

    expect(restored).toEqual(start);
    expect(withDraft(start, 'not an object')).toEqual(start);
    expect(withDraft(start, null)).toEqual(start);
  });
});
