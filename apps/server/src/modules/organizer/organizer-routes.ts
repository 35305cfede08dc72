import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import type { Mailer } from '../outbox/sender.ts';
import { orderDeskRoutes } from './order-desk-routes.ts';
import { requireOrganizer, requireSystemKey } from './organizer-authentication.ts';
import { administratorRoles } from './organizer-roles.ts';
import { confirmPaymentReceived } from './payment-received.ts';
import { eventReservations, reservationDetail } from './reservation-admin.ts';
import { deleteTicket } from './ticket-deletion.ts';
import type { OnlinePayments } from '../payment/online-payment.ts';
import { cancelOrder, eventRefunds, markRefundPaid, refundOrder, type AdminOutcome } from './reservation-refunds.ts';
import { reservationDocument, reservationDocuments } from './reservation-documents.ts';
import { contentDisposition } from '../billing-document/document-download.ts';
import { createReservationForBuyer } from './reservation-creation.ts';
import {
  generateSubscribersTickets,
  scheduleReservationImport,
  type ReservationImports,
} from './reservation-import.ts';
import { findImportStats } from './reservation-import-repository.ts';
import { findOrganizationEventId } from './organization-repository.ts';
import { saveOrganizerSettings, type SettingsOutcome } from './organizer-settings.ts';
import type { FastifyReply } from 'fastify';
import { findOrganization, listOrganizations } from './organization-repository.ts';
import {
  changeOrganization,
  createApiKey,
  createOrganization,
  deleteOrganization,
  organizationAnswer,
  organizationKeys,
  revokeKey,
} from './organization-service.ts';

/** alf.io's admin API v1: the organizations and their keys (the system key's part), then an organization's own. */
export function organizerRoutes(
  ctx: AppContext,
  mailer: Mailer,
  payments: OnlinePayments,
  imports: ReservationImports,
): void {
  organizationRoutes(ctx);
  reservationRoutes(ctx, mailer);
  orderDeskRoutes(ctx, mailer);
  refundRoutes(ctx, payments);
  documentRoutes(ctx);
  importRoutes(ctx, imports);
  configurationRoutes(ctx);
}

function refundRoutes(ctx: AppContext, payments: OnlinePayments): void {
  const { app, db, routeOptions } = ctx;
  const answer = (reply: FastifyReply, outcome: AdminOutcome) => {
    if (outcome.kind === 'not-found') return reply.code(404).send();
    if (outcome.kind === 'refused') return reply.code(400).send(outcome.answer);
    return { status: 'OK' as const, data: true as const, errors: [] };
  };

  bind(
    app,
    endpoints.removeReservation,
    async ({ params, query, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const creditNote = query.issueCreditNote ?? query.refund;
      return answer(reply, await cancelOrder(db, payments, organizer, params, query.refund, creditNote));
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.refundReservation,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await refundOrder(db, payments, organizer, params, body.amount));
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.listEventRefunds,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return (await eventRefunds(db, organizer, params.slug)) ?? reply.code(404).send();
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.markRefundPaid,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await markRefundPaid(db, organizer, params.slug, params.refundId));
    },
    routeOptions,
  );
}

function documentRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;
  const where = (params: {
    purchaseContextType: 'event' | 'subscription';
    publicIdentifier: string;
    reservationId: string;
  }) => ({
    ...params,
    reservationId: params.reservationId.toLowerCase(),
  });

  bind(
    app,
    endpoints.listBillingDocuments,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const documents = await reservationDocuments(db, organizer, where(params));
      return documents ? { status: 'OK' as const, data: documents, errors: [] } : reply.code(404).send();
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.downloadBillingDocument,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const document = await reservationDocument(db, organizer, where(params), params.documentId);
      if (!document) return reply.code(404).send();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(document.filename))
        .header('X-Robots-Tag', 'noindex')
        .send(document.content);
    },
    routeOptions,
  );
}

function organizationRoutes(ctx: AppContext): void {
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
    endpoints.deleteOrganization,
    async ({ params, request, reply }) => {
      const caller = requireSystemKey(request, reply);
      if (!caller) return reply;
      const outcome = await deleteOrganization(db, caller.actor, params.id);
      return reply.code(outcome === 'deleted' ? 200 : outcome === 'in-use' ? 400 : 404).send();
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

function reservationRoutes(ctx: AppContext, mailer: Mailer): void {
  const { app, db, config, routeOptions } = ctx;

  bind(
    app,
    endpoints.createReservation,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const outcome = await createReservationForBuyer(db, organizer, params.slug, body, config.baseUrl);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'refused') return reply.code(400).send(outcome.answer);
      return outcome.answer;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.confirmReservation,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      if (!body.transaction?.paymentProvider) return reply.code(400).send();
      const outcome = await confirmPaymentReceived(
        db,
        organizer,
        params.reservationId.toLowerCase(),
        body.transaction,
        config.baseUrl,
      );
      switch (outcome.kind) {
        case 'confirmed':
          mailer.kick();
          return outcome.answer;
        case 'refused':
          return reply.code(400).send();
        case 'not-found':
          return reply.code(404).send();
      }
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.getReservationDetail,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const detail = await reservationDetail(
        db,
        organizer,
        { ...params, reservationId: params.reservationId.toLowerCase() },
        config.baseUrl,
      );
      return detail ?? reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listEventReservations,
    async ({ params, query, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const list = await eventReservations(db, organizer, params.slug, query.status ?? null);
      return list ?? reply.code(404).send();
    },
    routeOptions,
  );
  bind(
    app,
    endpoints.deleteTicket,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      if (!(await deleteTicket(db, organizer, params.slug, params.ticketUuid))) return reply.code(404).send();
      return true as const;
    },
    routeOptions,
  );
}

function importRoutes(ctx: AppContext, imports: ReservationImports): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.importReservations,
    async ({ params, query, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const outcome = await scheduleReservationImport(db, organizer, params.slug, query.language, body);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'refused') return reply.code(400).send(outcome.answer);
      imports.kick();
      return outcome.answer;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.reservationImportStatus,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const eventId = await findOrganizationEventId(db, organizer.organizationId, params.slug);
      if (eventId === null) return reply.code(404).send();
      const stats = await findImportStats(db, eventId, params.requestId.toLowerCase());
      return stats ?? reply.code(400).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.generateSubscribersTickets,
    async ({ params, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      if (!(await generateSubscribersTickets(db, organizer, params.slug))) return reply.code(404).send();
      imports.kick();
      return true as const;
    },
    routeOptions,
  );
}

function configurationRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;
  const answer = (reply: FastifyReply, outcome: SettingsOutcome) => {
    if (outcome.kind === 'saved') return reply.type('text/plain').send('OK');
    if (outcome.kind === 'invalid') return reply.code(400).type('text/plain').send(outcome.message);
    return reply.code(404).send();
  };

  bind(
    app,
    endpoints.saveOrganizationConfiguration,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      return answer(reply, await saveOrganizerSettings(db, organizer, { organizationId: params.organizationId }, body));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.savePurchaseContextConfiguration,
    async ({ params, body, request, reply }) => {
      const organizer = requireOrganizer(request, reply, { roles: administratorRoles });
      if (!organizer) return reply;
      const target = {
        organizationId: params.organizationId,
        purchaseContext: { type: params.purchaseContextType, publicIdentifier: params.publicIdentifier },
      };
      return answer(reply, await saveOrganizerSettings(db, organizer, target, body));
    },
    routeOptions,
  );
}
