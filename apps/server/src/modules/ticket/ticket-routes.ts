import { endpoints } from '@shop/contract';
import { browserPaths, routePattern } from '@shop/contract/routes';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import type { Mailer } from '../outbox/sender.ts';
import { checkInInfo, onlineCheckInTarget } from './online-check-in.ts';
import { releaseTicket } from './release-ticket.ts';
import { sendTicketByEmail } from './send-ticket.ts';
import { fullTicket, ticketInfo } from './ticket-info.ts';
import { updateTicket } from './update-ticket.ts';

/**
 * A ticket after the purchase (`endpoints.getTicket` to `releaseTicket`, and `getCheckInInfo`, in
 * the contract), and the online check-in link of `browserPaths.onlineCheckIn`.
 */
export function ticketRoutes(ctx: AppContext, mailer: Mailer): void {
  const { app, db, config, routeOptions } = ctx;

  bind(
    app,
    endpoints.getTicket,
    async ({ params, reply }) => (await ticketInfo(db, params.eventName, params.ticketUuid)) ?? reply.code(404).send(),
    routeOptions,
  );

  bind(
    app,
    endpoints.getFullTicket,
    async ({ params, reply }) => (await fullTicket(db, params.eventName, params.ticketUuid)) ?? reply.code(404).send(),
    routeOptions,
  );

  bind(
    app,
    endpoints.sendTicketByEmail,
    async ({ params, reply }) => {
      const sent = await sendTicketByEmail(db, params.eventName, params.ticketUuid, config.baseUrl);
      if (!sent) return reply.code(404).send();
      mailer.kick();
      return true;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.updateTicket,
    async ({ params, body, reply }) => {
      const outcome = await updateTicket(db, {
        eventShortName: params.eventName,
        publicUuid: params.ticketUuid,
        form: body,
        baseUrl: config.baseUrl,
      });
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.emailQueued) mailer.kick();
      reply.code(outcome.status);
      return outcome.response;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.releaseTicket,
    async ({ params, reply }) => {
      const outcome = await releaseTicket(db, params.eventName, params.ticketUuid, config.baseUrl);
      if (outcome.kind === 'not-releasable') return reply.code(400).send(false);
      if (outcome.kind === 'released' && outcome.emailQueued) mailer.kick();
      return true;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getCheckInInfo,
    async ({ params, query, reply }) => {
      const outcome = await checkInInfo(db, params.eventName, params.ticketUuid, params.checkInCode, query.tz);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'bad-time-zone') return reply.code(400).type('text/plain').send('bad request');
      return outcome.info;
    },
    routeOptions,
  );

  app.get(routePattern(browserPaths.onlineCheckIn), async (request, reply) => {
    const params = request.params as Record<string, string>;
    const { lang } = (request.query ?? {}) as { lang?: unknown };
    const target = await onlineCheckInTarget(
      db,
      params.eventShortName ?? '',
      params.ticketUuid ?? '',
      params.checkInCode ?? '',
      typeof lang === 'string' ? lang : undefined,
    );
    return reply.redirect(target, 302);
  });
}
