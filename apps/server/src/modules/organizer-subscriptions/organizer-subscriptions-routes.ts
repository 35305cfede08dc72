import { endpoints } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import type { ImageFetchOptions } from '../file/image-fetch.ts';
import { requireOrganizer } from '../organizer/organizer-authentication.ts';
import { administratorRoles } from '../organizer/organizer-roles.ts';
import {
  createSubscription,
  deactivateSubscription,
  eventLinkedSubscriptions,
  linkEventSubscriptions,
  linkedEvents,
  linkEvents,
  organizationSubscriptions,
  subscriptionWithStatistics,
  updateSubscription,
  type Outcome,
} from './organizer-subscriptions-service.ts';
import { deleteSoldSubscription } from './subscription-deletion.ts';
import { createSubscriptionReservation } from './subscription-reservation.ts';

/**
 * alf.io's admin API v1 for an organization's subscriptions. The caller's key names the
 * organization; a subscription of another one answers 404, as one that does not exist.
 */
export function organizerSubscriptionRoutes(ctx: AppContext, imageFetch: ImageFetchOptions = {}): void {
  const { app, db, config, routeOptions } = ctx;
  const asText = (reply: FastifyReply, outcome: Outcome<string>) => {
    if (outcome.ok) return reply.type('text/plain').send(outcome.value);
    return outcome.status === 404 ? reply.code(404).send() : reply.code(400).send(outcome.errors);
  };

  bind(
    app,
    endpoints.createOrganizerSubscription,
    async ({ body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return asText(reply, await createSubscription(db, organizer, body, imageFetch));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.updateOrganizerSubscription,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return asText(
        reply,
        await updateSubscription(db, organizer, params.subscriptionId.toLowerCase(), body, imageFetch),
      );
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listOrganizerSubscriptions,
    async ({ request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return organizationSubscriptions(db, organizer);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getOrganizerSubscription,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const found = await subscriptionWithStatistics(db, organizer, params.subscriptionId.toLowerCase());
      return found ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.deactivateOrganizerSubscription,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const done = await deactivateSubscription(db, organizer, params.subscriptionId.toLowerCase());
      return reply.code(done ? 200 : 404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getSubscriptionLinkedEvents,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const links = await linkedEvents(db, organizer, params.subscriptionId.toLowerCase());
      return links ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.linkSubscriptionEvents,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const outcome = await linkEvents(db, organizer, params.subscriptionId.toLowerCase(), body);
      if (outcome.ok) return outcome.value;
      return reply.code(outcome.status).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getEventLinkedSubscriptions,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return (await eventLinkedSubscriptions(db, organizer, params.slug)) ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.linkEventSubscriptions,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const outcome = await linkEventSubscriptions(db, organizer, params.slug, body);
      if (outcome.ok) return outcome.value;
      return reply.code(outcome.status).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.createSubscriptionReservation,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const id = params.subscriptionId.toLowerCase();
      const outcome = await createSubscriptionReservation(db, organizer, id, body, config.baseUrl);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'refused') return reply.code(400).send(outcome.answer);
      return outcome.answer;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.deleteSubscription,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const deleted = await deleteSoldSubscription(
        db,
        organizer,
        params.subscriptionId.toLowerCase(),
        params.subscriptionToDelete.toLowerCase(),
      );
      return deleted ?? reply.code(404).send();
    },
    routeOptions,
  );
}
