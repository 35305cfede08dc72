/**
 * Method and path of the organizer's endpoints: alf.io's admin API v1 and its check-in API, for
 * organizers' programs and the scan app at the door. They live apart from `routes.ts`, which the
 * shop loads at run time, so no buyer downloads them; `endpoint()` reads both tables.
 */
import { route, type Route } from './routes.ts';

export const organizerRoutes = {
  // organizer: alf.io's admin API v1, for organizers' programs (organizer.ts)
  createOrganization: route('POST', '/api/v1/admin/system/organization/create'),
  listOrganizations: route('GET', '/api/v1/admin/system/organization/list'),
  getOrganization: route('GET', '/api/v1/admin/system/organization/{id}'),
  updateOrganization: route('POST', '/api/v1/admin/system/organization/{id}'),
  deleteOrganization: route('DELETE', '/api/v1/admin/system/organization/{id}'),
  createApiKey: route('PUT', '/api/v1/admin/system/organization/{id}/api-key'),
  // Ours, not alf.io's: the organization's keys, without the keys themselves.
  listApiKeys: route('GET', '/api/v1/admin/system/organization/{id}/api-key'),
  revokeApiKey: route('DELETE', '/api/v1/admin/system/organization/{id}/api-key/{apiKey}'),

  // Ours, not alf.io's: signing organizer staff in to the back office with a password
  // (organizer-session.ts). Outside the admin API's prefix, which only keys may call.
  organizerSignIn: route('POST', '/api/v1/organizer/session'),
  organizerSignOut: route('DELETE', '/api/v1/organizer/session'),
  organizerSession: route('GET', '/api/v1/organizer/session'),
  organizerSignInMethods: route('GET', '/api/v1/organizer/session/methods'),
  changeOrganizerPassword: route('PUT', '/api/v1/organizer/session/password'),
  organizerMemberships: route('GET', '/api/v1/organizer/session/organizations'),
  switchOrganizerOrganization: route('PUT', '/api/v1/organizer/session/organization'),
  organizerInvitation: route('GET', '/api/v1/organizer/invitation/{token}'),
  acceptOrganizerInvitation: route('POST', '/api/v1/organizer/invitation/{token}'),

  // Ours, not alf.io's: the people of the caller's organization and its own settings, for an owner
  // (organizer-users.ts).
  listOrganizationUsers: route('GET', '/api/v1/admin/organization/users'),
  changeOrganizationUserRole: route('PUT', '/api/v1/admin/organization/users/{userId}/role'),
  removeOrganizationUser: route('DELETE', '/api/v1/admin/organization/users/{userId}'),
  inviteOrganizationUser: route('POST', '/api/v1/admin/organization/invitations'),
  revokeOrganizationInvitation: route('DELETE', '/api/v1/admin/organization/invitations/{invitationId}'),
  getOrganizationSettings: route('GET', '/api/v1/admin/organization'),
  updateOrganizationSettings: route('PUT', '/api/v1/admin/organization'),

  // Ours, not alf.io's: the organizer's wording of the e-mails, for the organization and per event
  // (email-template.ts).
  listEmailTemplates: route('GET', '/api/v1/admin/organization/email-templates'),
  saveEmailTemplate: route('PUT', '/api/v1/admin/organization/email-templates/{template}/{language}'),
  listEventEmailTemplates: route('GET', '/api/v1/admin/event/{slug}/email-templates'),
  saveEventEmailTemplate: route('PUT', '/api/v1/admin/event/{slug}/email-templates/{template}/{language}'),

  // organizer-events: alf.io's admin API v1 for an organization's events (organizer-events.ts)
  createOrganizerEvent: route('POST', '/api/v1/admin/event/create'),
  updateOrganizerEvent: route('POST', '/api/v1/admin/event/update/{slug}'),
  listOrganizerEvents: route('GET', '/api/v1/admin/event/list'),
  organizerEventStats: route('GET', '/api/v1/admin/event/{slug}/stats'),
  organizerEventAttendees: route('GET', '/api/v1/admin/event/{slug}/download-attendees'),
  organizerEventCheckInLog: route('GET', '/api/v1/admin/event/{slug}/check-in-log'),
  // Ours, not alf.io's: the back office's editor, dashboard and attendee list.
  organizerEventSetup: route('GET', '/api/v1/admin/event/{slug}/setup'),
  organizerEventSales: route('GET', '/api/v1/admin/event/{slug}/sales'),
  listOrganizerEventAttendees: route('GET', '/api/v1/admin/event/{slug}/attendees'),
  exportOrganizerEventAttendees: route('GET', '/api/v1/admin/event/{slug}/attendees/export'),
  deleteOrganizerEvent: route('DELETE', '/api/v1/admin/event/{slug}'),
  // Ours, not alf.io's: the event's waiting list, which alf.io's back office loads from its own API.
  listOrganizerWaitingList: route('GET', '/api/v1/admin/event/{slug}/waiting-list'),
  // Ours, not alf.io's: puts an event on sale, which alf.io does from its back office.
  setOrganizerEventStatus: route('PUT', '/api/v1/admin/event/{slug}/status'),
  createReservation: route('POST', '/api/v1/admin/event/{slug}/reservation'),
  confirmReservation: route('PUT', '/api/v1/admin/reservation/{reservationId}/confirm'),
  importReservations: route('POST', '/api/v1/admin/event/{slug}/reservation/import'),
  reservationImportStatus: route('GET', '/api/v1/admin/event/{slug}/reservation/bulk/{requestId}/status'),
  generateSubscribersTickets: route('POST', '/api/v1/admin/event/{slug}/generate-subscribers-tickets'),
  getReservationDetail: route(
    'GET',
    '/api/v1/admin/{purchaseContextType}/{publicIdentifier}/reservation/{reservationId}',
  ),
  // Ours, not alf.io's: an event's orders.
  listEventReservations: route('GET', '/api/v1/admin/event/{slug}/reservations'),
  // Ours, not alf.io's: the back office's orders of an event (organizer-orders.ts).
  searchEventOrders: route('GET', '/api/v1/admin/event/{slug}/orders'),
  eventOrder: route('GET', '/api/v1/admin/event/{slug}/orders/{reservationId}'),
  resendOrderConfirmation: route('POST', '/api/v1/admin/event/{slug}/orders/{reservationId}/resend-confirmation'),
  changeOrderAttendee: route('PUT', '/api/v1/admin/event/{slug}/orders/{reservationId}/ticket/{ticketUuid}'),
  confirmOrderOnSitePayment: route('POST', '/api/v1/admin/event/{slug}/orders/{reservationId}/on-site-payment'),
  deleteTicket: route('DELETE', '/api/v1/admin/event/{slug}/reservation/delete-ticket/{ticketUuid}'),
  // alf.io's back-office API for an order's money (its AdminReservationApiController)
  removeReservation: route(
    'POST',
    '/admin/api/reservation/{purchaseContextType}/{publicIdentifier}/{reservationId}/cancel',
  ),
  refundReservation: route(
    'POST',
    '/admin/api/reservation/{purchaseContextType}/{publicIdentifier}/{reservationId}/refund',
  ),
  // Ours, not alf.io's: the refunds of an event's orders, owed, requested and given.
  listEventRefunds: route('GET', '/api/v1/admin/event/{slug}/refunds'),
  // Ours: the organizer has paid a requested refund back (a bank transfer) and records it.
  markRefundPaid: route('POST', '/api/v1/admin/event/{slug}/refunds/{refundId}/paid'),
  saveOrganizationConfiguration: route('PUT', '/api/v1/admin/configuration/organization/{organizationId}'),
  savePurchaseContextConfiguration: route(
    'PUT',
    '/api/v1/admin/configuration/organization/{organizationId}/{purchaseContextType}/{publicIdentifier}',
  ),

  // organizer-subscriptions: alf.io's admin API v1 for an organization's subscriptions (organizer-subscriptions.ts)
  createOrganizerSubscription: route('POST', '/api/v1/admin/subscription/create'),
  updateOrganizerSubscription: route('POST', '/api/v1/admin/subscription/{subscriptionId}/update'),
  // Ours, not alf.io's: the organization's subscriptions.
  listOrganizerSubscriptions: route('GET', '/api/v1/admin/subscription/list'),
  getOrganizerSubscription: route('GET', '/api/v1/admin/subscription/{subscriptionId}'),
  deactivateOrganizerSubscription: route('DELETE', '/api/v1/admin/subscription/{subscriptionId}/deactivate'),
  getSubscriptionLinkedEvents: route('GET', '/api/v1/admin/subscription/{subscriptionId}/events'),
  linkSubscriptionEvents: route('POST', '/api/v1/admin/subscription/{subscriptionId}/events'),
  createSubscriptionReservation: route('POST', '/api/v1/admin/subscription/{subscriptionId}/reservation'),
  deleteSubscription: route(
    'DELETE',
    '/api/v1/admin/subscription/{subscriptionId}/reservation/delete-subscription/{subscriptionToDelete}',
  ),
  getEventLinkedSubscriptions: route('GET', '/api/v1/admin/event/{slug}/subscriptions'),
  linkEventSubscriptions: route('PUT', '/api/v1/admin/event/{slug}/subscriptions'),

  // check-in at the door: alf.io's check-in API, for its scan app (check-in-admin.ts)
  listCheckInEvents: route('GET', '/admin/api/events'),
  lookUpCheckIn: route('GET', '/admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}'),
  checkInTicketStatus: route('GET', '/admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/status'),
  checkInTicket: route('POST', '/admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}'),
  manualCheckIn: route('POST', '/admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/manual-check-in'),
  revertCheckIn: route('POST', '/admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/revert-check-in'),
  confirmOnSitePayment: route(
    'POST',
    '/admin/api/check-in/event/{eventName}/ticket/{ticketIdentifier}/confirm-on-site-payment',
  ),
  checkInStatistics: route('GET', '/admin/api/check-in/event/{eventName}/statistics'),
  offlineIdentifiers: route('GET', '/admin/api/check-in/{eventName}/offline-identifiers'),
  offlineTickets: route('POST', '/admin/api/check-in/{eventName}/offline'),
  bulkCheckIn: route('POST', '/admin/api/check-in/event/{eventName}/bulk'),
} as const satisfies Record<string, Route>;

export type OrganizerRouteKey = keyof typeof organizerRoutes;

/**
 * The back office's sign-in through the identity provider, which the browser walks itself: the
 * sign-in button's link, and the callback registered at the provider as a redirect URI. A
 * refusal comes back to the back office as `/admin/?sign-in-problem=…` (`OrganizerOpenIdProblem`).
 */
export const organizerBrowserPaths = {
  openIdSignIn: '/admin/openid/authentication',
  openIdCallback: '/admin/openid/callback',
} as const;

/** The query parameter of the back office's address that names why the provider's sign-in failed. */
export const SIGN_IN_PROBLEM_PARAMETER = 'sign-in-problem';
