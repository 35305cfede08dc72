import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { findVisibleEvent } from './event-repository.ts';
import { enterQueue } from '../queue/queue-service.ts';
import { readQueueSettings } from '../queue/queue-settings.ts';

/** The fair queue at on-sale peaks (`endpoints.enterQueue` in the contract). */
export function queueRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.enterQueue,
    async ({ params, request, reply }) => {
      const event = await findVisibleEvent(db, params.eventName);
      if (!event) return reply.code(404).send();
      const settings = await readQueueSettings(db, event);
      if (!settings.enabled) return reply.code(404).send();
      return enterQueue(db, event, settings, request.sessionId);
    },
    routeOptions,
  );
}
