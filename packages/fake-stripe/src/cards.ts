/**
 * What a test card number does on confirmation, as in Stripe's test mode: the approved card,
 * declines with their reasons, and a card whose issuer asks for 3-D Secure. Any other number
 * that passes the Luhn check is approved.
 */
export type CardOutcome =
  | { kind: 'approved' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string }
  | { kind: 'authenticate' };

const DECLINES: Record<string, Extract<CardOutcome, { kind: 'declined' }>> = {
  '4000000000000002': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  '4000000000000069': { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** Cards whose every payment asks for authentication. */
const AUTHENTICATE = new Set(['4000002760003184', '4000002500003155', '4000000000003220']);

export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export function outcomeOf(card: Card, now: Date): CardOutcome {
  if (!/^\d{12,19}$/.test(card.number) || !luhn(card.number))
    return { kind: 'declined', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { kind: 'declined', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { kind: 'declined', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  if (!/^\d{3,4}$/.test(card.cvc))
    return { kind: 'declined', code: 'invalid_cvc', message: "Your card's security code is invalid." };
  const declined = DECLINES[card.number];
  if (declined) return declined;
  if (AUTHENTICATE.has(card.number)) return { kind: 'authenticate' };
  return { kind: 'approved' };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand Stripe reports for a number, by its first digits. */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
