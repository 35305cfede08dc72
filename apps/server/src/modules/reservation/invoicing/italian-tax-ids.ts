/**
 * Italian tax identifiers: the VAT number (partita IVA, 11 digits with a Luhn check digit) and
 * the personal fiscal code (codice fiscale, 16 characters ending in a check letter). A company's
 * fiscal code is its VAT number.
 */

/** `IT` prefix, spaces and case are forgiven. */
export function isItalianVatNumber(value: string | null | undefined): boolean {
  const digits = (value ?? '').replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');
  if (!/^\d{11}$/.test(digits) || digits === '00000000000') return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    let digit = Number(digits[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits of the date and place may be replaced by letters when two people would share a code (omocodia). */
const PERSONAL_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Values of characters in odd positions (1st, 3rd, …), digits and letters alike: 0/A, 1/B, … 9/J, then K to Z. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function characterIndex(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

export function isItalianFiscalCode(value: string | null | undefined): boolean {
  const code = (value ?? '').trim().toUpperCase();
  if (/^\d{11}$/.test(code)) return isItalianVatNumber(code);
  if (!PERSONAL_CODE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = characterIndex(code[i]!);
    // Positions count from 1: index 0 is the first, odd, position.
    sum += i % 2 === 0 ? ODD_VALUES[index]! : index;
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/**
 * Whether the first six letters of a personal fiscal code were derived from this last and first
 * name (three letters each). A company's numeric code carries no name and always matches.
 */
export function fiscalCodeMatchesName(firstName: string | null, lastName: string | null, fiscalCode: string): boolean {
  const code = fiscalCode.trim().toUpperCase();
  if (/^\d{11}$/.test(code)) return true;
  if (!firstName || !lastName) return false;
  return code.slice(0, 3) === lastNameLetters(lastName) && code.slice(3, 6) === firstNameLetters(firstName);
}

function lettersOf(name: string): { consonants: string; vowels: string } {
  const letters = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return { consonants: letters.replace(/[AEIOU]/g, ''), vowels: letters.replace(/[^AEIOU]/g, '') };
}

function lastNameLetters(lastName: string): string {
  const { consonants, vowels } = lettersOf(lastName);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** A first name with four or more consonants gives its 1st, 3rd and 4th. */
function firstNameLetters(firstName: string): string {
  const { consonants, vowels } = lettersOf(firstName);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}
