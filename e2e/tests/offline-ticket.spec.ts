import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueButton,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationStep,
  reserveTickets,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, expectImageLoaded, test } from './fixtures.ts';

/** Free, so the journey reaches its ticket without paying. */
const event = 'open-hack-day';
const category = 'General admission';

/** Resolves once a service worker controls the page, which ours does only after keeping it. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test.describe('tickets without a network', () => {
  test('a ticket opened once shows its holder and QR code offline; other pages, and a ticket given back, are not shown from the kept copy', async ({
    page,
    context,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const buyer: Buyer = {
      firstName: 'Grace',
      lastName: `Hopper-${testInfo.project.name}`,
      email: `grace.${testInfo.project.name}.${Date.now()}@example.org`,
    };
    await reserveTickets(page, visit, en, event, category);
    await fillContact(page, en, buyer);
    await page.getByRole('radio', { name: 'This is my first time' }).check();
    await continueToOverview(page, en, 'event', event);
    await acceptTerms(page, en);
    await continueButton(page, en).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    const successPage = page.url();

    await page.getByRole('link', { name: en['reservation-page-complete.show-ticket'] }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event}/ticket/[0-9a-f-]{36}/view$`));
    await expect(page.getByRole('img', { name: new RegExp(buyer.lastName) })).toBeVisible();
    await controlledByWorker(page);
    const ticketPage = page.url();

    // At the door, without a network: the page opens again, whole.
    await context.setOffline(true);
    await page.reload();
    const main = page.getByRole('main');
    await expect(main).toContainText(`${buyer.firstName} ${buyer.lastName}`);
    await expect(main).toContainText(category);
    const qr = main.getByRole('img', { name: new RegExp(buyer.lastName) });
    await expectImageLoaded(qr);
    await expectAccessible(page);

    // Nothing else is answered from the kept copies: the catalogue and the event's own page need the network.
    await expect(page.goto('/events-all')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await expect(page.goto(`/event/${event}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

    // Back online, the page is the server's again: a ticket given back is gone, not shown from the kept copy.
    await context.setOffline(false);
    await visit(ticketPage);
    await expect(page.getByRole('main')).toContainText(`${buyer.firstName} ${buyer.lastName}`);
    await page.goto(successPage);
    await page.getByRole('button', { name: en['reservation-page-complete.release-button.text'] }).click();
    const ticketId = /\/ticket\/([0-9a-f-]{36})\/view$/.exec(ticketPage)![1];
    const released = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/ticket/${ticketId}`),
    );
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en['reservation-page-complete.confirm-cancellation.button.yes'] })
      .click();
    expect((await released).ok()).toBe(true);
    await page.goto(ticketPage);
    await expect(page).toHaveURL(/\/$/);
  });
});
