import type { Queryable } from '../../../db/database.ts';

/**
 * The account a reservation was made under: `undefined` when there is no such reservation, null
 * when it was made anonymously.
 */
export async function accountOfReservation(q: Queryable, reservationId: string): Promise<number | null | undefined> {
  const [row] = await q.query<{ userId: number | null }>('SELECT user_id AS "userId" FROM reservation WHERE id = $1', [
    reservationId.toLowerCase(),
  ]);
  return row ? row.userId : undefined;
}

/** The account the reservation of the ticket (by its public uuid) was made under, as above. */
export async function accountOfTicket(q: Queryable, ticketUuid: string): Promise<number | null | undefined> {
  const [row] = await q.query<{ userId: number | null }>(
    `SELECT r.user_id AS "userId" FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE t.public_uuid = $1`,
    [ticketUuid.toLowerCase()],
  );
  return row ? row.userId : undefined;
}
