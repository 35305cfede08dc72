import { hash, verify } from '@node-rs/argon2';
import { ORGANIZER_PASSWORD_MAX_LENGTH, ORGANIZER_PASSWORD_MIN_LENGTH, type PasswordProblem } from '@shop/contract';

/**
 * Staff passwords, hashed with argon2id at the library's defaults (19 MiB, two passes, one lane:
 * the minimum commonly advised for argon2id). The PHC string keeps its parameters, so a stronger
 * setting later still verifies older hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Compared against when the address is unknown, so a wrong address takes as long as a wrong password. */
let standIn: Promise<string> | null = null;

export async function passwordMatches(password: string, passwordHash: string | null): Promise<boolean> {
  if (passwordHash === null) {
    standIn ??= hash('no account has this password');
    await verify(await standIn, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Why a new password is refused, or null. Length is the rule that matters; symbols and digits rules
 * only push people to predictable patterns. Characters are counted as people see them.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < ORGANIZER_PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > ORGANIZER_PASSWORD_MAX_LENGTH) return 'too-long';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'same-as-email';
  return null;
}
