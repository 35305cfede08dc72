import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { listEvents, listSubscriptions } from './catalogue-service.ts';

export function catalogueRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.listEvents,
    async ({ query }) => {
      return listEvents(db, {
        subscriptionOrDescriptorId: query.subscription ?? null,
        organizationId: query.organizer,
        organizerSlug: blankToNull(query.organizerSlug),
        tags: query.tags.map((tag) => tag.trim()).filter(Boolean),
      });
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listSubscriptions,
    async ({ query }) => listSubscriptions(db, blankToNull(query.organizerSlug)),
    routeOptions,
  );
}

/** `?organizerSlug=` without a value filters nothing, like a missing parameter. */
function blankToNull(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}
