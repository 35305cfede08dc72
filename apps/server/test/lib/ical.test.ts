import { describe, expect, it } from 'vitest';
import { fold, text, toICalendar, utc } from '../../src/lib/ical.ts';

describe('iCalendar writer (RFC 5545)', () => {
  it('escapes TEXT values: backslash, semicolon, comma and line breaks', () => {
    expect(text('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
    expect(text('bell\u0007 gone')).toBe('bell gone');
  });

  it('writes instants in UTC', () => {
    expect(utc(new Date('2025-03-14T08:05:09.123Z'))).toBe('20250314T080509Z');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(fold('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes one VEVENT per entry with CRLF line ends', () => {
    const ics = toICalendar(
      [
        {
          uid: 'x@example.org',
          start: new Date('2025-01-01T10:00:00Z'),
          end: new Date('2025-01-01T12:00:00Z'),
          stamp: new Date('2024-12-01T00:00:00Z'),
          summary: 'New year, new talk',
          location: null,
          organizer: { name: 'The "Org"', email: 'org@example.org' },
        },
      ],
      '-//test//EN',
    );
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:x@example.org',
        'DTSTAMP:20241201T000000Z',
        'DTSTART:20250101T100000Z',
        'DTEND:20250101T120000Z',
        'SUMMARY:New year\\, new talk',
        'ORGANIZER;CN="The Org":mailto:org@example.org',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
