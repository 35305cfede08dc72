import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { applySubscriptionCode, removeSubscriptionCode } from './subscription-code.ts';

/**
 * Apply and remove a subscription on an event reservation (`endpoints.applySubscriptionCode` and
 * `removeSubscriptionCode` in the contract).
 */
export function subscriptionCodeRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.applySubscriptionCode,
    async ({ params, body, reply }) => {
      const result = await applySubscriptionCode(db, params.reservationId.toLowerCase(), body);
      if (result.kind === 'not-found') return reply.code(404).send();
      if (result.kind === 'bad-request') return reply.code(400).type('text/plain').send('bad request');
      return result.response;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.removeSubscriptionCode,
    async ({ params, query }) => removeSubscriptionCode(db, params.reservationId.toLowerCase(), query.type),
    routeOptions,
  );
}
