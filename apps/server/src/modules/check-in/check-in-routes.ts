import { endpoints, type CheckInEvent, type CheckInStatistics } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { bind } from '../../http/route.ts';
import { findOrganizationEventId } from '../organizer/organization-repository.ts';
import { requireOrganizer } from '../organizer/organizer-authentication.ts';
import { administratorRoles, type Organizer, type OrganizerRole } from '../organizer/organizer-roles.ts';
import { readSettings } from '../settings/scoped-settings.ts';
import type { TicketRecord } from '../ticket/ticket-repository.ts';
import { countCheckIns, findGateEvents, findOfflineTicketIds, type GateEvent } from './check-in-repository.ts';
import {
  checkInReadTicket,
  checkInTicket,
  checkInUpload,
  lookUpTicket,
  manualCheckIn,
  openGate,
  revertCheckIn,
  scannedTicket,
  ticketCheckInStatus,
  type Gate,
} from './door-check-in.ts';
import { offlineTickets } from './offline-data.ts';

/** Who may scan at the door: the organization's administrators and its check-in staff (alf.io's CHECKIN_ROLES). */
const checkInRoles: readonly OrganizerRole[] = [...administratorRoles, 'SUPERVISOR', 'OPERATOR'];

/**
 * Set to `true` (organization or event) to let check-in staff take payments due on site; the
 * organization's administrators always may.
 */
export const STAFF_CONFIRMS_ON_SITE_PAYMENT = 'CHECK_IN_STAFF_CONFIRMS_ON_SITE_PAYMENT';

/** The caller's gate at the event, or null once the reply (403, or 404 for another organization's event) is sent. */
async function gateOf(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  eventName: string,
  roles: readonly OrganizerRole[],
  offlineUser?: string,
): Promise<Gate | null> {
  const organizer = requireOrganizer(request, reply, { roles });
  if (!organizer) return null;
  const eventId = await findOrganizationEventId(db, organizer.organizationId, eventName);
  if (eventId === null) {
    void reply.code(404).send();
    return null;
  }
  return { organizer, eventId, auditUser: offlineUser?.trim() || null };
}

/** The same, with the scanned tickets as they are now, read in the same round trip. */
async function gateWithTickets(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  eventName: string,
  identifiers: readonly string[],
  offlineUser?: string,
): Promise<{ gate: Gate; tickets: TicketRecord[] } | null> {
  const organizer = requireOrganizer(request, reply, { roles: checkInRoles });
  if (!organizer) return null;
  const opened = await openGate(db, organizer, eventName, identifiers, offlineUser);
  if (!opened) void reply.code(404).send();
  return opened;
}

async function mayTakePayment(db: Queryable, organizer: Organizer, eventId: number): Promise<boolean> {
  if (administratorRoles.includes(organizer.role)) return true;
  const settings = await readSettings(db, { organizationId: organizer.organizationId, eventId }, [
    STAFF_CONFIRMS_ON_SITE_PAYMENT,
  ]);
  return settings.flag(STAFF_CONFIRMS_ON_SITE_PAYMENT, false);
}

function dayIn(timeZone: string, instant: Date): string {
  return instant.toLocaleDateString('en-CA', { timeZone });
}

function gateEventView(event: GateEvent): CheckInEvent {
  return {
    key: event.slug,
    name: event.name,
    url: `/event/${event.slug}`,
    imageUrl: null,
    begin: event.begin.toISOString(),
    end: event.end.toISOString(),
    oneDay: dayIn(event.timeZone, event.begin) === dayIn(event.timeZone, event.end),
    location: event.location,
    timeZone: event.timeZone,
    // alf.io's version of this list, which its scan app reads.
    apiVersion: 1,
    descriptions: [],
  };
}

/** alf.io's check-in API, for its scan app (`/admin/api/check-in/…`). */
export function checkInRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.listCheckInEvents,
    async ({ request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: checkInRoles });
      if (!organizer) return reply;
      return (await findGateEvents(db, organizer.organizationId)).map(gateEventView);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.lookUpCheckIn,
    async ({ params, query, request, reply }) => {
      const opened = await gateWithTickets(db, request, reply, params.eventName, [params.ticketIdentifier]);
      if (!opened) return reply;
      return lookUpTicket(opened.gate, scannedTicket(opened.tickets, params.ticketIdentifier), query.qrCode ?? null);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.checkInTicketStatus,
    async ({ params, request, reply }) => {
      const opened = await gateWithTickets(db, request, reply, params.eventName, [params.ticketIdentifier]);
      if (!opened) return reply;
      const ticket = scannedTicket(opened.tickets, params.ticketIdentifier);
      return ticketCheckInStatus(opened.gate, ticket) ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.checkInTicket,
    async ({ params, query, body, request, reply }) => {
      const { eventName, ticketIdentifier } = params;
      const opened = await gateWithTickets(db, request, reply, eventName, [ticketIdentifier], query.offlineUser);
      if (!opened) return reply;
      const ticket = scannedTicket(opened.tickets, ticketIdentifier);
      return checkInReadTicket(db, opened.gate, ticket, ticketIdentifier, body.code);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.manualCheckIn,
    async ({ params, request, reply }) => {
      const gate = await gateOf(db, request, reply, params.eventName, checkInRoles);
      if (!gate) return reply;
      return manualCheckIn(db, gate, params.ticketIdentifier, await mayTakePayment(db, gate.organizer, gate.eventId));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.revertCheckIn,
    async ({ params, request, reply }) => {
      const gate = await gateOf(db, request, reply, params.eventName, administratorRoles);
      if (!gate) return reply;
      return revertCheckIn(db, gate, params.ticketIdentifier);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.confirmOnSitePayment,
    async ({ params, query, body, request, reply }) => {
      const gate = await gateOf(db, request, reply, params.eventName, checkInRoles, query.offlineUser);
      if (!gate) return reply;
      if (!(await mayTakePayment(db, gate.organizer, gate.eventId))) return reply.code(403).send();
      return checkInTicket(db, gate, params.ticketIdentifier, body.code, true);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.checkInStatistics,
    async ({ params, query, request, reply }) => {
      const gate = await gateOf(db, request, reply, params.eventName, checkInRoles);
      if (!gate) return reply;
      const categories = await countCheckIns(db, gate.eventId, query.categoryId);
      const lastCheckIns = categories.map((category) => category.lastCheckIn?.getTime() ?? 0);
      const statistics: CheckInStatistics = {
        totalAttendees: categories.reduce((sum, category) => sum + category.totalAttendees, 0),
        checkedIn: categories.reduce((sum, category) => sum + category.checkedIn, 0),
        lastUpdate: Math.max(0, ...lastCheckIns),
        categories: categories.map(({ id, name, totalAttendees, checkedIn }) => ({
          id,
          name,
          totalAttendees,
          checkedIn,
        })),
      };
      return statistics;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.offlineIdentifiers,
    async ({ params, query, request, reply }) => {
      const gate = await gateOf(db, request, reply, params.eventName, checkInRoles);
      if (!gate) return reply;
      const now = Date.now();
      // One second back, as alf.io: a ticket changed in the same second as the last download is sent again.
      const since = new Date(Math.max(0, (query.changedSince ?? 0) - 1000));
      const ids = await findOfflineTicketIds(db, gate.eventId, since);
      void reply.header('Alfio-TIME', String(now));
      return ids;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.offlineTickets,
    async ({ params, body, request, reply }) => {
      const gate = await gateOf(db, request, reply, params.eventName, checkInRoles);
      if (!gate) return reply;
      return offlineTickets(db, gate.eventId, body);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.bulkCheckIn,
    async ({ params, query, body, request, reply }) => {
      const identifiers = body.map((scan) => scan.identifier);
      const opened = await gateWithTickets(db, request, reply, params.eventName, identifiers, query.offlineUser);
      if (!opened) return reply;
      const { gate, tickets } = opened;
      const payOnSite = query.forceCheckInPaymentOnSite && (await mayTakePayment(db, gate.organizer, gate.eventId));
      return checkInUpload(db, gate, body, tickets, payOnSite);
    },
    routeOptions,
  );
}
