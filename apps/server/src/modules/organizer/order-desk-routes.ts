import { endpoints } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import type { Mailer } from '../outbox/sender.ts';
import {
  changeOrderAttendee,
  confirmOnSitePayment,
  eventOrder,
  resendOrderConfirmation,
  searchEventOrders,
} from './order-desk.ts';
import { requireOrganizer } from './organizer-authentication.ts';
import { administratorRoles } from './organizer-roles.ts';
import type { AdminOutcome } from './reservation-refunds.ts';

/** The back office's orders of an event (organizer-orders in the contract). */
export function orderDeskRoutes(ctx: AppContext, mailer: Mailer): void {
  const { app, db, config, routeOptions } = ctx;
  const answer = (reply: FastifyReply, outcome: AdminOutcome) => {
    if (outcome.kind === 'not-found') return reply.code(404).send();
    if (outcome.kind === 'refused') return reply.code(400).send(outcome.answer);
    mailer.kick();
    return { status: 'OK' as const, data: true as const, errors: [] };
  };
  const order = (params: { slug: string; reservationId: string }) => ({
    slug: params.slug,
    reservationId: params.reservationId.toLowerCase(),
  });

  bind(
    app,
    endpoints.searchEventOrders,
    async ({ params, query, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return (await searchEventOrders(db, organizer, params.slug, query)) ?? reply.code(404).send();
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.eventOrder,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const found = await eventOrder(db, organizer, params.slug, params.reservationId.toLowerCase());
      return found ?? reply.code(404).send();
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.resendOrderConfirmation,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await resendOrderConfirmation(db, organizer, order(params), config.baseUrl));
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.changeOrderAttendee,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const where = { ...order(params), ticketUuid: params.ticketUuid.toLowerCase() };
      return answer(reply, await changeOrderAttendee(db, organizer, where, body, config.baseUrl));
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.confirmOrderOnSitePayment,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await confirmOnSitePayment(db, organizer, order(params)));
    },
    routeOptions,
  );
}
