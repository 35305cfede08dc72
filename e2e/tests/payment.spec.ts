import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  message,
  reservationStep,
  reserveTickets,
  summitDetails,
  type Bundle,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The demo's summit offers the built-in test gateway as "Test card". */
const event = 'alpine-summit';

/** Books a Standard ticket, pays it by test card and lands on the gateway's own page. */
async function payByTestCard(page: Page, visit: (url: string) => Promise<void>, en: Bundle) {
  await reserveTickets(page, visit, en, event, 'Standard');
  await fillContact(page, en);
  await summitDetails(page);
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en['shop.payment.method.test-card'], exact: true }).check();
  await acceptTerms(page, en);
  await expectAccessible(page);
  await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['test-gateway.title'] })).toBeVisible();
  await expectAccessible(page);
}

test.describe('paying by test card', () => {
  test('an approved payment ends on the success page with the ticket', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await payByTestCard(page, visit, en);
    await page.getByRole('button', { name: en['test-gateway.approve'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText('Ada Lovelace');
  });

  test('a declined payment keeps the buyer on the overview, told why, free to pay again', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await payByTestCard(page, visit, en);
    await page.getByRole('button', { name: en['test-gateway.decline'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'overview'));
    await expect(page.getByRole('alert').filter({ hasText: /Your payment could not be completed/ })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) })).toBeVisible();
  });

  test('a payment approved later waits on the processing page, then shows the ticket', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await payByTestCard(page, visit, en);
    await page.getByRole('button', { name: en['test-gateway.approve-later'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', event, 'processing-payment'));
    await expectAccessible(page);
    // The gateway's webhook arrives a few seconds later; the page follows by itself.
    await expect(page).toHaveURL(reservationStep('event', event, 'success'), { timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText(message(en, 'reservation-page-complete.ticket-nr') + '1');
  });
});
