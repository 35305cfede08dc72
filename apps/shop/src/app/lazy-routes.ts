import type { QueryClient } from '@tanstack/react-query';
import { createElement, useLayoutEffect, useState, type ComponentType } from 'react';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { countriesQuery, vatCountriesQuery } from '../features/i18n/api.ts';
import type { PurchaseContextKind } from '../features/reservation/api.ts';
import type { ReservationStep } from '../features/reservation/reservation-status.ts';

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * A screen whose code loads when it is first drawn, or earlier through `start`. Until the code is
 * there it draws the page's loading state itself, and once it is there it draws the screen in the
 * same render as the page around it. It does not suspend: a Suspense boundary in Preact keeps the
 * tree it hides aside and cannot take a navigation meanwhile, so a visitor who moved on to a screen
 * already loaded, while the one they left was still loading, was shown an empty page.
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
  function Component(props: P) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // Asked for while drawing, as `lazy` does, so the download does not wait for the commit.
    if (!loaded && !failure) void start().catch(() => undefined);
    useLayoutEffect(() => {
      if (loaded) return;
      let drawn = true;
      start().then(
        () => drawn && setArrived(true),
        (error: unknown) => drawn && setFailure({ error }),
      );
      return () => {
        drawn = false;
      };
    }, []);
    // A screen whose code could not be loaded fails as a `lazy` one does.
    if (failure) throw failure.error;
    return loaded ? createElement(loaded, props) : createElement(PageLoading);
  }
  return { Component, start };
}

/**
 * Screens other than the event page: each loads as its own chunk when a visitor reaches it, and
 * the server names the chunk in the page it serves (`route-chunks.ts` says which pages it draws),
 * so it downloads with the main bundle.
 */
export const Home = preloadable(() => import('./routes/home.tsx')).Component;
export const EventList = preloadable(() => import('./routes/event-list.tsx')).Component;
export const SubscriptionList = preloadable(() => import('./routes/subscription-list.tsx')).Component;
export const Subscription = preloadable(() => import('./routes/subscription.tsx')).Component;
export const Poll = preloadable(() => import('./routes/poll.tsx')).Component;
export const TicketView = preloadable(() => import('./routes/ticket-view.tsx')).Component;
export const TicketUpdate = preloadable(() => import('./routes/ticket-update.tsx')).Component;
export const CheckInWaitingRoom = preloadable(() => import('./routes/check-in-waiting-room.tsx')).Component;
export const MyOrders = preloadable(() => import('./routes/my-orders.tsx')).Component;
export const MyProfile = preloadable(() => import('./routes/my-profile.tsx')).Component;
export const Accessibility = preloadable(() => import('./routes/accessibility.tsx')).Component;

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
