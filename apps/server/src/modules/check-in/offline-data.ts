import { createCipheriv, createHash, pbkdf2Sync, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { codeOf } from '../ticket/ticket-access.ts';
import { paymentDue } from './door-check-in.ts';
import { attendeeFullName } from '../ticket/ticket-code.ts';
import { findEventTicketsByIds, type TicketRecord } from '../ticket/ticket-repository.ts';

/**
 * A ticket as alf.io's scan app stores it for checking in offline: readable only with the ticket's
 * code, which the device gets by scanning it. The key is derived from the code (PBKDF2-HMAC-SHA1,
 * the code as password and salt, 1000 rounds, 256 bits); AES-256-CBC with a random IV, written
 * `base64url(iv)|base64url(data)` without padding.
 */
export function encryptForScanApp(code: string, payload: string): string {
  const key = pbkdf2Sync(code, Buffer.from(code, 'utf8'), 1000, 32, 'sha1');
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const data = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}|${data.toString('base64url')}`;
}

/** The entry's key: hex SHA-256 of the code's HMAC part, so the list names no ticket by itself. */
export function offlineKey(code: string): string {
  const hmac = code.slice(code.indexOf('/') + 1);
  return createHash('sha256').update(hmac, 'utf8').digest('hex');
}

function offlineInfo(ticket: TicketRecord): Record<string, string | null> {
  return {
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    fullName: attendeeFullName(ticket),
    email: ticket.email,
    // The scan app asks for the payment of a TO_BE_PAID ticket.
    status: paymentDue(ticket) ? 'TO_BE_PAID' : ticket.status,
    uuid: ticket.uuid,
    category: ticket.categoryName,
    ...(ticket.categoryValidityStart && {
      ticketValidityStart: String(Math.floor(ticket.categoryValidityStart.getTime() / 1000)),
    }),
    ...(ticket.categoryValidityEnd && {
      ticketValidityEnd: String(Math.floor(ticket.categoryValidityEnd.getTime() / 1000)),
    }),
    categoryCheckInStrategy: 'ONCE_PER_EVENT',
  };
}

/** The event's tickets with these ids, each encrypted under its own code, keyed by `offlineKey`. */
export async function offlineTickets(
  db: Queryable,
  eventId: number,
  ids: readonly number[],
): Promise<Record<string, string>> {
  const tickets = await findEventTicketsByIds(db, eventId, ids);
  const entries: Record<string, string> = {};
  for (const ticket of tickets) {
    if (!ticket.email) continue;
    const code = codeOf(ticket);
    entries[offlineKey(code)] = encryptForScanApp(code, JSON.stringify(offlineInfo(ticket)));
  }
  return entries;
}
