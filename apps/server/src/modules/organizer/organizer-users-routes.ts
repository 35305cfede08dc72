import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { changeOwnOrganization, changeRole, organizationUsers, removeUser } from './organization-members.ts';
import { findOrganization } from './organization-repository.ts';
import { organizationAnswer } from './organization-service.ts';
import { requireOrganizer } from './organizer-authentication.ts';
import { invite, organizationInvitations, revoke } from './organizer-invitation.ts';
import { signedInOrganizer } from './organizer-sign-in.ts';

const OWNERS = ['OWNER'] as const;

/** The people of the owner's organization, their invitations and the organization's own settings. */
export function organizerUsersRoutes(ctx: AppContext): void {
  const { app, db, config, routeOptions } = ctx;

  bind(
    app,
    endpoints.listOrganizationUsers,
    async ({ request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      return {
        users: await organizationUsers(db, owner.organizationId),
        invitations: await organizationInvitations(db, owner.organizationId),
      };
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.inviteOrganizationUser,
    async ({ body, request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      // Only people are owners, and they act through their session.
      const person = await signedInOrganizer(db, request.sessionId);
      const inviterName = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || (person?.email ?? '');
      const outcome = await invite(db, { ...owner, inviterName }, body, config.baseUrl);
      if (outcome.kind === 'refused') return reply.code(400).send({ problem: outcome.problem });
      return outcome.invitation;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.revokeOrganizationInvitation,
    async ({ params, request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      return reply.code((await revoke(db, owner, params.invitationId)) ? 204 : 404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.changeOrganizationUserRole,
    async ({ params, body, request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      const outcome = await changeRole(db, owner, params.userId, body.role);
      if (outcome.kind === 'refused') return reply.code(400).send({ problem: outcome.problem });
      return reply.code(outcome.kind === 'done' ? 204 : 404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.removeOrganizationUser,
    async ({ params, request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      const outcome = await removeUser(db, owner, params.userId);
      if (outcome.kind === 'refused') return reply.code(400).send({ problem: outcome.problem });
      return reply.code(outcome.kind === 'done' ? 204 : 404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getOrganizationSettings,
    async ({ request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      const organization = await findOrganization(db, owner.organizationId);
      if (!organization) return reply.code(403).send();
      return organizationAnswer(organization);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.updateOrganizationSettings,
    async ({ body, request, reply }) => {
      const owner = requireOrganizer(request, reply, { roles: OWNERS });
      if (!owner) return reply;
      const outcome = await changeOwnOrganization(db, owner, body);
      if (outcome.kind === 'refused') return reply.code(400).send({ problems: outcome.problems });
      return outcome.organization;
    },
    routeOptions,
  );
}
