import { HOLD_EXTENSION_EVENT } from '../journey-settings.ts';
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
    // This event's holds last under two minutes: the shop offers more time at once, and the server,
    // which grants it only in the hold's last two minutes by its own clock, agrees.
    await reserve(page, visit, en, HOLD_EXTENSION_EVENT, { Entry: 1 });

    await expect(moreTime).toBeVisible();
    await expect(banner.getByRole('status').filter({ hasText: en['shop.reservation.hold.offer']! })).toHaveCount(1);
    await expect(moreTime).not.toBeFocused();
    await expectAccessible(page);

    await moreTime.click();
    await expect(banner.locator('p', { hasText: en['shop.reservation.hold.extended']! })).toBeVisible();
    await expect(timeLeft).toHaveText(/^6 minutes/);
    // Six minutes left is no longer the last two: the offer waits for them again.
    await expect(moreTime).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
