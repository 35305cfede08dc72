/**
 * Browser storage that never throws: inside a sandboxed or third-party iframe the browser may
 * block `sessionStorage` and `localStorage` (even reading the property throws a SecurityError).
 * Values then live in memory for the page lifetime, which is all the shop needs them for.
 */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function safeStore(browserStorage: () => Storage): SafeStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | null => {
    try {
      return browserStorage();
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      const store = storage();
      if (!store) return memory.get(key) ?? null;
      try {
        return store.getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      const store = storage();
      try {
        if (!store) throw new Error('no browser storage');
        store.setItem(key, value);
        memory.delete(key);
      } catch {
        // Blocked, or over quota: the page remembers it for as long as it lives.
        memory.set(key, value);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing was stored there then.
      }
    },
  };
}

/** Goes with the tab. */
export const sessionStore = safeStore(() => window.sessionStorage);

/** Survives the tab, for choices a visitor should not have to make on every visit. */
export const localStore = safeStore(() => window.localStorage);

/** Keys shared with alf.io's own front end, so a visitor's state survives switching shops. */
export const storageKeys = {
  language: 'ALFIO_LANG',
  hideAnnouncementBanner: 'alfio.hideAnnouncementBanner',
  accountDeleted: 'alfio.delete-account.confirmation',
} as const;

/** The visitor's answer to the analytics question, kept in `localStore`: `accepted` or `declined`. */
export const analyticsConsentKey = 'shop.analytics-consent';

/**
 * What a buyer typed into a reservation's booking form before leaving to sign in, so it is there
 * again when the sign-in brings them back. Session storage: it goes with the tab.
 */
export const bookingDraftKey = (reservationId: string): string => `shop.booking-draft.${reservationId}`;
