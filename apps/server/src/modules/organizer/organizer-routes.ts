import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { requireSystemKey } from './organizer-authentication.ts';
import { findOrganization, listOrganizations } from './organization-repository.ts';
import {
  changeOrganization,
  createApiKey,
  createOrganization,
  organizationAnswer,
  organizationKeys,
  revokeKey,
} from './organization-service.ts';

/** alf.io's admin API v1 for organizations and their API keys: the system key's part. */
export function organizationRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.createOrganization,
    async ({ body, request, reply }) => {
      const caller = requireSystemKey(request, reply);
      if (!caller) return reply;
      const organization = await createOrganization(db, caller.actor, body);
      if (!organization) return reply.code(400).send();
      return organizationAnswer(organization);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listOrganizations,
    async ({ request, reply }) => {
      if (!requireSystemKey(request, reply)) return reply;
      return (await listOrganizations(db)).map(organizationAnswer);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getOrganization,
    async ({ params, request, reply }) => {
      if (!requireSystemKey(request, reply)) return reply;
      const organization = await findOrganization(db, params.id);
      if (!organization) return reply.code(404).send();
      return organizationAnswer(organization);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.updateOrganization,
    async ({ params, body, request, reply }) => {
      const caller = requireSystemKey(request, reply);
      if (!caller) return reply;
      const outcome = await changeOrganization(db, caller.actor, params.id, body);
      if (outcome.kind === 'updated') return organizationAnswer(outcome.organization);
      return reply.code(outcome.kind === 'invalid' ? 400 : 404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.createApiKey,
    async ({ params, body, request, reply }) => {
      const caller = requireSystemKey(request, reply);
      if (!caller) return reply;
      const outcome = await createApiKey(db, caller.actor, params.id, body);
      if (outcome.kind === 'created') return outcome.answer;
      return reply.code(outcome.kind === 'invalid' ? 400 : 404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listApiKeys,
    async ({ params, request, reply }) => {
      if (!requireSystemKey(request, reply)) return reply;
      const keys = await organizationKeys(db, params.id);
      return keys ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.revokeApiKey,
    async ({ params, request, reply }) => {
      const caller = requireSystemKey(request, reply);
      if (!caller) return reply;
      if (!(await revokeKey(db, caller.actor, params.id, params.apiKey))) return reply.code(404).send();
      return true as const;
    },
    routeOptions,
  );
}
