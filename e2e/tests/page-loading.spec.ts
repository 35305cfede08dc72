import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  englishBundle,
  message,
  releaseReservation,
  reservationIdOf,
  reservationStep,
  reserve,
  ticketCard,
  type Visit,
} from './checkout.ts';
import { expect, test } from './fixtures.ts';

const isStatusRequest = (request: Request) =>
  /\/api\/v2\/public\/reservation\/[0-9a-f-]{36}\/status$/.test(request.url());
const isReservationRequest = (request: Request, reservationId: string | undefined) =>
  new URL(request.url()).pathname === `/api/v2/public/reservation/${reservationId}`;

const isAvailabilityStream = (request: Request) => new URL(request.url()).pathname.endsWith('/availability-stream');

/**
 * What the browser asks this server for from now on (pages, code, styles, images, API calls), by
 * address; the availability stream is apart, it is a connection kept open rather than a load.
 */
function sameOriginRequests(page: Page, origin: string): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin === origin && !isAvailabilityStream(sent)) seen.urls.push(sent.url());
  });
  return seen;
}

/**
 * The addresses the shop asked for more than once. The tab's icon is left out: the browser asks
 * for it itself whenever the address changes.
 */
const repeated = (urls: string[]) =>
  [...new Set(urls.filter((url, index) => urls.indexOf(url) !== index))].filter(
    (url) => new URL(url).pathname !== '/favicon.svg',
  );

/** The booking step needs its page, code, styles and data in no more requests than this. */
const bookingStepRequestsAtMost = 13;

/** A ticket of Alpine Summit held, the browser on its booking step. */
async function onBookingStep(page: Page, visit: Visit, request: APIRequestContext) {
  const en = await englishBundle(request);
  await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });
  const reservationId = reservationIdOf(page);
  expect(reservationId).toBeDefined();
  return { en, reservationId };
}

test.describe('loading the booking step', () => {
  test.afterEach(async ({ page }) => releaseReservation(page));

  test('reached from the event page, the booking step shows without asking for the status the reservation just got', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    const statusRequests: string[] = [];
    page.on('request', (sent) => {
      if (isStatusRequest(sent)) statusRequests.push(sent.url());
    });

    await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });

    expect(statusRequests).toEqual([]);
  });

  test('opened directly, the booking step shows from the reservation its page carries, asking for neither it nor its status', async ({
    page,
    visit,
    request,
  }) => {
    const { en, reservationId } = await onBookingStep(page, visit, request);
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (isReservationRequest(sent, reservationId) || isStatusRequest(sent)) asked.push(sent.url());
    });

    await page.reload();

    await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('opened directly from a server whose page does not carry the reservation, the booking step asks for it while its own code is still on the way', async ({
    page,
    visit,
    request,
  }) => {
    const { en, reservationId } = await onBookingStep(page, visit, request);
    // As alf.io's server serves the page: everything else preloaded, the reservation not.
    await page.route(
      (url) => url.pathname.endsWith('/book'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script[^>]*id="preload-reservation"[^>]*>[^<]*<\/script>/, '');
        await route.fulfill({ response, body });
      },
    );

    // The step's code is held back until the reservation has been asked for: loading one after
    // the other would never get there.
    let reservationAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      reservationAsked = resolve;
    });
    page.on('request', (sent) => {
      if (isReservationRequest(sent, reservationId)) reservationAsked();
    });
    await page.route(/\/assets\/reservation-step-[\w-]+\.js$/, async (route) => {
      await asked;
      await route.continue();
    });

    await page.reload();

    await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
  });
});

test.describe('what the first screens ask for', () => {
  test.afterEach(async ({ page }) => releaseReservation(page));

  test('the event page asks for nothing twice, nor does the booking step reached from it, which needs at most 13 requests', async ({
    page,
    request,
    baseURL,
  }) => {
    const en = await englishBundle(request);
    const asked = sameOriginRequests(page, new URL(baseURL!).origin);
    await page.goto('/event/alpine-summit', { waitUntil: 'networkidle' });
    const quantity = page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Standard') });
    await expect(quantity).toBeVisible();
    const eventPage = asked.urls.length;
    expect(repeated(asked.urls)).toEqual([]);

    // From the buyer's first choice on, what is asked for is the booking step's.
    await quantity.selectOption('1');
    await page.getByRole('button', { name: en['show-event.continue'] }).click();
    await expect(page).toHaveURL(reservationStep('event', 'alpine-summit', 'book'));
    await expect(ticketCard(page, en, 1)).toBeVisible();

    const bookingStep = asked.urls.slice(eventPage);
    expect(repeated(asked.urls)).toEqual([]);
    expect(bookingStep.length, bookingStep.join('\n')).toBeLessThanOrEqual(bookingStepRequestsAtMost);
  });

  test('the booking step opened directly asks for nothing twice and needs at most 13 requests', async ({
    page,
    visit,
    request,
    baseURL,
  }) => {
    const { en } = await onBookingStep(page, visit, request);
    const bookingStep = sameOriginRequests(page, new URL(baseURL!).origin);

    await page.reload();

    await expect(ticketCard(page, en, 1)).toBeVisible();
    expect(repeated(bookingStep.urls)).toEqual([]);
    expect(bookingStep.urls.length, bookingStep.urls.join('\n')).toBeLessThanOrEqual(bookingStepRequestsAtMost);
  });
});

test.describe('the event page and its availability stream', () => {
  test('a renderer waiting for the network to settle gets the event page, and the stream opens only after', async ({
    page,
  }) => {
    // Chrome's own idle signal, which headless renderers and crawlers wait for: no connection at
    // all for half a second, a stream included (Playwright's own `networkidle` leaves streams out).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const order: string[] = [];
    cdp.on('Page.lifecycleEvent', ({ name }: { name: string }) => {
      if (name === 'init') order.length = 0;
      if (name === 'networkIdle') order.push('network idle');
    });
    page.on('request', (sent) => {
      if (isAvailabilityStream(sent)) order.push('stream');
    });

    await page.goto('/event/alpine-summit', { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => order).toContain('network idle');
    await expect.poll(() => order).toContain('stream');

    expect(order.slice(0, 2)).toEqual(['network idle', 'stream']);
  });
});
