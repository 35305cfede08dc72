import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, success } from '../../http/validated-response.ts';
import { findVisibleEvent } from '../event-page/event-repository.ts';
import { subscribeToWaitingList } from './waiting-list-service.ts';

export function waitingListRoutes(ctx: AppContext): void {
  bind(
    ctx.app,
    endpoints.subscribeWaitingList,
    async ({ params, body, reply }) => {
      const event = await findVisibleEvent(ctx.db, params.eventName);
      if (!event) return reply.code(404).send();
      const outcome = await subscribeToWaitingList(ctx.db, event, body);
      if (!outcome.ok) {
        reply.code(422);
        return failure<boolean>(outcome.errors);
      }
      return success(outcome.stored);
    },
    ctx.routeOptions,
  );
}
