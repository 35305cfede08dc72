import { routes, type RouteKey } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import type { AccessRule } from '../../../http/route.ts';
import { signedInUserId } from '../status/reservation-access.ts';
import { accountOfReservation, accountOfTicket } from './access-repository.ts';

/**
 * Who may use an endpoint that names a reservation (`{reservationId}`) or a ticket (`{ticketUuid}`)
 * in its path. An anonymous reservation keeps the bearer model: its ids are the secret, whoever
 * holds them may use them. A reservation made while signed in, and every ticket of it, answers only
 * to a session signed in as that account; to anyone else it is as if it did not exist, so a leaked
 * link tells a stranger nothing, not even that the order exists.
 *
 * `bind` asks this rule before every handler of such an endpoint, so a new endpoint is covered
 * without a line here; one that must stay open to a link's holder is listed below with its reason.
 */
export const publicEndpoints: Partial<Record<RouteKey, string>> = {
  getCheckInInfo:
    'the link carries the check-in code as well, a second secret that only the ticket holder’s own e-mail and PDF carry, and the holder checks in without the buyer’s account',
};

/** The path parameters that name what the rule guards. */
export const guardedParams = ['reservationId', 'ticketUuid'] as const;

/**
 * Only the buyer's endpoints (the shop's route table) follow the rule: an organizer's endpoint
 * naming a reservation or a ticket is answered by the organization's key and role instead, and an
 * organizer confirms a signed-in buyer's bank transfer as any other.
 */
export function reservationAccessRule(db: Queryable): AccessRule {
  return async (endpointKey, params, request) =>
    !(endpointKey in routes) || endpointKey in publicEndpoints || mayUse(db, params, request);
}

/**
 * The rule itself, for what `params` names (`reservationId`, `ticketUuid`): an unknown id is let
 * through, for the handler to answer as it answers any unknown id.
 */
export async function mayUse(
  db: Queryable,
  params: Record<string, unknown>,
  request: FastifyRequest,
): Promise<boolean> {
  const owners = await Promise.all([
    typeof params.reservationId === 'string' ? accountOfReservation(db, params.reservationId) : undefined,
    typeof params.ticketUuid === 'string' ? accountOfTicket(db, params.ticketUuid) : undefined,
  ]);
  const bound = owners.filter((owner): owner is number => typeof owner === 'number');
  if (bound.length === 0) return true;
  const account = await signedInUserId(db, request.sessionId);
  return bound.every((owner) => owner === account);
}
