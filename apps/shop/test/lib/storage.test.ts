import { afterEach, describe, expect, test, vi } from 'vitest';
import { localStore, sessionStore } from '../../src/lib/storage.ts';

describe('session storage', () => {
  afterEach(() => vi.restoreAllMocks());

  test('values go to sessionStorage', () => {
    sessionStore.set('ALFIO_LANG', 'de');

    expect(window.sessionStorage.getItem('ALFIO_LANG')).toBe('de');
    expect(sessionStore.get('ALFIO_LANG')).toBe('de');
    sessionStore.remove('ALFIO_LANG');
    expect(sessionStore.get('ALFIO_LANG')).toBeNull();
  });

  test('blocked storage (a sandboxed iframe) neither throws nor forgets within the page', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });

    expect(() => sessionStore.set('alfio.hideAnnouncementBanner', 'true')).not.toThrow();
    expect(sessionStore.get('alfio.hideAnnouncementBanner')).toBe('true');
    expect(() => sessionStore.remove('alfio.hideAnnouncementBanner')).not.toThrow();
    expect(sessionStore.get('alfio.hideAnnouncementBanner')).toBeNull();
  });
});

describe('session storage, when it works', () => {
  test('what the browser forgets is forgotten (no stale in-memory copy)', () => {
    sessionStore.set('ALFIO_LANG', 'de');
    window.sessionStorage.clear();

    expect(sessionStore.get('ALFIO_LANG')).toBeNull();
  });
});

describe('local storage', () => {
  afterEach(() => vi.restoreAllMocks());

  test('an answer kept there outlives the tab, and blocked storage neither throws nor forgets within the page', () => {
    localStore.set('shop.analytics-consent', 'declined');
    expect(window.localStorage.getItem('shop.analytics-consent')).toBe('declined');

    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => localStore.set('shop.analytics-consent', 'accepted')).not.toThrow();
    expect(localStore.get('shop.analytics-consent')).toBe('accepted');
  });
});
