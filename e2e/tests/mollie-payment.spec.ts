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
import { MOLLIE_EVENT } from '../journey-settings.ts';

const event = MOLLIE_EVENT;

/** Books a day ticket with the invoice the festival always issues, chooses iDEAL and lands on Mollie's checkout. */
async function payByIdeal(page: Page, visit: (url: string) => Promise<void>, en: Bundle) {
  await reserveTickets(page, visit, en, event, 'Day ticket');
  await fillContact(page, en);
  const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
  await billing
    .getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true })
    .fill('12 quai des Docks');
  await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill('06300');
  await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill('Nice');
  await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption('FR');
  await billing.getByRole('textbox', { name: en['invoice-fields.tax-id'] }).fill('FR-1234');
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en['reservation-page.payment-method.ideal'], exact: true }).check();
  await acceptTerms(page, en);
  await expectAccessible(page);
  await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
  // Mollie's test checkout, as the local fake shows it.
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
  await expectAccessible(page);
}

test.describe('paying through Mollie', () => {
  test('paid with iDEAL at Mollie: the success page shows the ticket', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await payByIdeal(page, visit, en);
    await page.getByRole('button', { name: 'Paid', exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText('Ada Lovelace');
  });

  test('cancelled at Mollie: back on the overview, told so, free to pay again', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await payByIdeal(page, visit, en);
    await page.getByRole('button', { name: 'Canceled', exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'overview'));
    await expect(page.getByRole('alert').filter({ hasText: /Your payment could not be completed/ })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) })).toBeVisible();
    await expectAccessible(page);
  });
});
