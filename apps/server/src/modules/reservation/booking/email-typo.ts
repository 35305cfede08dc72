/**
 * E-mail addresses: what the server accepts, and what merely looks wrong. A syntactically valid
 * address the buyer probably mistyped is not an error but a warning (`error.STEP_2_EMAIL_TYPO`,
 * "Did you mean {{0}}?"), which the buyer may confirm.
 */

/** A letter or digit, then no blank and no second `@`; the domain part ends in neither a dot nor a blank. */
const EMAIL = /^[\p{L}\p{N}][^\s@]*@[\p{L}\p{N}][^\s@]*$/u;
/** The same with a dot and a top-level domain of at least two letters: `test@example.org`. */
const CANONICAL = /^[\p{L}\p{N}][^\s@]*@[\p{L}\p{N}][^\s@]*\.\p{L}{2,}$/u;

export function isEmailValid(email: string | null | undefined): boolean {
  return typeof email === 'string' && !email.trim().endsWith('.') && EMAIL.test(email);
}

/**
 * Mailbox providers most buyers use. An address at a domain one or two keystrokes away from
 * one of these (and not itself one of them) is most likely a typo.
 */
const WELL_KNOWN_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.it',
  'yahoo.fr',
  'yahoo.de',
  'hotmail.com',
  'hotmail.it',
  'hotmail.fr',
  'hotmail.de',
  'outlook.com',
  'outlook.de',
  'outlook.fr',
  'live.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.de',
  'gmx.net',
  'gmx.ch',
  'gmx.at',
  'web.de',
  't-online.de',
  'bluewin.ch',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'wanadoo.fr',
];

/**
 * The address to suggest when `email` (already valid) looks mistyped: the given address when it
 * lacks a dot and a top-level domain, the address at the well-known domain it is closest to
 * when it misses one by a keystroke or two; null when nothing looks wrong.
 */
export function emailTypoSuggestion(email: string): string | null {
  if (!CANONICAL.test(email)) return email;
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  if (WELL_KNOWN_DOMAINS.includes(domain)) return null;
  const tolerance = domain.length < 10 ? 1 : 2;
  let best: { domain: string; distance: number } | null = null;
  // Short names (me.com, web.de) are a keystroke away from too many real domains to suggest them.
  for (const known of WELL_KNOWN_DOMAINS.filter((candidate) => candidate.length >= 9)) {
    const distance = editDistance(domain, known);
    if (distance <= tolerance && (best === null || distance < best.distance)) best = { domain: known, distance };
  }
  return best ? `${email.slice(0, at)}@${best.domain}` : null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}
