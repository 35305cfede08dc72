import { SHORT_HOLD_EVENT } from '../journey-settings.ts';
import { englishBundle, releaseReservation, reserve } from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('more time for the buyer', () => {
  test.afterEach(async ({ page }) => releaseReservation(page));

  test('in the last two minutes of the hold the countdown offers more time, and a press adds five minutes', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    const moreTime = page.getByRole('button', { name: en['shop.reservation.hold.extend'] });
    const banner = page.locator('.shop-countdown');
    const timeLeft = banner.locator('strong');
    // This event's holds last a quarter of a minute: the shop offers more time at once, and the
    // server, which grants it only in a hold's last two minutes by its own clock, agrees.
    await reserve(page, visit, en, SHORT_HOLD_EVENT, { 'Online pass': 1 });

    await expect(moreTime).toBeVisible();
    await expect(moreTime).not.toBeFocused();
    await moreTime.click();
    await expect(banner.locator('p', { hasText: en['shop.reservation.hold.extended']! })).toBeVisible();
    await expect(timeLeft).toHaveText(/^5 minutes/);
    await expectAccessible(page);
    // Five minutes left are no longer the last two: the offer waits for them again.
    await expect(moreTime).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
