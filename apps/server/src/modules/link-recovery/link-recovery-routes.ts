import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import type { AfterReply } from '../../http/after-reply.ts';
import { bind } from '../../http/route.ts';
import type { Mailer } from '../outbox/sender.ts';
import { findRecoverableEvent } from './link-recovery-repository.ts';
import { queueReservationLinks } from './link-recovery-service.ts';

/** The same answer whatever the address, so that it reveals no buyer. */
const ACCEPTED = { success: true, errorCount: 0, validationErrors: [], warnings: [], value: true };

/**
 * `POST /event/{eventName}/reservation-links` (`endpoints.recoverReservationLinks`). The answer
 * waits for nothing that depends on the address: looking its orders up, writing the e-mail and
 * queueing it happen after the answer has left, so an address with orders and one without are
 * answered alike and in the same time.
 */
export function linkRecoveryRoutes(ctx: AppContext, mailer: Mailer, afterReply: AfterReply): void {
  const { app, db, config, routeOptions } = ctx;
  bind(
    app,
    endpoints.recoverReservationLinks,
    async ({ params, body, reply }) => {
      const event = await findRecoverableEvent(db, params.eventName);
      if (!event) return reply.code(404).send();
      const lang = body.lang?.toLowerCase();
      afterReply(reply, async () => {
        if (await queueReservationLinks(db, event, body.email, config.baseUrl, lang)) mailer.kick();
      });
      return ACCEPTED;
    },
    routeOptions,
  );
}
