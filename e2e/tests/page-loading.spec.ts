import type { APIRequestContext, Page, Request } from '@playwright/test';
import { englishBundle, releaseReservation, reservationIdOf, reserve, type Visit } from './checkout.ts';
import { expect, test } from './fixtures.ts';

const isStatusRequest = (request: Request) =>
  /\/api\/v2\/public\/reservation\/[0-9a-f-]{36}\/status$/.test(request.url());
const isReservationRequest = (request: Request, reservationId: string | undefined) =>
  new URL(request.url()).pathname === `/api/v2/public/reservation/${reservationId}`;

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
    await page.route(/\/assets\/reservation-book-[\w-]+\.js$/, async (route) => {
      await asked;
      await route.continue();
    });

    await page.reload();

    await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
  });
});
