/**
 * The PIN of a subscription: the first nine hex digits of its id written in base
 * 26 with an alphabet free of look-alike characters, eight characters long. Buyers may type it
 * in any case; nine characters are accepted too.
 */
export const PIN_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';
const PIN_LENGTH = 8;
const PREFIX_DIGITS = 9;
const PIN_PATTERN = new RegExp(`^[${PIN_ALPHABET}]{8,9}$`);

export function pinOf(subscriptionId: string): string {
  let value = Number.parseInt(subscriptionId.replace(/-/g, '').slice(0, PREFIX_DIGITS), 16);
  let pin = '';
  while (value > 0) {
    pin = PIN_ALPHABET[value % PIN_ALPHABET.length] + pin;
    value = Math.floor(value / PIN_ALPHABET.length);
  }
  return pin.padStart(PIN_LENGTH, PIN_ALPHABET[0]);
}

export function isPin(code: string): boolean {
  return PIN_PATTERN.test(code.toUpperCase());
}

/** The first nine hex digits of the ids a PIN stands for; null when it is not a PIN or too large. */
export function idPrefixOfPin(code: string): string | null {
  if (!isPin(code)) return null;
  let value = 0;
  for (const char of code.toUpperCase()) value = value * PIN_ALPHABET.length + PIN_ALPHABET.indexOf(char);
  const hex = value.toString(16);
  return hex.length > PREFIX_DIGITS ? null : hex.padStart(PREFIX_DIGITS, '0');
}
