import { describe, expect, test } from 'vitest';
import {
  catalogueSettings,
  exceedsHomeLimit,
  homeRedirectTarget,
} from '../../../src/features/catalogue/catalogue-rules.ts';
import { organizerHomePath } from '../../../src/features/catalogue/organizer-origin.ts';
import { infoFixture } from '../../support/fixtures.ts';
import { availabilityInfo, events, listedEvent, subscriptions } from './catalogue-fixtures.ts';

const alfio = { showsAvailability: false };
const ours = { showsAvailability: true };
const withAvailability = listedEvent('jazz', { availability: { isSoldOut: true, ticketsLeft: null } });

describe('the home list', () => {
  test('offers "view all" from the fifth item on', () => {
    expect(exceedsHomeLimit(events(4))).toBe(false);
    expect(exceedsHomeLimit(events(5))).toBe(true);
  });

  test('sends the visitor to the only event when there is nothing else and nothing known about its tickets', () => {
    expect(homeRedirectTarget([listedEvent('jazz')], [], alfio)).toBe('jazz');
    expect(homeRedirectTarget([listedEvent('jazz')], [], ours)).toBe('jazz');
  });

  test('stays when a subscription is on sale too', () => {
    expect(homeRedirectTarget([listedEvent('jazz')], subscriptions(1), alfio)).toBeNull();
  });

  test('stays when the list tells how the only event’s tickets sell, but only where the server advertises it', () => {
    expect(homeRedirectTarget([withAvailability], [], ours)).toBeNull();
    expect(homeRedirectTarget([withAvailability], [], alfio)).toBe('jazz');
  });

  test('stays with no event or with several', () => {
    expect(homeRedirectTarget([], [], alfio)).toBeNull();
    expect(homeRedirectTarget(events(2), [], alfio)).toBeNull();
  });
});

describe('paths', () => {
  test('back to the organizer leads to the list the visitor came from, else home', () => {
    expect(organizerHomePath({ organizerSlug: 'riviera-arts' })).toBe('/o/riviera-arts');
    expect(organizerHomePath(null)).toBe('/');
    expect(organizerHomePath({ organizerSlug: 42 })).toBe('/');
  });
});

describe('settings from the application info', () => {
  test('availability only where the capability is advertised; blank links count as none', () => {
    expect(
      catalogueSettings(availabilityInfo({ globalTermsUrl: 'https://t.example', globalPrivacyPolicyUrl: '' })),
    ).toEqual({
      showsAvailability: true,
      termsUrl: 'https://t.example',
      privacyUrl: null,
    });
    expect(catalogueSettings(infoFixture()).showsAvailability).toBe(false);
    expect(catalogueSettings(undefined)).toEqual({ showsAvailability: false, termsUrl: null, privacyUrl: null });
  });
});
