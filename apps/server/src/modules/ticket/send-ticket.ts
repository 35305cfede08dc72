import type { Database } from '../../db/database.ts';
import { queueTicketEmail } from './ticket-email.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { isAvailable } from './ticket-access.ts';
import { findEventTicket } from './ticket-repository.ts';
import { loadTicketView } from './ticket-view.ts';

/**
 * `POST …/send-ticket-by-email` (`endpoints.sendTicketByEmail` in the contract): the ticket goes
 * to its holder again. False when the ticket is not available.
 */
export async function sendTicketByEmail(
  db: Database,
  eventShortName: string,
  publicUuid: string,
  baseUrl: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ticket = await findEventTicket(tx, eventShortName, publicUuid);
    if (!ticket || !isAvailable(ticket)) return false;
    const view = await loadTicketView(tx, ticket);
    if (!view) return false;
    return queueTicketEmail(tx, { ticket, shortId: shortIdOf(view.reservation, view.settings.context), baseUrl });
  });
}
