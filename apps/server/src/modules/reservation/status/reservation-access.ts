import type { Queryable } from '../../../db/database.ts';
import { findSessionUserId } from './reservation-read-repository.ts';

/**
 * Who may read and change a reservation: a reservation made while signed in belongs to that buyer;
 * anyone else, anonymous visitors included, is refused (401). Anonymous reservations are open
 * to whoever knows their id. Only signed-in sessions are stored, so an anonymous session finds
 * no user.
 */
export const ACCESS_DENIED = 'Access to this reservation has been denied';

export async function signedInUserId(q: Queryable, sessionId: string): Promise<number | null> {
  return findSessionUserId(q, sessionId);
}

export async function mayAccess(q: Queryable, owner: number | null, sessionId: string): Promise<boolean> {
  if (owner === null) return true;
  return (await signedInUserId(q, sessionId)) === owner;
}
