import { lazy, type ComponentType } from 'react';
import type { ReservationStep } from '../features/reservation/reservation-status.ts';

/** Screens beyond the first one: each loads as its own chunk when a visitor reaches it. */
export const SubscriptionList = lazy(() => import('./routes/subscription-list.tsx'));
export const Subscription = lazy(() => import('./routes/subscription.tsx'));
export const Poll = lazy(() => import('./routes/poll.tsx'));
export const TicketView = lazy(() => import('./routes/ticket-view.tsx'));
export const TicketUpdate = lazy(() => import('./routes/ticket-update.tsx'));
export const CheckInWaitingRoom = lazy(() => import('./routes/check-in-waiting-room.tsx'));
export const MyOrders = lazy(() => import('./routes/my-orders.tsx'));
export const MyProfile = lazy(() => import('./routes/my-profile.tsx'));
export const Accessibility = lazy(() => import('./routes/accessibility.tsx'));

/** The children of `…/reservation/:reservationId/`, the same for events and subscriptions. */
export const reservationSteps = {
  book: lazy(() => import('./routes/reservation-book.tsx')),
  overview: lazy(() => import('./routes/reservation-overview.tsx')),
  'waiting-payment': lazy(() => import('./routes/reservation-waiting-payment.tsx')),
  'waiting-custom-payment': lazy(() => import('./routes/reservation-waiting-custom-payment.tsx')),
  'deferred-payment': lazy(() => import('./routes/reservation-deferred-payment.tsx')),
  'processing-payment': lazy(() => import('./routes/reservation-processing-payment.tsx')),
  success: lazy(() => import('./routes/reservation-success.tsx')),
  'not-found': lazy(() => import('./routes/reservation-not-found.tsx')),
  error: lazy(() => import('./routes/reservation-error.tsx')),
} satisfies Record<ReservationStep, ComponentType>;
