/** A version-4 UUID: the only form of `?subscription=` applied without the buyer typing it. */
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function subscriptionFromLink(search: URLSearchParams): string | null {
  const value = search.get('subscription')?.trim() ?? '';
  return uuidV4.test(value) ? value : null;
}

/** The code field takes focus this long after it appears. */
export const subscriptionInputFocusDelayMs = 200;
