import { englishBundle, releaseReservation, reserve } from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('more time for the buyer', () => {
  test.afterEach(async ({ page }) => releaseReservation(page));

  test('in the last two minutes the countdown offers more time twice, each press adding five minutes, then says no more can be added', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    const moreTime = page.getByRole('button', { name: en['shop.reservation.hold.extend'] });
    const banner = page.locator('.shop-countdown');
    const timeLeft = banner.locator('strong');
    // The browser's clock runs ahead of the hold (25 minutes in the demo); the server keeps its own.
    await page.clock.install();
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });
    await expect(moreTime).toHaveCount(0);

    await page.clock.fastForward('23:30');
    await expect(moreTime).toBeVisible();
    await expect(banner.getByRole('status').filter({ hasText: en['shop.reservation.hold.offer']! })).toHaveCount(1);
    await expect(moreTime).not.toBeFocused();
    await expectAccessible(page);

    await moreTime.click();
    await expect(banner.locator('p', { hasText: en['shop.reservation.hold.extended']! })).toBeVisible();
    await expect(timeLeft).toHaveText(/^6 minutes/);
    await expect(moreTime).toHaveCount(0);

    await page.clock.fastForward('05:00');
    await moreTime.click();
    await expect(timeLeft).toHaveText(/^6 minutes/);
    await expect(moreTime).toHaveCount(0);

    await page.clock.fastForward('05:00');
    // Back in the last two minutes: where the button was, the countdown says why it is gone.
    await expect(banner.locator('p', { hasText: en['shop.reservation.hold.extended']! })).toHaveCount(0);
    await expect(banner.locator('p', { hasText: en['shop.reservation.hold.no-more-time']! })).toBeVisible();
    await expect(moreTime).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
