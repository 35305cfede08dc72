import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { mayAccess } from '../reservation/status/reservation-access.ts';
import { reservationOwner } from '../reservation/status/reservation-read-repository.ts';
import type { OnlinePayments } from './online-payment.ts';
import {
  cancelPaidReservation,
  cancelPaidTicket,
  paidCancellationTerms,
  paidTicketCancellationTerms,
} from './paid-cancellation.ts';

/** A buyer's cancellation of a paid order, or of one of its tickets (ours, announced as `paidCancellationCapability`). */
export function paidCancellationRoutes(ctx: AppContext, online: OnlinePayments): void {
  const { app, db, config, routeOptions } = ctx;
  // An order of a signed-in buyer is theirs alone; to anyone else it does not exist.
  const reachable = async (reservationId: string, sessionId: string) => {
    const owner = await reservationOwner(db, reservationId);
    return owner !== undefined && (await mayAccess(db, owner.userId, sessionId));
  };

  bind(
    app,
    endpoints.getPaidCancellation,
    async ({ params, request, reply }) => {
      const id = params.reservationId.toLowerCase();
      if (!(await reachable(id, request.sessionId))) return reply.code(404).send();
      return (await paidCancellationTerms(db, online, id)) ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.cancelPaidReservation,
    async ({ params, request, reply }) => {
      const id = params.reservationId.toLowerCase();
      if (!(await reachable(id, request.sessionId))) return reply.code(404).send();
      const outcome = await cancelPaidReservation(db, online, id, config.baseUrl);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'refused') return reply.code(409).send(outcome.terms);
      online.onMailQueued();
      return outcome.terms;
    },
    routeOptions,
  );

  // A ticket's page is reached by whoever holds its link, as the ticket's other endpoints are; the
  // money goes back to whoever paid the order, never to the one cancelling.
  bind(
    app,
    endpoints.getPaidTicketCancellation,
    async ({ params, reply }) =>
      (await paidTicketCancellationTerms(db, online, params.eventName, params.ticketUuid)) ?? reply.code(404).send(),
    routeOptions,
  );

  bind(
    app,
    endpoints.cancelPaidTicket,
    async ({ params, reply }) => {
      const outcome = await cancelPaidTicket(db, online, params.eventName, params.ticketUuid, config.baseUrl);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'refused') return reply.code(409).send(outcome.terms);
      online.onMailQueued();
      return outcome.terms;
    },
    routeOptions,
  );
}
