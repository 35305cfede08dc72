import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  message,
  reservationIdOf,
  reservationStep,
  reserveTickets,
  summitDetails,
  type Bundle,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { DEFERRED_TRANSFER_EVENT } from '../journey-settings.ts';

const event = 'alpine-devops-day';

interface Order {
  event?: string;
  category?: string;
  /** Fills what this event asks beyond the contact. */
  details?: () => Promise<void>;
}

/** Books one ticket (a seat at the DevOps day unless told otherwise) and confirms it with the method labelled `method`. */
async function confirmWith(
  page: Page,
  visit: (url: string) => Promise<void>,
  en: Bundle,
  method: string,
  order: Order = {},
) {
  const shortName = order.event ?? event;
  await reserveTickets(page, visit, en, shortName, order.category ?? 'On site');
  await fillContact(page, en);
  await order.details?.();
  await continueToOverview(page, en, 'event', shortName);
  await page.getByRole('radio', { name: method, exact: true }).check();
  await acceptTerms(page, en);
  await expectAccessible(page);
  await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
}

test.describe('after confirming', () => {
  test('a bank transfer waits for the payment, with the account, its owner and the reference', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await confirmWith(page, visit, en, en['reservation-page.offline']!);

    await expect(page).toHaveURL(reservationStep('event', event, 'waiting-payment'));
    await expect(
      page.getByRole('heading', { level: 1, name: en['reservation-page-waiting.header.title'] }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Please complete your payment by/ })).toBeVisible();
    const steps = page.locator('.shop-instructions');
    await expect(steps).toContainText('CH93 0076 2011 6238 5295 7');
    await expect(steps).toContainText('Alpine Tech Forum');
    await expect(steps).toContainText('8002 Zürich');
    await expect(steps.locator('mark')).toHaveText(/^[0-9A-F]{8}$/);
    await expect(steps).toContainText(/CHF\s180\.00/);
    // The order summary fits the screen, phones included: no column hidden behind a sideways scroll.
    const summary = page.locator('.shop-summary');
    expect(await summary.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.getByRole('link', { name: en['to-event-site'] })).toHaveAttribute(
      'href',
      'https://alpine-tech.example/devops-day',
    );
  });

  test('a custom method shows the organizer’s instructions', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    // The summit takes TWINT, and asks each attendee for a few things.
    await confirmWith(page, visit, en, 'TWINT', {
      event: 'alpine-summit',
      category: 'Standard',
      details: () => summitDetails(page),
    });

    await expect(page).toHaveURL(reservationStep('event', 'alpine-summit', 'waiting-custom-payment'));
    await expect(page.getByRole('heading', { level: 3, name: 'TWINT' })).toBeVisible();
    await expect(page.getByText('Pay from your phone with the TWINT app.')).toBeVisible();
    await expect(page.locator('.shop-custom-payment-instructions')).toContainText('+41 79 555 01 23');
  });

  test('a deferred bank transfer confirms the order now, to be paid later', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await confirmWith(page, visit, en, en['reservation-page.offline']!, {
      event: DEFERRED_TRANSFER_EVENT,
      category: 'Standard',
      details: () => summitDetails(page),
    });

    await expect(page).toHaveURL(reservationStep('event', DEFERRED_TRANSFER_EVENT, 'deferred-payment'));
    await expect(
      page.getByRole('status').filter({ hasText: en['reservation-page.offline.deferred.success.message']! }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: en['reservation-page.title'] })).toBeVisible();
    await expect(page.locator('.shop-summary')).toContainText(/CHF\s/);
    await expect(page.locator('.shop-order-information')).toContainText('Ada Lovelace');
    // Confirmed, not paid: no receipt to download yet.
    await expect(page.getByRole('link', { name: en['reservation-page-complete.download-your-receipt'] })).toHaveCount(
      0,
    );
    const status = await request.get(`/api/v2/public/reservation/${reservationIdOf(page)!}/status`);
    expect((await status.json()).status).toBe('DEFERRED_OFFLINE_PAYMENT');
  });

  test('paying on site confirms the order at once', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await confirmWith(page, visit, en, en['reservation-page.on-site']!);

    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    await expect(
      page.getByRole('heading', { level: 2, name: en['reservation-page-complete.info-assign'] }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] })).toContainText(
      'Ada Lovelace',
    );
    await page.getByRole('button', { name: en['reservation-page-complete.resend-reservation-email'] }).click();
    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
      en['email.confirmation-email-sent']!,
    );
    // The page is checked by axe at the end: not while the tapped button is still fading into its hover colours.
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length),
      )
      .toBe(0);
  });

  test('the invoice of a business order downloads as a PDF naming the buyer’s company', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await confirmWith(page, visit, en, en['reservation-page.offline']!, {
      details: async () => {
        await page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] }).check();
        const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
        await billing.getByRole('radio', { name: en['invoice.type.business'] }).check();
        await billing.getByRole('textbox', { name: en['reservation-page-complete.company'] }).fill('Acme Analytics AG');
        await billing
          .getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true })
          .fill('Bahnhofstrasse 1');
        await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill('8001');
        await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill('Zürich');
        await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption('CH');
        await billing
          .getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) })
          .fill('CHE-109.322.551');
      },
    });
    await expect(page).toHaveURL(reservationStep('event', event, 'waiting-payment'));

    const link = page.getByRole('link', { name: en['reservation-page-complete.download-your-invoice'] });
    const answer = await request.get((await link.getAttribute('href')) ?? '');
    expect(answer.headers()['content-type']).toContain('application/pdf');
    expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Acme Analytics AG');
  });

  test('an unknown reservation shows its short id and the way back to the event', async ({ page, request }) => {
    const en = await englishBundle(request);
    await page.goto(`/event/${event}/reservation/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/overview`);

    await expect(page).toHaveURL(reservationStep('event', event, 'not-found'));
    await expect(
      page.getByText(message(en, 'reservation-page-not-found.reservation-with-id-does-not-exist', '0A1B2C3D')),
    ).toBeVisible();
    await page.getByRole('link', { name: /event page/ }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event}$`));
  });
});
