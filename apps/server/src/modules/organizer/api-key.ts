import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: what a new API key is, shown once to whoever creates it. */
export function newApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a key. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The last characters of a key, enough to tell keys apart in a list, too few to help a guesser. */
export function apiKeyHint(key: string): string {
  return key.slice(-4);
}

/**
 * The key of an `Authorization: ApiKey <key>` header, the scheme alf.io's API clients send
 * (matched without regard to case, as alf.io does); null for any other header or none.
 */
export function presentedApiKey(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^apikey\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Compares two keys in a time that does not tell how much of them matched. */
export function sameKey(presented: string, expected: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(expected).digest(),
  );
}
