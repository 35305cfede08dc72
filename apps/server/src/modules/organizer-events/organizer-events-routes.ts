import { endpoints } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { requireOrganizer } from '../organizer/organizer-authentication.ts';
import { administratorRoles, type OrganizerRole } from '../organizer/organizer-roles.ts';
import type { ImageFetchOptions } from '../file/image-fetch.ts';
import { contentDisposition } from '../billing-document/document-download.ts';
import { organizerEventAttendeesCsv, organizerEventAttendeesPage, organizerEventSales } from './event-reports.ts';
import {
  createOrganizerEvent,
  deleteOrganizerEvent,
  listOrganizerEventsWithStatistics,
  organizerEventAttendees,
  organizerEventCheckInLog,
  organizerEventSetup,
  organizerEventStatistics,
  organizerWaitingList,
  publishOrganizerEvent,
  updateOrganizerEvent,
  type Outcome,
} from './organizer-events-service.ts';

/** The supervisor, check-in staff who reads the attendee list, may download it too. */
const attendeeReaders: readonly OrganizerRole[] = [...administratorRoles, 'SUPERVISOR'];

/**
 * alf.io's admin API v1 for an organization's events. The caller's key names the organization;
 * an event of another one answers 404, as one that does not exist.
 */
export function organizerEventRoutes(ctx: AppContext, imageFetch: ImageFetchOptions = {}): void {
  const { app, db, routeOptions } = ctx;
  const options = { imageFetch };

  bind(
    app,
    endpoints.createOrganizerEvent,
    async ({ body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await createOrganizerEvent(db, organizer, body, options));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.updateOrganizerEvent,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await updateOrganizerEvent(db, organizer, params.slug, body, options));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listOrganizerEvents,
    async ({ request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return listOrganizerEventsWithStatistics(db, organizer);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerEventStats,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await organizerEventStatistics(db, organizer, params.slug));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerEventSetup,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await organizerEventSetup(db, organizer, params.slug));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listOrganizerWaitingList,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: attendeeReaders });
      if (!organizer) return reply;
      return answer(reply, await organizerWaitingList(db, organizer, params.slug));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerEventAttendees,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: attendeeReaders });
      if (!organizer) return reply;
      return answer(reply, await organizerEventAttendees(db, organizer, params.slug));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerEventSales,
    async ({ params, query, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await organizerEventSales(db, organizer, params.slug, query));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listOrganizerEventAttendees,
    async ({ params, query, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: attendeeReaders });
      if (!organizer) return reply;
      return answer(
        reply,
        await organizerEventAttendeesPage(db, organizer, params.slug, query.page, query.size, query.lang),
      );
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.exportOrganizerEventAttendees,
    async ({ params, query, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: attendeeReaders });
      if (!organizer) return reply;
      const outcome = await organizerEventAttendeesCsv(db, organizer, params.slug, query.lang);
      if (!outcome.ok) return answer(reply, outcome);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(outcome.value.filename))
        .header('Cache-Control', 'no-store')
        .send(outcome.value.csv);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.organizerEventCheckInLog,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: attendeeReaders });
      if (!organizer) return reply;
      return answer(reply, await organizerEventCheckInLog(db, organizer, params.slug));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.deleteOrganizerEvent,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await deleteOrganizerEvent(db, organizer, params.slug));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.setOrganizerEventStatus,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await publishOrganizerEvent(db, organizer, params.slug, body.active));
    },
    routeOptions,
  );
}

/** The value, or alf.io's error list with its status; a 404 is bare, telling nothing of other organizations. */
function answer<T>(reply: FastifyReply, outcome: Outcome<T>): T | FastifyReply {
  if (outcome.ok) return outcome.value;
  if (outcome.status === 404) return reply.code(404).send();
  return reply.code(outcome.status).send(outcome.errors);
}
