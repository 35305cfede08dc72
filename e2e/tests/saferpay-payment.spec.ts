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
import { FAKE_SAFERPAY_PORT, SAFERPAY_EVENT } from '../journey-settings.ts';

const event = SAFERPAY_EVENT;

/** Books an opening-night seat, chooses the card and pays: the browser is at Saferpay's payment page. */
async function toSaferpay(page: Page, visit: (url: string) => Promise<void>, en: Bundle) {
  await reserveTickets(page, visit, en, event, 'Opening night');
  await fillContact(page, en);
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en['reservation-page.credit-card'], exact: true }).check();
  await expect(page.getByText(en['reservation-page.payment.saferpay.description']!)).toBeVisible();
  await acceptTerms(page, en);
  await expectAccessible(page);
  await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
  // Saferpay's payment page in a test account, as the local fake shows it.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_SAFERPAY_PORT}/vt2/api/PaymentPage/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Saferpay test payment' })).toBeVisible();
  await expectAccessible(page);
}

test.describe('paying by card through Saferpay', () => {
  test("paid on Saferpay's page: the success page shows the ticket", async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await toSaferpay(page, visit, en);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText('Ada Lovelace');
    await expectAccessible(page);
  });

  test("cancelled on Saferpay's page: back on the overview, told so, free to pay again", async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await toSaferpay(page, visit, en);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'overview'));
    await expect(page.getByRole('alert').filter({ hasText: /Your payment could not be completed/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: en['reservation-page.credit-card'], exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) })).toBeVisible();
    await expectAccessible(page);
  });
});
