/**
 * Session storage that never throws: inside a sandboxed or third-party iframe the browser may
 * block `sessionStorage` (even reading the property throws a SecurityError). Values then live
 * in memory for the page lifetime, which is all the shop needs them for.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const sessionStore = {
  get(key: string): string | null {
    const storage = browserStorage();
    if (!storage) return memory.get(key) ?? null;
    try {
      return storage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    const storage = browserStorage();
    try {
      if (!storage) throw new Error('no session storage');
      storage.setItem(key, value);
      memory.delete(key);
    } catch {
      // Blocked, or over quota: the page remembers it for as long as it lives.
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      browserStorage()?.removeItem(key);
    } catch {
      // Nothing was stored there then.
    }
  },
};

/** Keys shared with alf.io's own front end, so a visitor's state survives switching shops. */
export const storageKeys = {
  language: 'ALFIO_LANG',
  hideAnnouncementBanner: 'alfio.hideAnnouncementBanner',
  accountDeleted: 'alfio.delete-account.confirmation',
} as const;

/**
 * What a buyer typed into a reservation's booking form before leaving to sign in, so it is there
 * again when the sign-in brings them back. Session storage: it goes with the tab.
 */
export const bookingDraftKey = (reservationId: string): string => `shop.booking-draft.${reservationId}`;
