import type { Database } from '../../db/database.ts';
import { auditHoldsEnded } from '../reservation/hold/hold-repository.ts';
import { cancelSoldSubscription } from '../reservation/hold/subscription-rows-repository.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { moveStatus, statusGroups } from '../reservation/status/reservation-status.ts';
import {
  findDescriptorSubscription,
  isOrganizationDescriptor,
} from '../subscription/subscription-descriptor-repository.ts';
import { insertOrganizerChange } from '../organizer/organizer-audit-repository.ts';
import type { Organizer } from '../organizer/organizer-roles.ts';

/**
 * alf.io's delete-subscription: a sold subscription is cancelled with the order that bought it (a
 * subscription order holds that one subscription). Money is not refunded by this call and no one
 * is told by e-mail; tickets it already paid for stay valid, as alf.io's. Null when the
 * subscription is not one of the organization's description's or was never bought (404); false
 * when it is no longer sold, e.g. a second deletion (alf.io's `false`). The order is locked first,
 * so of two deletions only the first acts.
 */
export async function deleteSoldSubscription(
  db: Database,
  organizer: Organizer,
  descriptorId: string,
  subscriptionId: string,
): Promise<boolean | null> {
  if (!(await isOrganizationDescriptor(db, organizer.organizationId, descriptorId))) return null;
  return db.transaction(async (tx) => {
    const found = await findDescriptorSubscription(tx, descriptorId, subscriptionId);
    if (!found?.reservationId) return null;
    const locked = await lockReservation(tx, found.reservationId, { expiredHold: 'kept' });
    if (!locked || !(await cancelSoldSubscription(tx, subscriptionId))) return false;
    let reservationStatus = locked.status;
    if (await moveStatus(tx, found.reservationId, 'CANCELLED', ['COMPLETE', ...statusGroups.awaitingPayment])) {
      reservationStatus = 'CANCELLED';
      await auditHoldsEnded(tx, [found.reservationId], 'RESERVATION_CANCELLED');
    }
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'SUBSCRIPTION_DELETE',
      organizationId: organizer.organizationId,
      entityType: 'subscription',
      entityId: subscriptionId,
      reservationId: found.reservationId,
      before: { status: found.status, reservationStatus: locked.status },
      after: { status: 'CANCELLED', reservationStatus },
    });
    return true;
  });
}
