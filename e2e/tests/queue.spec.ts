import { QUEUE_CATEGORY, QUEUE_EVENT } from '../journey-settings.ts';
import { englishBundle, message, releaseReservation, reservationStep } from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// One buyer is let in every ten seconds: waiting for the next slot is a real wait, for a condition.
const admission = { timeout: 25_000 };

test.describe('the fair queue at an on-sale peak', () => {
  test.afterEach(async ({ page }) => releaseReservation(page));

  test('a buyer waits in the queue with a place and an estimate, is let in, then reserves', async ({
    page,
    visit,
    request,
    browser,
  }) => {
    const en = await englishBundle(request);
    const waitingRoom = (p: typeof page) => p.getByRole('region', { name: en['shop.queue.title'] });
    const tickets = page.getByRole('heading', { level: 2, name: en['show-event.tickets'] });

    // Someone else arrived first and takes the current slot.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(`/event/${QUEUE_EVENT}`);
      await expect(waitingRoom(otherPage).getByText(en['shop.queue.admitted']!)).toBeVisible(admission);
    } finally {
      await other.close();
    }

    await visit(`/event/${QUEUE_EVENT}`);
    const room = waitingRoom(page);
    await expect(room.getByRole('status')).toContainText(message(en, 'shop.queue.position', 1));
    await expect(room.getByRole('status')).toContainText(en['shop.queue.estimate-soon']!);
    await expect(tickets).toHaveCount(0);
    await expectAccessible(page);
    const focused = await page.evaluate(() => document.activeElement?.tagName);

    await expect(room.getByRole('status')).toHaveText(en['shop.queue.admitted']!, admission);
    await expect(tickets).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focused);

    await page
      .getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', QUEUE_CATEGORY) })
      .selectOption('1');
    await page.getByRole('button', { name: en['show-event.continue'] }).click();
    await expect(page).toHaveURL(reservationStep('event', QUEUE_EVENT, 'book'));
  });
});
