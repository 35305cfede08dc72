import { endpoints } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { authenticationFailureLimit } from '../rate-limit/rate-limits.ts';
import { acceptInvitation, describeInvitation } from './organizer-invitation.ts';
import { memberships, moveSession } from './organizer-session-repository.ts';
import {
  changePassword,
  sessionAnswer,
  sessionIdHash,
  signedInOrganizer,
  signIn,
  signOut,
} from './organizer-sign-in.ts';

/**
 * The back office's sign-in. Every answer carries the session's CSRF token in `XSRF-TOKEN`, which
 * the app sends back with each change; signing in and out change the session, and so the token.
 */
export function organizerSessionRoutes(ctx: AppContext): void {
  const { app, db, config, sessions, routeOptions } = ctx;
  const failures = authenticationFailureLimit(db, config.rateLimits);
  const withToken = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('XSRF-TOKEN', request.csrfToken).header('Cache-Control', 'no-store');

  bind(
    app,
    endpoints.organizerSignIn,
    async ({ body, request, reply }) => {
      const outcome = await signIn(
        db,
        failures,
        { ip: request.ip, ...body, previousSessionId: request.sessionId },
        () => {
          sessions.renew(request, reply);
          return request.sessionId;
        },
      );
      withToken(request, reply);
      switch (outcome.kind) {
        case 'signed-in':
          return outcome.session;
        case 'wait':
          return reply.code(429).header('Retry-After', String(outcome.seconds)).send();
        case 'refused':
          return reply.code(401).send();
      }
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerSignOut,
    async ({ request, reply }) => {
      await signOut(db, request.sessionId);
      sessions.renew(request, reply);
      withToken(request, reply);
      return reply.code(204).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerSession,
    async ({ request, reply }) => {
      withToken(request, reply);
      const organizer = await signedInOrganizer(db, request.sessionId);
      if (!organizer) return reply.code(401).send();
      return sessionAnswer(organizer);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerSignInMethods,
    async ({ request, reply }) => {
      withToken(request, reply);
      return { openId: config.openId?.organizerClaims != null };
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.changeOrganizerPassword,
    async ({ body, request, reply }) => {
      withToken(request, reply);
      const organizer = await signedInOrganizer(db, request.sessionId);
      if (!organizer) return reply.code(401).send();
      const problem = await changePassword(db, organizer, request.sessionId, body);
      if (problem) return reply.code(400).send({ problem });
      return reply.code(204).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerMemberships,
    async ({ request, reply }) => {
      withToken(request, reply);
      const organizer = await signedInOrganizer(db, request.sessionId);
      if (!organizer) return reply.code(401).send();
      return memberships(db, organizer.userId);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.switchOrganizerOrganization,
    async ({ body, request, reply }) => {
      withToken(request, reply);
      const organizer = await signedInOrganizer(db, request.sessionId);
      if (!organizer) return reply.code(401).send();
      if (!(await moveSession(db, sessionIdHash(request.sessionId), body.organizationId)))
        return reply.code(404).send();
      const moved = await signedInOrganizer(db, request.sessionId);
      if (!moved) return reply.code(401).send();
      return sessionAnswer(moved);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerInvitation,
    async ({ params, request, reply }) => {
      withToken(request, reply);
      const state = await describeInvitation(db, params.token);
      if (state.kind === 'open') return state.details;
      if (state.kind === 'gone') return reply.code(410).send(state.answer);
      return reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.acceptOrganizerInvitation,
    async ({ params, body, request, reply }) => {
      const outcome = await acceptInvitation(
        db,
        params.token,
        { ...body, previousSessionId: request.sessionId },
        () => {
          sessions.renew(request, reply);
          return request.sessionId;
        },
      );
      withToken(request, reply);
      switch (outcome.kind) {
        case 'signed-in':
          return outcome.session;
        case 'refused':
          return reply.code(400).send({ problem: outcome.problem });
        case 'forbidden':
          return reply.code(403).send({ problem: outcome.problem });
        case 'gone':
          return reply.code(410).send(outcome.answer);
        case 'unknown':
          return reply.code(404).send();
      }
    },
    routeOptions,
  );
}
