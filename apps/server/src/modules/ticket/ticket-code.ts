import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The text of a ticket's QR code, as alf.io's check-in app reads it:
 * `{internal ticket uuid}/{Base64 HMAC-SHA256}`, keyed with the event's private key, over
 * `{reservation id}/{internal ticket uuid}/{holder's full name}/{holder's e-mail}`. Renaming the
 * holder or changing the e-mail changes the code, which invalidates older QR codes and links.
 */
export interface TicketCodeInput {
  reservationId: string;
  /** The internal uuid, never the public one. */
  ticketUuid: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  /** The event hashes a normalised name and a lower-cased e-mail. */
  caseInsensitive: boolean;
}

export function ticketCode(input: TicketCodeInput, eventPrivateKey: string): string {
  const name = attendeeFullName(input);
  const email = input.email ?? '';
  const signed = [
    input.reservationId,
    input.ticketUuid,
    input.caseInsensitive ? normalizeName(name) : name,
    input.caseInsensitive ? email.toLowerCase() : email,
  ].join('/');
  const hmac = createHmac('sha256', eventPrivateKey).update(signed, 'utf8').digest('base64');
  return `${input.ticketUuid}/${hmac}`;
}

/** "First Last" when both names are there, else the stored full name. */
export function attendeeFullName(input: Pick<TicketCodeInput, 'firstName' | 'lastName' | 'fullName'>): string {
  if (input.firstName && input.lastName) return `${input.firstName} ${input.lastName}`;
  return input.fullName ?? '';
}

/**
 * Lower-cases each character on its own, so the result does not depend on the surrounding
 * letters: a capital sigma becomes both of its small forms, and a dotless i a plain i.
 */
export function normalizeName(name: string): string {
  let out = '';
  for (const char of name) {
    if (char === 'Σ') out += 'σς';
    else if (char === 'ı') out += 'i';
    else out += char.toLowerCase();
  }
  return out;
}

/** The online check-in code in ticket links: lower-case hex SHA-256 of the ticket code. */
export function checkInHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Compares a check-in code from a URL with the expected one in constant time. */
export function matchesCheckInHash(expected: string, received: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(received.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
