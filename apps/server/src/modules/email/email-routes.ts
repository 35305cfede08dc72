import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { ACCESS_DENIED, mayAccess } from '../reservation/status/reservation-access.ts';
import type { Mailer } from './mailer.ts';
import { queueReservationEmail } from './reservation-email.ts';

/** `POST /{type}/{publicIdentifier}/reservation/{id}/re-send-email` (contract §3.5.7). */
export function emailRoutes(ctx: AppContext, mailer: Mailer): void {
  const { app, db, config, routeOptions } = ctx;

  bind(
    app,
    endpoints.resendReservationEmail,
    async ({ params, query, request, reply }) => {
      const context = await findPurchaseContext(db, params.purchaseContextType, params.publicIdentifier);
      if (context === null) return reply.code(404).send();
      const [reservation] = await db.query<{ userId: number | null; contextId: string }>(
        `SELECT user_id AS "userId", coalesce(event_id::text, subscription_descriptor_id::text) AS "contextId"
         FROM reservation WHERE id = $1 AND purchase_context_type = $2`,
        [params.reservationId.toLowerCase(), params.purchaseContextType],
      );
      if (!reservation || reservation.contextId !== context) return false;
      if (!(await mayAccess(db, reservation.userId, request.sessionId)))
        return reply.code(401).type('text/plain').send(ACCESS_DENIED);
      const lang = /^[a-z]{2}$/i.test(query.lang) ? query.lang.toLowerCase() : undefined;
      const queued = await db.transaction((tx) =>
        queueReservationEmail(tx, params.reservationId.toLowerCase(), config.baseUrl, lang),
      );
      if (queued) mailer.kick();
      return queued;
    },
    routeOptions,
  );
}

/** The id of the event (by short name) or subscription (by id) the URL names, as text; null when there is none. */
async function findPurchaseContext(
  db: AppContext['db'],
  type: 'event' | 'subscription',
  publicIdentifier: string,
): Promise<string | null> {
  const [row] =
    type === 'event'
      ? await db.query<{ id: string }>('SELECT id::text AS id FROM event WHERE short_name = $1', [publicIdentifier])
      : await db.query<{ id: string }>(
          'SELECT id::text AS id FROM subscription_descriptor WHERE id::text = lower($1)',
          [publicIdentifier],
        );
  return row?.id ?? null;
}
