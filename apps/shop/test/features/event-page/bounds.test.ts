import type { AdditionalService } from '@shop/contract';
import { describe, expect, test } from 'vitest';
import {
  availabilityOf,
  quantityChoices,
  supplementBound,
  type SupplementBound,
} from '../../../src/features/event-page/bounds.ts';
import { service } from './fixtures.ts';

describe('ticket quantities', () => {
  test.each([
    [0, [0]],
    [1, [0, 1]],
    [5, [0, 1, 2, 3, 4, 5]],
    [-1, [0]],
  ])('a category with maximumSaleableTickets %i offers %j', (maximumSaleableTickets, choices) => {
    expect(quantityChoices({ maximumSaleableTickets })).toEqual(choices);
  });
});

describe('supplement bounds', () => {
  const cases: [string, Partial<AdditionalService>, number, SupplementBound][] = [
    [
      'max per reservation: the smaller of maxQtyPerOrder and availability',
      { supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION', maxQtyPerOrder: 3, availableQuantity: 100 },
      0,
      { kind: 'quantity', max: 3 },
    ],
    [
      'max per reservation, fewer left than the maximum',
      { supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION', maxQtyPerOrder: 3, availableQuantity: 2 },
      4,
      { kind: 'quantity', max: 2 },
    ],
    [
      'no policy reads as max per reservation',
      { supplementPolicy: null, maxQtyPerOrder: 4, availableQuantity: 10 },
      0,
      { kind: 'quantity', max: 4 },
    ],
    [
      'missing availability counts as 999',
      { supplementPolicy: null, maxQtyPerOrder: 2000, availableQuantity: undefined as unknown as number },
      0,
      { kind: 'quantity', max: 999 },
    ],
    [
      'negative availability (unlimited) counts as 999',
      { supplementPolicy: null, maxQtyPerOrder: 5, availableQuantity: -1 },
      0,
      { kind: 'quantity', max: 5 },
    ],
    [
      'max per ticket: selected tickets × maxQtyPerOrder',
      { supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET', maxQtyPerOrder: 2, availableQuantity: 150 },
      3,
      { kind: 'quantity', max: 6 },
    ],
    [
      'max per ticket without tickets: nothing to choose',
      { supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET', maxQtyPerOrder: 2, availableQuantity: 150 },
      0,
      { kind: 'quantity', max: 0 },
    ],
    [
      'max per ticket, capped by availability',
      { supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET', maxQtyPerOrder: 2, availableQuantity: 5 },
      4,
      { kind: 'quantity', max: 5 },
    ],
    [
      'unlimited: up to availability',
      { supplementPolicy: 'OPTIONAL_UNLIMITED_AMOUNT', maxQtyPerOrder: 1, availableQuantity: 40 },
      1,
      { kind: 'quantity', max: 40 },
    ],
    [
      'free amount (a donation)',
      { type: 'DONATION', supplementPolicy: null, fixPrice: false, availableQuantity: -1 },
      0,
      { kind: 'amount' },
    ],
    [
      'mandatory one per ticket',
      { supplementPolicy: 'MANDATORY_ONE_FOR_TICKET' },
      2,
      { kind: 'mandatory', note: 'one-for-ticket' },
    ],
    [
      'mandatory percentage of the tickets',
      { supplementPolicy: 'MANDATORY_PERCENTAGE_FOR_TICKET' },
      2,
      { kind: 'mandatory', note: 'percentage-of-tickets' },
    ],
    [
      'mandatory percentage of the reservation',
      { supplementPolicy: 'MANDATORY_PERCENTAGE_RESERVATION' },
      2,
      { kind: 'mandatory', note: 'percentage-of-reservation' },
    ],
    ['none left: unavailable', { availableQuantity: 0 }, 2, { kind: 'unavailable' }],
    ['sale in the future: unavailable', { saleInFuture: true }, 2, { kind: 'unavailable' }],
    ['expired: unavailable', { expired: true }, 2, { kind: 'unavailable' }],
    [
      'a mandatory supplement with none left is unavailable too',
      { supplementPolicy: 'MANDATORY_ONE_FOR_TICKET', availableQuantity: 0 },
      2,
      { kind: 'unavailable' },
    ],
  ];

  test.each(cases)('%s', (_name, overrides, selectedTickets, expected) => {
    expect(supplementBound(service(overrides), selectedTickets)).toEqual(expected);
  });

  test('availability defaults to 999 only when unknown or unlimited', () => {
    expect(availabilityOf({ availableQuantity: 7 })).toBe(7);
    expect(availabilityOf({ availableQuantity: 0 })).toBe(0);
    expect(availabilityOf({ availableQuantity: -1 })).toBe(999);
    expect(availabilityOf({ availableQuantity: null as unknown as number })).toBe(999);
  });
});
