import { describe, expect, test } from 'vitest';
import { isoWithOffset } from '@shop/contract/event-structured-data';
import { eventStructuredData } from '../../../src/features/event-page/event-structured-data.ts';
import { category, fullEvent } from './fixtures.ts';

const page = { lang: 'en', origin: 'https://tickets.example' };

describe('structured event data', () => {
  test('instants are written in the event zone with its offset', () => {
    expect(isoWithOffset(1782889200000, 7200)).toBe('2026-07-01T09:00:00+02:00');
    expect(isoWithOffset(1782889200000, -16200)).toBe('2026-07-01T02:30:00-04:30');
    expect(isoWithOffset(1782889200000, 0)).toBe('2026-07-01T07:00:00+00:00');
  });

  test('an event in person: place, dates, organizer, text description, one offer per category', () => {
    const data = eventStructuredData(
      fullEvent(),
      [
        category({ id: 1, name: 'Standard' }),
        category({ id: 2, name: 'Student', hasDiscount: true, formattedDiscountedPrice: '81.00' }),
        category({ id: 3, name: 'Soon', saleableAndLimitNotReached: false, saleInFuture: true }),
        category({ id: 4, name: 'Gone', saleableAndLimitNotReached: false, soldOutOrLimitReached: true }),
      ],
      page,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Demo Conference',
      startDate: '2026-07-01T09:00:00+02:00',
      endDate: '2026-07-01T17:30:00+02:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Seeforum, Zürich' },
      image: ['https://tickets.example/file/demo-image'],
      description: 'Talks and workshops.',
      organizer: { '@type': 'Organization', name: 'Demo Org' },
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        price: '290.00',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        url: 'https://tickets.example/event/demo',
      }),
      expect.objectContaining({ price: '81.00', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ availability: 'https://schema.org/PreOrder' }),
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
  });

  test('an online event has a virtual location; a hybrid one both', () => {
    expect(eventStructuredData(fullEvent({ format: 'ONLINE', location: null }), [], page)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://demo.example/conference' },
    });
    const hybrid = eventStructuredData(fullEvent({ format: 'HYBRID' }), [], page);
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location).toEqual([
      expect.objectContaining({ '@type': 'Place' }),
      expect.objectContaining({ '@type': 'VirtualLocation' }),
    ]);
  });
});
