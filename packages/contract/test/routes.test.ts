import { describe, expect, it } from 'vitest';
import { reservationStatuses } from '../src/enums.ts';
import { organizerRoutes } from '../src/organizer-routes.ts';
import { buildPath, matchPath, pagePaths, reservationStepFor, reservationSteps, routes } from '../src/routes.ts';

describe('buildPath', () => {
  it('fills every placeholder', () => {
    expect(
      buildPath(routes.resendReservationEmail.path, {
        purchaseContextType: 'event',
        publicIdentifier: 'jszurich-2026',
        reservationId: '5b0c1d6e-8f3a-4c2b-9e7d-1a2b3c4d5e6f',
      }),
    ).toBe('/api/v2/public/event/jszurich-2026/reservation/5b0c1d6e-8f3a-4c2b-9e7d-1a2b3c4d5e6f/re-send-email');
  });

  it('encodes each value as a single path segment', () => {
    expect(buildPath(routes.applyCodeLink.path, { eventName: 'a/b c', code: '50%?#' })).toBe(
      '/api/v2/public/event/a%2Fb%20c/code/50%25%3F%23',
    );
    expect(buildPath(routes.getCalendar.path, { eventName: 'zürich', locale: 'de' })).toBe(
      '/api/v2/public/event/z%C3%BCrich/calendar/de',
    );
  });

  it('accepts numbers', () => {
    expect(buildPath(routes.getPoll.path, { eventName: 'e', pollId: 7 })).toBe('/api/v2/public/event/e/poll/7');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(routes.getEvent.path, {} as { eventName: string })).toThrow(/eventName/);
  });
});

/** alf.io's public API v2, method and path, written out by hand so a typo in `routes.ts` shows. */
const contractIndex = [
  'GET /api/v2/info',
  'GET /api/v2/public/info',
  'GET /api/v2/public/i18n/bundle/{lang}',
  'GET /api/v2/public/i18n/languages',
  'GET /api/v2/public/i18n/countries/{lang}',
  'GET /api/v2/public/i18n/countries-vat/{lang}',
  'GET /api/v2/public/i18n/eu-countries-vat/{lang}',
  'GET /api/v2/public/events',
  'GET /api/v2/public/subscriptions',
  'GET /api/v2/public/event/{eventName}',
  'GET /api/v2/public/event/{eventName}/ticket-categories',
  'GET /api/v2/public/event/{eventName}/validate-code',
  'POST /api/v2/public/event/{eventName}/check-discount',
  'POST /api/v2/public/event/{eventName}/reserve-tickets',
  'POST /api/v2/public/event/{eventName}/waiting-list/subscribe',
  'GET /api/v2/public/event/{eventName}/calendar/{locale}',
  'GET /api/v2/public/event/{eventName}/code/{code}',
  'GET /api/v2/public/subscription/{id}',
  'POST /api/v2/public/subscription/{id}',
  'GET /api/v2/public/reservation/{reservationId}',
  'GET /api/v2/public/reservation/{reservationId}/status',
  'DELETE /api/v2/public/reservation/{reservationId}',
  'POST /api/v2/public/reservation/{reservationId}/validate-to-overview',
  'POST /api/v2/public/reservation/{reservationId}/back-to-booking',
  'POST /api/v2/public/reservation/{reservationId}',
  'POST /api/v2/public/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}/re-send-email',
  'POST /api/v2/public/reservation/{reservationId}/payment/{method}/init',
  'GET /api/v2/public/reservation/{reservationId}/payment/{method}/status',
  'GET /api/v2/public/reservation/{reservationId}/transaction/force-check',
  'GET /api/v2/public/event/{eventName}/reservation/{reservationId}/transaction/force-check',
  'DELETE /api/v2/public/reservation/{reservationId}/payment/token',
  'DELETE /api/v2/public/reservation/{reservationId}/payment',
  'GET /api/v2/public/reservation/{reservationId}/applicable-custom-payment-method-details',
  'GET /api/v2/public/reservation/{reservationId}/selected-custom-payment-method-details',
  'POST /api/v2/public/reservation/{reservationId}/apply-code',
  'DELETE /api/v2/public/reservation/{reservationId}/remove-code',
  'GET /api/v2/public/event/{eventName}/reservation/{reservationId}/invoice',
  'GET /api/v2/public/event/{eventName}/reservation/{reservationId}/receipt',
  'GET /api/v2/public/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}/invoice',
  'GET /api/v2/public/event/{eventName}/ticket/{ticketUuid}',
  'GET /api/v2/public/event/{eventName}/ticket/{ticketUuid}/full',
  'POST /api/v2/public/event/{eventName}/ticket/{ticketUuid}/send-ticket-by-email',
  'PUT /api/v2/public/event/{eventName}/ticket/{ticketUuid}',
  'DELETE /api/v2/public/event/{eventName}/ticket/{ticketUuid}',
  'GET /api/v2/public/event/{eventName}/ticket/{ticketUuid}/code/{checkInCode}/check-in-info',
  'GET /api/v2/public/event/{eventName}/ticket/{ticketUuid}/code.png',
  'GET /api/v2/public/event/{eventName}/ticket/{ticketUuid}/download-ticket',
  'GET /api/wallet/event/{eventName}/v1/version/passes/{ticketUuid}',
  'GET /api/pass/event/{eventName}/v1/version/passes/{ticketUuid}',
  'GET /api/v2/public/user/authentication-enabled',
  'GET /api/v2/public/user/me',
  'POST /api/v2/public/user/me',
  'DELETE /api/v2/public/user/me',
  'POST /api/v2/public/user/logout',
  'GET /api/v2/public/user/reservations',
  'GET /api/v2/public/event/{eventName}/poll',
  'GET /api/v2/public/event/{eventName}/poll/{pollId}',
  'POST /api/v2/public/event/{eventName}/poll/{pollId}/answer',
  'GET /file/{digest}',
];

/** Endpoints alf.io does not have, which the shop and the server add. */
const ownAdditions = [
  'GET /api/v2/public/event/{eventName}/reservation/{reservationId}/tickets-pdf',
  'POST /api/v2/public/event/{eventName}/reservation-links',
  'POST /api/v2/public/reservation/{reservationId}/extend-hold',
  'POST /api/v2/public/event/{eventName}/queue',
  'GET /api/v2/public/event/{eventName}/availability-stream',
  'GET /api/v2/public/reservation/{reservationId}/paid-cancellation',
  'POST /api/v2/public/reservation/{reservationId}/paid-cancellation',
  'GET /api/v2/public/event/{eventName}/ticket/{ticketUuid}/paid-cancellation',
  'POST /api/v2/public/event/{eventName}/ticket/{ticketUuid}/paid-cancellation',
  'GET /api/v2/public/reservation/{reservationId}/email-delivery',
  'PUT /api/v2/public/reservation/{reservationId}/email-delivery',
];

/** alf.io's admin API v1 for organizers' programs, with our own additions to it marked. */
const organizerApi = [
  'POST /api/v1/admin/subscription/{subscriptionId}/reservation',
  'GET /api/v1/admin/event/{slug}/subscriptions',
  'PUT /api/v1/admin/event/{slug}/subscriptions',
  'POST /api/v1/admin/subscription/create',
  'POST /api/v1/admin/subscription/{subscriptionId}/update',
  'GET /api/v1/admin/subscription/list',
  'GET /api/v1/admin/subscription/{subscriptionId}',
  'DELETE /api/v1/admin/subscription/{subscriptionId}/deactivate',
  'DELETE /api/v1/admin/subscription/{subscriptionId}/reservation/delete-subscription/{subscriptionToDelete}',
  'GET /api/v1/admin/subscription/{subscriptionId}/events',
  'POST /api/v1/admin/subscription/{subscriptionId}/events',
  'POST /api/v1/admin/event/{slug}/reservation',
  'POST /api/v1/admin/event/{slug}/reservation/import',
  'GET /api/v1/admin/event/{slug}/reservation/bulk/{requestId}/status',
  'POST /api/v1/admin/event/{slug}/generate-subscribers-tickets',
  'POST /api/v1/admin/system/organization/create',
  'GET /api/v1/admin/system/organization/list',
  'GET /api/v1/admin/system/organization/{id}',
  'POST /api/v1/admin/system/organization/{id}',
  'PUT /api/v1/admin/system/organization/{id}/api-key',
  'DELETE /api/v1/admin/system/organization/{id}',
  // ours
  'GET /api/v1/admin/system/organization/{id}/api-key',
  'DELETE /api/v1/admin/system/organization/{id}/api-key/{apiKey}',
  'POST /api/v1/admin/event/create',
  'POST /api/v1/admin/event/update/{slug}',
  'GET /api/v1/admin/event/list',
  'GET /api/v1/admin/event/{slug}/stats',
  'GET /api/v1/admin/event/{slug}/download-attendees',
  'GET /api/v1/admin/event/{slug}/check-in-log',
  // ours: the back office's editor, dashboard and attendee list
  'GET /api/v1/admin/event/{slug}/setup',
  'GET /api/v1/admin/event/{slug}/sales',
  'GET /api/v1/admin/event/{slug}/attendees',
  'GET /api/v1/admin/event/{slug}/attendees/export',
  'DELETE /api/v1/admin/event/{slug}',
  // ours
  'PUT /api/v1/admin/event/{slug}/status',
  'PUT /api/v1/admin/reservation/{reservationId}/confirm',
  'GET /api/v1/admin/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}',
  'DELETE /api/v1/admin/event/{slug}/reservation/delete-ticket/{ticketUuid}',
  'PUT /api/v1/admin/configuration/organization/{organizationId}',
  'PUT /api/v1/admin/configuration/organization/{organizationId}/{purchaseContextType}/{publicIdentifier}',
  // ours
  'GET /api/v1/admin/event/{slug}/reservations',
  // ours
  'GET /api/v1/admin/event/{slug}/waiting-list',
  // ours
  'GET /api/v1/admin/event/{slug}/refunds',
  'POST /api/v1/admin/event/{slug}/refunds/{refundId}/paid',
  // ours: the back office's orders
  'GET /api/v1/admin/event/{slug}/orders',
  'GET /api/v1/admin/event/{slug}/orders/{reservationId}',
  'POST /api/v1/admin/event/{slug}/orders/{reservationId}/resend-confirmation',
  'PUT /api/v1/admin/event/{slug}/orders/{reservationId}/ticket/{ticketUuid}',
  'POST /api/v1/admin/event/{slug}/orders/{reservationId}/on-site-payment',
];

/** alf.io's back-office operations on an order's money, written out from its controller. */
const reservationAdminApi = [
  'POST /admin/api/reservation/{purchaseContextType}/{publicIdentifier}/{reservationId}/cancel',
  'POST /admin/api/reservation/{purchaseContextType}/{publicIdentifier}/{reservationId}/refund',
];

// Ours: the back office's password sign-in, outside the admin API's prefix, which only keys may call.
const organizerSessionApi = [
  'POST /api/v1/organizer/session',
  'DELETE /api/v1/organizer/session',
  'GET /api/v1/organizer/session',
  'GET /api/v1/organizer/session/methods',
  'PUT /api/v1/organizer/session/password',
  'GET /api/v1/organizer/session/organizations',
  'PUT /api/v1/organizer/session/organization',
  'GET /api/v1/organizer/invitation/{token}',
  'POST /api/v1/organizer/invitation/{token}',
];

/** Ours: an owner's people, invitations and organization settings in the back office. */
const organizerUsersApi = [
  'GET /api/v1/admin/organization/users',
  'PUT /api/v1/admin/organization/users/{userId}/role',
  'DELETE /api/v1/admin/organization/users/{userId}',
  'POST /api/v1/admin/organization/invitations',
  'DELETE /api/v1/admin/organization/invitations/{invitationId}',
  'GET /api/v1/admin/organization',
  'PUT /api/v1/admin/organization',
  'GET /api/v1/admin/organization/email-templates',
  'PUT /api/v1/admin/organization/email-templates/{template}/{language}',
  'GET /api/v1/admin/event/{slug}/email-templates',
  'PUT /api/v1/admin/event/{slug}/email-templates/{template}/{language}',
];

/** alf.io's check-in API for its scan app, written out from its controller, with the events it lists. */
const checkInApi = [
  'GET /admin/api/events',
  'GET /admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}',
  'GET /admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/status',
  'POST /admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}',
  'POST /admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/manual-check-in',
  'POST /admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/revert-check-in',
  'POST /admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/confirm-on-site-payment',
  'GET /admin/api/check-in/event/{eventName}/statistics',
  'GET /admin/api/check-in/{eventName}/offline-identifiers',
  'POST /admin/api/check-in/{eventName}/offline',
  'POST /admin/api/check-in/event/{eventName}/bulk',
];

describe('matchPath', () => {
  it('reads back what buildPath wrote, decoded', () => {
    const params = { eventShortName: 'zürich 2026', ticketId: 'a/b' };
    expect(matchPath(pagePaths.ticketView, buildPath(pagePaths.ticketView, params))).toEqual(params);
  });

  it('refuses a path of another shape, an empty segment or a broken escape', () => {
    expect(matchPath(pagePaths.ticketView, '/event/demo/ticket/t1/update')).toBeNull();
    expect(matchPath(pagePaths.ticketView, '/event//ticket/t1/view')).toBeNull();
    expect(matchPath(pagePaths.event, '/event/%E0%A4%A')).toBeNull();
  });
});

const declaredIn = (table: Record<string, { method: string; path: string }>) =>
  Object.values(table).map(({ method, path }) => `${method} ${path}`);

describe('routes', () => {
  it('the shop loads exactly the endpoints of the contract index and our own additions, each once', () => {
    const declared = declaredIn(routes);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual([...contractIndex, ...ownAdditions].sort());
  });

  it("the organizer's are alf.io's admin API v1, check-in API and order operations, and the back office's sign-in, kept out of the shop's table", () => {
    const declared = declaredIn(organizerRoutes);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual(
      [...organizerApi, ...organizerSessionApi, ...organizerUsersApi, ...checkInApi, ...reservationAdminApi].sort(),
    );
    expect(Object.keys(routes).filter((key) => key in organizerRoutes)).toEqual([]);
  });
});

describe('reservationStepFor', () => {
  it('maps every status to one of the reservation pages, a custom offline payment to its waiting page', () => {
    const expected: Record<string, string> = {
      PENDING: 'book',
      IN_PAYMENT: 'error',
      EXTERNAL_PROCESSING_PAYMENT: 'processing-payment',
      WAITING_EXTERNAL_CONFIRMATION: 'processing-payment',
      CUSTOM_OFFLINE_PAYMENT: 'waiting-custom-payment',
      OFFLINE_PAYMENT: 'waiting-payment',
      DEFERRED_OFFLINE_PAYMENT: 'deferred-payment',
      FINALIZING: 'success',
      OFFLINE_FINALIZING: 'waiting-payment',
      COMPLETE: 'success',
      STUCK: 'error',
      CANCELLED: 'not-found',
      CREDIT_NOTE_ISSUED: 'not-found',
    };
    expect(
      Object.fromEntries(reservationStatuses.map((status) => [status, reservationStepFor(status, false)])),
    ).toEqual(expected);
    expect(reservationStepFor('PENDING', true)).toBe('overview');
    for (const status of reservationStatuses) expect(reservationSteps).toContain(reservationStepFor(status, true));
  });
});
