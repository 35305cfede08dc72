import { pinOfUuid, uuidPrefixOfPin, type PinScheme } from '../../lib/pin.ts';

/** The PIN of a ticket in the poll area: the first seven hex digits of its internal uuid, six characters long. */
const TICKET_PIN: PinScheme = { prefixDigits: 7, length: 6 };

export const ticketPinOf = (ticketUuid: string): string => pinOfUuid(ticketUuid, TICKET_PIN);

/** The first seven hex digits of the tickets a PIN stands for; null when it is not a ticket PIN. */
export const uuidPrefixOfTicketPin = (pin: string): string | null => uuidPrefixOfPin(pin, TICKET_PIN);
