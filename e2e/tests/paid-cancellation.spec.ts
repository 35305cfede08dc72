import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationStep,
  reserveTickets,
  summitDetails,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { PAID_CANCELLATION_EVENT } from '../journey-settings.ts';

const event = PAID_CANCELLATION_EVENT;

test.describe("a buyer's cancellation of a paid order", () => {
  test('the buyer cancels a ticket paid by test card and is told what comes back', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await reserveTickets(page, visit, en, event, 'Standard');
    await fillContact(page, en);
    await summitDetails(page);
    await continueToOverview(page, en, 'event', event);
    await page.getByRole('radio', { name: en['shop.payment.method.test-card'], exact: true }).check();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
    await page.getByRole('button', { name: en['test-gateway.approve'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));

    await page.getByRole('button', { name: en['shop.paid-cancellation.button'] }).click();
    const dialog = page.getByRole('dialog', { name: en['shop.paid-cancellation.title'] });
    await expect(dialog).toContainText('goes back to the card or account you paid with.');
    await expect(dialog).toContainText(/A cancellation fee of CHF\s5\.00 is kept\./);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en['shop.paid-cancellation.confirm'] }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your order is cancelled.' })).toContainText(
      /CHF\s[\d.,]+ will be returned to you/,
    );
    await expect(page.getByRole('button', { name: en['shop.paid-cancellation.button'] })).toHaveCount(0);
    await expectAccessible(page);
  });
});
