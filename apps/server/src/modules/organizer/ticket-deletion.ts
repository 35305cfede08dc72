import type { Database } from '../../db/database.ts';
import { auditHoldsEnded } from '../reservation/hold/hold-repository.ts';
import { repriceReservation } from '../reservation/pricing/order-summary.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { isIn, moveStatus, statusGroups } from '../reservation/status/reservation-status.ts';
import { returnTicketToSale } from '../ticket/release-ticket.ts';
import { findEventTicket, lockEventTicket } from '../ticket/ticket-repository.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';

/** Tickets an order holds: the ones an organizer may take out of it. */
const HELD = new Set(['ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID', 'PENDING']);

/**
 * alf.io's delete-ticket: the ticket leaves its order and goes back on sale under new ids, as a
 * holder's own release does, without the holder's conditions (a paid ticket, the organizer's
 * leave) and without an e-mail. An order still waiting for its money owes less; a paid one keeps
 * its totals (a refund is a separate step). An order left without tickets is cancelled. The
 * reservation and then the ticket are locked, so of two deletions only the first acts.
 */
export async function deleteTicket(
  db: Database,
  organizer: Organizer,
  slug: string,
  publicUuid: string,
): Promise<boolean> {
  if ((await findOrganizationEventId(db, organizer.organizationId, slug)) === null) return false;
  return db.transaction(async (tx) => {
    const found = await findEventTicket(tx, slug, publicUuid);
    if (!found || !HELD.has(found.status)) return false;
    const locked = await lockReservation(tx, found.reservationId, { expiredHold: 'kept' });
    if (!locked) return false;
    await lockEventTicket(tx, found.id);
    const ticket = await findEventTicket(tx, slug, publicUuid);
    if (!ticket || !HELD.has(ticket.status) || ticket.reservationId !== found.reservationId) return false;

    const { orderEmpty, status } = await returnTicketToSale(tx, ticket, { by: 'organizer' });
    let reservationStatus = locked.status;
    if (orderEmpty) {
      if (await moveStatus(tx, ticket.reservationId, 'CANCELLED', ['COMPLETE', ...statusGroups.awaitingPayment])) {
        reservationStatus = 'CANCELLED';
        await auditHoldsEnded(tx, [ticket.reservationId], 'RESERVATION_CANCELLED');
      }
    } else if (isIn('awaitingPayment', locked.status)) {
      await repriceReservation(tx, ticket.reservationId);
    }
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'TICKET_DELETE',
      organizationId: organizer.organizationId,
      entityType: 'TICKET',
      entityId: ticket.publicUuid,
      eventId: ticket.eventId,
      reservationId: ticket.reservationId,
      before: {
        status: ticket.status,
        category: ticket.categoryName,
        firstName: ticket.firstName,
        lastName: ticket.lastName,
        email: ticket.email,
        reservationStatus: locked.status,
      },
      after: { status, reservationStatus },
    });
    return true;
  });
}
