import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { countriesQuery, vatCountriesQuery } from '../features/i18n/api.ts';
import type { ReservationStep } from '../features/reservation/reservation-status.ts';

/**
 * Screens other than the event page: each loads as its own chunk when a visitor reaches it, and
 * the server names the chunk in the page it serves, so it downloads with the main bundle.
 */
export const Home = lazy(() => import('./routes/home.tsx'));
export const EventList = lazy(() => import('./routes/event-list.tsx'));
export const SubscriptionList = lazy(() => import('./routes/subscription-list.tsx'));
export const Subscription = lazy(() => import('./routes/subscription.tsx'));
export const Poll = lazy(() => import('./routes/poll.tsx'));
export const TicketView = lazy(() => import('./routes/ticket-view.tsx'));
export const TicketUpdate = lazy(() => import('./routes/ticket-update.tsx'));
export const CheckInWaitingRoom = lazy(() => import('./routes/check-in-waiting-room.tsx'));
export const MyOrders = lazy(() => import('./routes/my-orders.tsx'));
export const MyProfile = lazy(() => import('./routes/my-profile.tsx'));
export const Accessibility = lazy(() => import('./routes/accessibility.tsx'));

const stepModules = {
  book: () => import('./routes/reservation-book.tsx'),
  overview: () => import('./routes/reservation-overview.tsx'),
  'waiting-payment': () => import('./routes/reservation-waiting-payment.tsx'),
  'waiting-custom-payment': () => import('./routes/reservation-waiting-custom-payment.tsx'),
  'deferred-payment': () => import('./routes/reservation-deferred-payment.tsx'),
  'processing-payment': () => import('./routes/reservation-processing-payment.tsx'),
  success: () => import('./routes/reservation-success.tsx'),
  'not-found': () => import('./routes/reservation-not-found.tsx'),
  error: () => import('./routes/reservation-error.tsx'),
} satisfies Record<ReservationStep, () => Promise<{ default: ComponentType }>>;

/** The children of `…/reservation/:reservationId/`, the same for events and subscriptions. */
export const reservationSteps = {
  book: lazy(stepModules.book),
  overview: lazy(stepModules.overview),
  'waiting-payment': lazy(stepModules['waiting-payment']),
  'waiting-custom-payment': lazy(stepModules['waiting-custom-payment']),
  'deferred-payment': lazy(stepModules['deferred-payment']),
  'processing-payment': lazy(stepModules['processing-payment']),
  success: lazy(stepModules.success),
  'not-found': lazy(stepModules['not-found']),
  error: lazy(stepModules.error),
} satisfies Record<ReservationStep, ComponentType>;

/**
 * Starts loading a step's code ahead of its rendering, with the data it shows besides the
 * reservation: on arrival, alongside the status check that decides whether it shows, and when
 * the visitor starts on what leads to it. The browser loads a module once, so the later `lazy`
 * import finds it ready; the queries keep their answers for the screen.
 */
export function preloadReservationStep(step: string, queryClient: QueryClient, lang: string | undefined): void {
  if (!(step in stepModules)) return;
  void stepModules[step as ReservationStep]().catch(() => undefined);
  if (step === 'book' && lang) {
    void queryClient.prefetchQuery(countriesQuery(lang));
    void queryClient.prefetchQuery(vatCountriesQuery(lang));
  }
}
