import { accountEndpoints } from './account.ts';
import { billingDocumentEndpoints } from './billing-document.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { checkInEndpoints } from './check-in.ts';
import { checkInAdminEndpoints } from './check-in-admin.ts';
import { emailTemplateEndpoints } from './email-template.ts';
import { eventPageEndpoints } from './event-page.ts';
import { fileEndpoints } from './file.ts';
import { i18nEndpoints } from './i18n.ts';
import { infoEndpoints } from './info.ts';
import { linkRecoveryEndpoints } from './link-recovery.ts';
import { organizerEndpoints } from './organizer.ts';
import { organizerOrderEndpoints } from './organizer-orders.ts';
import { organizerSessionEndpoints } from './organizer-session.ts';
import { organizerUserEndpoints } from './organizer-users.ts';
import { organizerEventEndpoints } from './organizer-events.ts';
import { organizerSubscriptionEndpoints } from './organizer-subscriptions.ts';
import { paymentEndpoints } from './payment.ts';
import { pollEndpoints } from './poll.ts';
import { queueEndpoints } from './queue.ts';
import { reservationEndpoints } from './reservation.ts';
import type { AnyRouteKey } from './endpoint.ts';
import { subscriptionEndpoints } from './subscription.ts';
import { ticketEndpoints } from './ticket.ts';

/** Every endpoint of the public API with its schemas, keyed like `routes`. */
export const endpoints = {
  ...infoEndpoints,
  ...i18nEndpoints,
  ...catalogueEndpoints,
  ...eventPageEndpoints,
  ...linkRecoveryEndpoints,
  ...queueEndpoints,
  ...subscriptionEndpoints,
  ...reservationEndpoints,
  ...paymentEndpoints,
  ...billingDocumentEndpoints,
  ...ticketEndpoints,
  ...checkInEndpoints,
  ...accountEndpoints,
  ...pollEndpoints,
  ...fileEndpoints,
  ...organizerEndpoints,
  ...organizerSessionEndpoints,
  ...organizerOrderEndpoints,
  ...organizerUserEndpoints,
  ...emailTemplateEndpoints,
  ...organizerEventEndpoints,
  ...organizerSubscriptionEndpoints,
  ...checkInAdminEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** Compile-time proof that `endpoints` declares every route and nothing else. */
type Missing = Exclude<AnyRouteKey, EndpointKey>;
type Extra = Exclude<EndpointKey, AnyRouteKey>;
export const endpointsMatchRoutes: [Missing, Extra] extends [never, never] ? true : { missing: Missing; extra: Extra } =
  true;
