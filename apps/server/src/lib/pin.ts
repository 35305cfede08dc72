/**
 * PINs stand for the first hex digits of a uuid, written in base 26 with an alphabet free of
 * look-alike characters and left-padded to a fixed length. People may type them in any case, and
 * one character longer than written (a leading padding character more).
 */
export const PIN_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';

export interface PinScheme {
  /** How many leading hex digits of the uuid the PIN encodes. */
  prefixDigits: number;
  /** Length of the PIN as written; one more is accepted too. */
  length: number;
}

export function pinOfUuid(uuid: string, scheme: PinScheme): string {
  let value = Number.parseInt(uuid.replace(/-/g, '').slice(0, scheme.prefixDigits), 16);
  let pin = '';
  while (value > 0) {
    pin = PIN_ALPHABET[value % PIN_ALPHABET.length] + pin;
    value = Math.floor(value / PIN_ALPHABET.length);
  }
  return pin.padStart(scheme.length, PIN_ALPHABET[0]);
}

export function isPinOf(code: string, scheme: PinScheme): boolean {
  return new RegExp(`^[${PIN_ALPHABET}]{${scheme.length},${scheme.length + 1}}$`).test(code.toUpperCase());
}

/** The leading hex digits of the uuids a PIN stands for; null when it is not a PIN or too large. */
export function uuidPrefixOfPin(code: string, scheme: PinScheme): string | null {
  if (!isPinOf(code, scheme)) return null;
  let value = 0;
  for (const char of code.toUpperCase()) value = value * PIN_ALPHABET.length + PIN_ALPHABET.indexOf(char);
  const hex = value.toString(16);
  return hex.length > scheme.prefixDigits ? null : hex.padStart(scheme.prefixDigits, '0');
}
