import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import { requireOrganizer } from './organizer-authentication.ts';
import { administratorRoles } from './organizer-roles.ts';
import { emailTemplatesAt, saveEmailTemplateWording } from './email-template-wording.ts';

/** The organizer's wording of the e-mails (`email-template.ts` in the contract), for the organization and per event. */
export function emailTemplateRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.listEmailTemplates,
    async ({ request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return emailTemplatesAt(db, { organizationId: organizer.organizationId, eventId: null });
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.saveEmailTemplate,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const scope = { organizationId: organizer.organizationId, eventId: null };
      const outcome = await saveEmailTemplateWording(db, organizer, scope, params, body);
      if (outcome.kind === 'refused') return reply.code(400).send(outcome.refusal);
      return outcome.templates;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listEventEmailTemplates,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const eventId = await findOrganizationEventId(db, organizer.organizationId, params.slug);
      if (eventId === null) return reply.code(404).send();
      return emailTemplatesAt(db, { organizationId: organizer.organizationId, eventId });
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.saveEventEmailTemplate,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const eventId = await findOrganizationEventId(db, organizer.organizationId, params.slug);
      if (eventId === null) return reply.code(404).send();
      const scope = { organizationId: organizer.organizationId, eventId };
      const outcome = await saveEmailTemplateWording(db, organizer, scope, params, body);
      if (outcome.kind === 'refused') return reply.code(400).send(outcome.refusal);
      return outcome.templates;
    },
    routeOptions,
  );
}
