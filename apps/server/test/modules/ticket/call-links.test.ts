import { describe, expect, it } from 'vitest';
import { callLinksOf, isOnlineTicket, nextCallLink, openCallLink } from '../../../src/modules/ticket/call-links.ts';

const hour = 3_600_000;
const now = new Date('2026-06-01T10:00:00Z');
const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
const links = (...entries: unknown[]) => ({ onlineConfiguration: { callLinks: entries } });

describe('call links', () => {
  it('are the category’s when it has any, else the event’s', () => {
    const event = links({ link: 'https://event.example', validFrom: at(-hour), validTo: at(hour) });
    const category = links({ link: 'https://category.example', validFrom: at(-hour), validTo: at(hour) });
    expect(callLinksOf({ categoryMetadata: category, eventMetadata: event }).map((l) => l.link)).toEqual([
      'https://category.example',
    ]);
    expect(callLinksOf({ categoryMetadata: {}, eventMetadata: event }).map((l) => l.link)).toEqual([
      'https://event.example',
    ]);
  });

  it('leave out entries an organizer got wrong instead of failing', () => {
    const metadata = links(
      null,
      'https://plain.example',
      { link: 'javascript:alert(1)', validFrom: at(-hour), validTo: at(hour) },
      { link: 'https://no-dates.example' },
      { link: 'https://bad-date.example', validFrom: 'tomorrow', validTo: at(hour) },
      { link: 'https://good.example', validFrom: at(-hour), validTo: at(hour) },
    );
    expect(callLinksOf({ categoryMetadata: metadata, eventMetadata: {} }).map((l) => l.link)).toEqual([
      'https://good.example',
    ]);
    expect(
      callLinksOf({
        categoryMetadata: { onlineConfiguration: 'x' },
        eventMetadata: { onlineConfiguration: { callLinks: 3 } },
      }),
    ).toEqual([]);
  });

  it('the open one is valid now; the next one is the first not yet over', () => {
    const parsed = callLinksOf({
      categoryMetadata: links(
        { link: 'https://over.example', validFrom: at(-3 * hour), validTo: at(-2 * hour) },
        { link: 'https://later.example', validFrom: at(hour), validTo: at(2 * hour) },
      ),
      eventMetadata: {},
    });
    expect(openCallLink(parsed, now)).toBeNull();
    expect(nextCallLink(parsed, now)?.link).toBe('https://later.example');
    expect(openCallLink(parsed, new Date(now.getTime() + 1.5 * hour))?.link).toBe('https://later.example');
    expect(nextCallLink(parsed, new Date(now.getTime() + 3 * hour))).toBeNull();
  });

  it('belong to every ticket of an online event, and to those of a hybrid event whose category is online', () => {
    expect(isOnlineTicket({ categoryAccessType: 'ONLINE', eventFormat: 'HYBRID' })).toBe(true);
    expect(isOnlineTicket({ categoryAccessType: 'IN_PERSON', eventFormat: 'HYBRID' })).toBe(false);
    expect(isOnlineTicket({ categoryAccessType: 'INHERIT', eventFormat: 'ONLINE' })).toBe(true);
    expect(isOnlineTicket({ categoryAccessType: 'IN_PERSON', eventFormat: 'ONLINE' })).toBe(true);
    expect(isOnlineTicket({ categoryAccessType: 'INHERIT', eventFormat: 'HYBRID' })).toBe(false);
    expect(isOnlineTicket({ categoryAccessType: 'ONLINE', eventFormat: 'IN_PERSON' })).toBe(false);
  });
});
