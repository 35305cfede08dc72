import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendeesQuery, exportAttendees } from '../src/features/attendees/api.ts';
import { attendeeName, fieldValue, pageCount, ticketStateKey } from '../src/features/attendees/attendee-columns.ts';
import { entryState, waitingCount } from '../src/features/waiting-list/entry-state.ts';

describe('the attendees table', () => {
  it('shows a name from its parts, a checkbox field’s values in one cell, and a page count of at least one', () => {
    expect(attendeeName({ firstName: 'Anna', lastName: 'Keller' })).toBe('Anna Keller');
    expect(attendeeName({ firstName: 'Anna Keller', lastName: null })).toBe('Anna Keller');
    expect(fieldValue({ additional: { diet: ['vegan', 'no nuts'] } }, 'diet')).toBe('vegan, no nuts');
    expect(fieldValue({ additional: {} }, 'diet')).toBe('');
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(ticketStateKey('CHECKED_IN')).toBe('attendees.checked-in');
    expect(ticketStateKey('TO_BE_PAID')).toBe('attendees.to-be-paid');
    expect(ticketStateKey('ACQUIRED')).toBe('attendees.not-checked-in');
  });
});

describe('the attendees’ field labels', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the labels in the back office’s language, for the table and the CSV, and keeps each language’s table apart', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return url.includes('/export')
        ? new Response('\uFEFFTicket\r\n', { headers: { 'Content-Type': 'text/csv' } })
        : Response.json({ fields: [], total: 0, page: 0, size: 25, attendees: [] });
    });
    const german = attendeesQuery('summit', 0, 'de');
    expect(german.queryKey).not.toEqual(attendeesQuery('summit', 0, 'en').queryKey);
    await german.queryFn!({ signal: new AbortController().signal } as never);
    await exportAttendees('summit', 'de');
    expect(asked).toHaveLength(2);
    for (const url of asked) expect(new URL(url, 'http://localhost').searchParams.get('lang')).toBe('de');
  });
});

describe('the waiting list’s states', () => {
  it('says each state in words, an open offer with its deadline', () => {
    expect(entryState({ status: 'WAITING', offerExpiresAt: null }).key).toBe('waiting-list.state.waiting');
    expect(entryState({ status: 'PENDING', offerExpiresAt: '2026-03-01T10:00:00Z' })).toEqual({
      key: 'waiting-list.state.offered-until',
      until: '2026-03-01T10:00:00Z',
    });
    expect(entryState({ status: 'PENDING', offerExpiresAt: null }).key).toBe('waiting-list.state.offered');
    expect(entryState({ status: 'ACQUIRED', offerExpiresAt: null }).key).toBe('waiting-list.state.acquired');
    expect(entryState({ status: 'EXPIRED', offerExpiresAt: null }).key).toBe('waiting-list.state.expired');
    expect(entryState({ status: 'CANCELLED', offerExpiresAt: null }).key).toBe('waiting-list.state.cancelled');
  });

  it('counts as waiting those still waiting and those holding an offer', () => {
    expect(
      waitingCount([{ status: 'WAITING' }, { status: 'PENDING' }, { status: 'ACQUIRED' }, { status: 'EXPIRED' }]),
    ).toBe(2);
  });
});
