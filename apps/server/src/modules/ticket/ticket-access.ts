import { checkInHash, ticketCode } from './ticket-code.ts';
import type { TicketRecord } from './ticket-repository.ts';

/** A holder is named and has an e-mail: the ticket can be shown, sent and scanned. */
export function isAssigned(ticket: Pick<TicketRecord, 'email' | 'firstName' | 'lastName' | 'fullName'>): boolean {
  return !!ticket.email && (!!ticket.fullName || (!!ticket.firstName && !!ticket.lastName));
}

/**
 * What the ticket endpoints call "available": the order is complete and the ticket assigned.
 * Anything else answers as if the ticket did not exist (404, or 403 for its documents).
 */
export function isAvailable(ticket: TicketRecord): boolean {
  return isAssignable(ticket) && isAssigned(ticket);
}

/** A ticket of a complete order that has not been given back: its holder may be entered or changed. */
export function isAssignable(ticket: TicketRecord): boolean {
  return ticket.reservationStatus === 'COMPLETE' && ticket.status !== 'CANCELLED';
}

/** The QR code's text of the ticket as it is stored now. */
export function codeOf(ticket: TicketRecord): string {
  return ticketCode(
    {
      reservationId: ticket.reservationId,
      ticketUuid: ticket.uuid,
      firstName: ticket.firstName,
      lastName: ticket.lastName,
      fullName: ticket.fullName,
      email: ticket.email,
      caseInsensitive: ticket.caseInsensitiveQrCode,
    },
    ticket.eventPrivateKey,
  );
}

/** The `{checkInCode}` of the ticket's online check-in link. */
export function checkInCodeOf(ticket: TicketRecord): string {
  return checkInHash(codeOf(ticket));
}
