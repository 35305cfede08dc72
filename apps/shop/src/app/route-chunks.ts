import type { legacyReservationSteps, pagePaths, ReservationStep } from '@shop/contract/routes';

type PageName = keyof typeof pagePaths;
type StepName = ReservationStep | (typeof legacyReservationSteps)[number];

/**
 * The module drawing each page the route table (`lazy-routes.ts`) loads lazily, relative to this
 * folder. The build writes these page names into its manifest beside each module's chunk, where
 * the server reads them to name a page's chunks as preloads in the page it serves. Pages missing
 * here are drawn by the main bundle itself, or (a buyer's orders and profile) wait for the sign-in
 * check, which a signed-out visitor does not pass: their code would be loaded for nothing. The
 * build reads this file as it is: only type imports.
 */
const pageModules: Partial<Record<PageName, string>> = {
  home: './routes/home.tsx',
  organizerHome: './routes/home.tsx',
  eventList: './routes/event-list.tsx',
  organizerEventList: './routes/event-list.tsx',
  subscriptionList: './routes/subscription-list.tsx',
  organizerSubscriptionList: './routes/subscription-list.tsx',
  accessibility: './routes/accessibility.tsx',
  poll: './routes/poll.tsx',
  pollQuestion: './routes/poll.tsx',
  ticketView: './routes/ticket-view.tsx',
  ticketUpdate: './routes/ticket-update.tsx',
  checkInWaitingRoom: './routes/check-in-waiting-room.tsx',
  subscription: './routes/subscription.tsx',
};

/** What every reservation step is drawn inside, loaded lazily like the steps. */
const reservationScopeModule = './guards/reservation-scope.tsx';
const reservationPages = ['eventReservation', 'subscriptionReservation'] as const satisfies PageName[];

/** Each step's module; the legacy step name leads to the waiting-payment one. */
const stepModules: Record<StepName, string> = {
  book: './routes/reservation-book.tsx',
  overview: './routes/reservation-overview.tsx',
  'waiting-payment': './routes/reservation-waiting-payment.tsx',
  waitingPayment: './routes/reservation-waiting-payment.tsx',
  'waiting-custom-payment': './routes/reservation-waiting-custom-payment.tsx',
  'deferred-payment': './routes/reservation-deferred-payment.tsx',
  'processing-payment': './routes/reservation-processing-payment.tsx',
  success: './routes/reservation-success.tsx',
  'not-found': './routes/reservation-not-found.tsx',
  error: './routes/reservation-error.tsx',
};

/**
 * Each lazily loaded module with the pages it draws: a page's name, or for a reservation step
 * `eventReservation/book`, a page drawn by the scope's module and the step's together.
 */
export function routeChunkPages(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const add = (module: string, page: string) => pages.set(module, [...(pages.get(module) ?? []), page]);
  for (const [page, module] of Object.entries(pageModules)) add(module, page);
  for (const page of reservationPages) {
    add(reservationScopeModule, page);
    for (const [step, module] of Object.entries(stepModules)) add(module, `${page}/${step}`);
  }
  return pages;
}
