import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationStep,
  reserveTickets,
  type Bundle,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { FAKE_PAYPAL_PORT, PAYPAL_EVENT } from '../journey-settings.ts';

/** Books an opening-night seat, chooses PayPal and pays: the browser is at the fake's approval page. */
async function toPayPal(page: Page, visit: (url: string) => Promise<void>, en: Bundle) {
  await reserveTickets(page, visit, en, PAYPAL_EVENT, 'Opening night');
  await fillContact(page, en);
  await continueToOverview(page, en, 'event', PAYPAL_EVENT);
  await page.getByRole('radio', { name: en['reservation-page.paypal'], exact: true }).check();
  await acceptTerms(page, en);
  await expectAccessible(page);
  await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_PAYPAL_PORT}/checkoutnow\\?token=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal (fake)' })).toBeVisible();
}

test.describe('paying through PayPal', () => {
  test('approved at PayPal, the overview asks for the confirmation, which ends on the success page', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await toPayPal(page, visit, en);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', PAYPAL_EVENT, 'overview'));
    await expect(page.getByText(en['reservation-page.paypal.confirm']!)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: new RegExp(en['reservation-page.tc.link.text']!) })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: en['reservation-page.confirm-button'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', PAYPAL_EVENT, 'success'), { timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText('Ada Lovelace');
  });

  test('cancelled at PayPal, the buyer is back on the overview free to choose again', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await toPayPal(page, visit, en);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', PAYPAL_EVENT, 'overview'));
    await expect(page.getByRole('radio', { name: en['reservation-page.paypal'], exact: true })).toBeVisible();
  });
});
