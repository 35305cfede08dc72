import { randomBytes } from 'node:crypto';

/** A fresh 128-bit nonce per page, so only the scripts the page itself names may run. */
export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * CSP of the shop page: scripts run only with this page's nonce (and what they load, through
 * 'strict-dynamic'; 'unsafe-inline' and the schemes are ignored by browsers that understand
 * nonces and keep old ones working); embedding only by the configured origins.
 */
export function pageSecurityHeaders(nonce: string, embedAllowedOrigins: readonly string[]): Record<string, string> {
  const frameAncestors = embedAllowedOrigins.length > 0 ? embedAllowedOrigins.join(' ') : "'none'";
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "object-src 'none'",
      `script-src 'strict-dynamic' 'nonce-${nonce}' 'unsafe-inline' http: https:`,
      "base-uri 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // A page's nonce is its own, and a reservation step's page carries the buyer's personal data.
    'Cache-Control': 'no-store',
  };
  // X-Frame-Options cannot name several origins; with an allow-list, frame-ancestors decides.
  if (embedAllowedOrigins.length === 0) headers['X-Frame-Options'] = 'DENY';
  return headers;
}

/** Headers for every response: harmless everywhere, and they keep JSON from being sniffed. */
export const commonSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
};
