import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  message,
  reservationStep,
  reserveTickets,
  type Bundle,
  type Visit,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { BOUNCING_MAILBOX, REFUSED_MAILBOX } from '../journey-settings.ts';

const event = 'alpine-devops-day';

/** Books a seat paid on site with `email` as the buyer's address and lands on the success page. */
async function orderTo(page: Page, visit: Visit, en: Bundle, email: string) {
  await reserveTickets(page, visit, en, event, 'On site');
  await fillContact(page, en, { firstName: 'Ada', lastName: 'Lovelace', email });
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en['reservation-page.on-site']!, exact: true }).check();
  await acceptTerms(page, en);
  await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
  await expect(page).toHaveURL(reservationStep('event', event, 'success'));
}

/** The notice that the confirmation did not arrive; the buyer corrects the address and it goes out again. */
async function correctAddress(page: Page, en: Bundle, wrong: string) {
  const notice = page.getByRole('alert').filter({
    has: page.getByRole('heading', { name: message(en, 'shop.email-delivery.title', wrong) }),
  });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('textbox', { name: en['shop.email-delivery.address'] }).fill('ada.lovelace@example.org');
  await notice.getByRole('button', { name: en['shop.email-delivery.send'] }).click();
  await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
    en['email.confirmation-email-sent']!,
  );
  await expect(notice).toHaveCount(0);
}

test.describe('a confirmation e-mail that does not arrive', () => {
  test('refused by the buyer’s mail server: the success page says so and sends it to the corrected address', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await orderTo(page, visit, en, REFUSED_MAILBOX);
    await correctAddress(page, en, REFUSED_MAILBOX);
  });

  test('bounced after the mail server took it: the success page says so and sends it to the corrected address', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await orderTo(page, visit, en, BOUNCING_MAILBOX);
    await correctAddress(page, en, BOUNCING_MAILBOX);
  });
});
