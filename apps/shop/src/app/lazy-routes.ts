import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import { countriesQuery, vatCountriesQuery } from '../features/i18n/api.ts';
import type { PurchaseContextKind } from '../features/reservation/api.ts';
import type { ReservationStep } from '../features/reservation/reservation-status.ts';

/**
 * Screens other than the event page: each loads as its own chunk when a visitor reaches it, and
 * the server names the chunk in the page it serves (`route-chunks.ts` says which pages it draws),
 * so it downloads with the main bundle.
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

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * A lazily loaded component that draws in the same render as the page around it once its code is
 * there. `lazy` suspends on its first render even then, and a page that has shown its spinner
 * reveals what comes after it no sooner than about 300 ms later. Until the code is there, it is `lazy`'s.
 */
function preloadable<P extends object = object>(
  load: () => Promise<ComponentModule<P>>,
): {
  Component: ComponentType<P>;
  start(): Promise<ComponentModule<P>>;
} {
  let loading: Promise<ComponentModule<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy: ComponentType<P> = lazy(start);
  function Component(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component, start };
}

/** What every reservation step sits in: its code is needed only once a visitor has a reservation. */
const reservationScope = preloadable<{ type: PurchaseContextKind }>(() =>
  import('./guards/reservation-scope.tsx').then((module) => ({ default: module.ReservationScope })),
);
export const ReservationScope = reservationScope.Component;

const stepScreens = {
  book: preloadable(() => import('./routes/reservation-book.tsx')),
  overview: preloadable(() => import('./routes/reservation-overview.tsx')),
  'waiting-payment': preloadable(() => import('./routes/reservation-waiting-payment.tsx')),
  'waiting-custom-payment': preloadable(() => import('./routes/reservation-waiting-custom-payment.tsx')),
  'deferred-payment': preloadable(() => import('./routes/reservation-deferred-payment.tsx')),
  'processing-payment': preloadable(() => import('./routes/reservation-processing-payment.tsx')),
  success: preloadable(() => import('./routes/reservation-success.tsx')),
  'not-found': preloadable(() => import('./routes/reservation-not-found.tsx')),
  error: preloadable(() => import('./routes/reservation-error.tsx')),
} satisfies Record<ReservationStep, ReturnType<typeof preloadable>>;

/** The children of `…/reservation/:reservationId/`, the same for events and subscriptions. */
export const reservationSteps = Object.fromEntries(
  Object.entries(stepScreens).map(([step, { Component }]) => [step, Component]),
) as Record<ReservationStep, ComponentType>;

/**
 * Starts loading a step's code ahead of its rendering, with the data it shows besides the
 * reservation: on arrival, alongside the status check that decides whether it shows, and when
 * the visitor starts on what leads to it. The queries keep their answers for the screen. Resolves
 * once the code of the step and of the scope around it is there, or could not be loaded; at once
 * for a step that does not exist.
 */
export function preloadReservationStep(
  step: string,
  queryClient: QueryClient,
  lang: string | undefined,
): Promise<void> {
  if (step === 'book' && lang) {
    void queryClient.prefetchQuery(countriesQuery(lang));
    void queryClient.prefetchQuery(vatCountriesQuery(lang));
  }
  if (!(step in stepScreens)) return Promise.resolve();
  return Promise.all([reservationScope.start(), stepScreens[step as ReservationStep].start()]).then(
    () => undefined,
    () => undefined,
  );
}
