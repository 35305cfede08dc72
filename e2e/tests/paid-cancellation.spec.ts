import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationStep,
  reserveTickets,
  summitDetails,
  type Bundle,
  type Visit,
} from './checkout.ts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { PAID_CANCELLATION_EVENT } from '../journey-settings.ts';

const event = PAID_CANCELLATION_EVENT;

/** A ticket of the event bought and paid by test card: the success page. */
async function paidByTestCard(page: Page, visit: Visit, en: Bundle) {
  await reserveTickets(page, visit, en, event, 'Standard');
  await fillContact(page, en);
  await summitDetails(page);
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en['shop.payment.method.test-card'], exact: true }).check();
  await acceptTerms(page, en);
  await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
  await page.getByRole('button', { name: en['test-gateway.approve'], exact: true }).click();
  await expect(page).toHaveURL(reservationStep('event', event, 'success'));
}

test.describe("a buyer's cancellation of a paid order", () => {
  test('the buyer cancels a ticket paid by test card and is told what comes back', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await paidByTestCard(page, visit, en);

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

test.describe("a buyer's cancellation of one paid ticket", () => {
  test("the ticket's page cancels that ticket, stating what comes back, how, and the fee", async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await paidByTestCard(page, visit, en);
    await page.getByRole('link', { name: en['reservation-page-complete.show-ticket'] }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event}/ticket/[0-9a-f-]{36}/view$`));

    await page.getByRole('button', { name: en['shop.paid-cancellation.ticket.button'] }).click();
    const dialog = page.getByRole('dialog', { name: en['shop.paid-cancellation.ticket.title'] });
    await expect(dialog).toContainText('goes back to the card or account the order was paid with.');
    await expect(dialog).toContainText(/A cancellation fee of CHF\s5\.00 is kept\./);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en['shop.paid-cancellation.ticket.confirm'] }).click();

    await expect(page.getByRole('status').filter({ hasText: 'This ticket is cancelled.' })).toContainText(
      /CHF\s[\d.,]+ will be returned to the one who paid the order/,
    );
    await expect(page.getByRole('button', { name: en['shop.paid-cancellation.ticket.button'] })).toHaveCount(0);
    await expectAccessible(page);
  });
});
