import { fileURLToPath } from 'node:url';
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
import { FAKE_STRIPE_PORT, STRIPE_EVENT } from '../journey-settings.ts';

/**
 * Stripe.js cannot load from the internet here: the journeys serve the stand-in in its place,
 * which confirms payments against the local fake of Stripe's API as Stripe.js does against Stripe.
 */
const standIn = fileURLToPath(new URL('../../packages/fake-stripe/stand-in/stripe-js.js', import.meta.url));

test.beforeEach(async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ path: standIn, contentType: 'text/javascript; charset=utf-8' }),
  );
  await page.addInitScript((api) => {
    (window as unknown as { __FAKE_STRIPE_API__: string }).__FAKE_STRIPE_API__ = api;
  }, `http://127.0.0.1:${FAKE_STRIPE_PORT}`);
});

const CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0027 6000 3184' };

/** Books a seat, reaches the overview and chooses the card. */
async function toCardForm(page: Page, visit: (url: string) => Promise<void>, en: Bundle) {
  await reserveTickets(page, visit, en, STRIPE_EVENT, 'On site');
  await fillContact(page, en);
  await continueToOverview(page, en, 'event', STRIPE_EVENT);
  await page.getByRole('radio', { name: en['reservation-page.credit-card'], exact: true }).check();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await acceptTerms(page, en);
}

async function enterCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page
    .getByRole('textbox', { name: 'Expiration date (MM/YY)' })
    .fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

const payButton = (page: Page, en: Bundle) =>
  page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) });

async function expectTicket(page: Page, en: Bundle) {
  await expect(page).toHaveURL(reservationStep('event', STRIPE_EVENT, 'success'), { timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
  ).toContainText('Ada Lovelace');
}

test.describe('paying by card through Stripe', () => {
  test('an approved card ends on the success page with the ticket', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await toCardForm(page, visit, en);
    await expect(payButton(page, en)).toBeDisabled();
    await enterCard(page, CARDS.approved);
    await expect(payButton(page, en)).toBeEnabled();
    await expectAccessible(page);
    await payButton(page, en).click();
    await expectTicket(page, en);
  });

  test('a declined card keeps the buyer on the overview, told why, and another card pays', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await toCardForm(page, visit, en);
    await enterCard(page, CARDS.declined);
    await payButton(page, en).click();

    await expect(page.getByRole('alert').filter({ hasText: /Your payment could not be completed/ })).toBeVisible();
    await expect(page).toHaveURL(reservationStep('event', STRIPE_EVENT, 'overview'));
    await expectAccessible(page);
    await enterCard(page, CARDS.approved);
    await payButton(page, en).click();
    await expectTicket(page, en);
  });

  test('a card that asks for 3-D Secure pays once the buyer completes the check', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await toCardForm(page, visit, en);
    await enterCard(page, CARDS.threeDSecure);
    await payButton(page, en).click();

    const check = page.getByRole('dialog', { name: '3-D Secure test page' });
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Complete authentication' }).click();
    await expectTicket(page, en);
  });
});

test.describe('paying with the phone’s wallet through Stripe', () => {
  /** What the stand-in's browser holds; declared before the page loads, as a phone would have it. */
  const declareWallet = (page: Page, wallet: { type: 'googlePay' | 'applePay'; card?: string }) =>
    page.addInitScript((declared) => {
      (window as unknown as { __FAKE_STRIPE_WALLET__: unknown }).__FAKE_STRIPE_WALLET__ = declared;
    }, wallet);
  const walletButton = (page: Page, en: Bundle, name: string) =>
    page.getByRole('button', { name: en['shop.payment.wallet.pay']!.replace('{{0}}', name), exact: true });
  const sheetOf = (page: Page, name: string) => page.getByRole('dialog', { name: `${name} test sheet` });

  test('a phone with Google Pay pays with it and ends on the success page with the ticket', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await declareWallet(page, { type: 'googlePay' });
    await toCardForm(page, visit, en);
    const wallet = walletButton(page, en, 'Google Pay');
    await expect(wallet).toBeVisible();
    await expectAccessible(page);

    await wallet.click();
    const sheet = sheetOf(page, 'Google Pay');
    await expect(sheet).toContainText('card ending 4242');
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expectTicket(page, en);
  });

  test('a browser without a wallet is offered none, and pays by card', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await toCardForm(page, visit, en);
    await enterCard(page, CARDS.approved);
    await expect(page.getByRole('button', { name: /Google Pay|Apple Pay/ })).toHaveCount(0);
    await payButton(page, en).click();
    await expectTicket(page, en);
  });

  test('a cancelled sheet keeps the buyer on the overview, where the card still pays', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await declareWallet(page, { type: 'applePay' });
    await toCardForm(page, visit, en);
    const wallet = walletButton(page, en, 'Apple Pay');
    await wallet.click();
    const sheet = sheetOf(page, 'Apple Pay');
    await sheet.getByRole('button', { name: 'Cancel' }).click();

    await expect(sheet).toBeHidden();
    await expect(wallet).toBeFocused();
    await expect(page).toHaveURL(reservationStep('event', STRIPE_EVENT, 'overview'));
    await enterCard(page, CARDS.approved);
    await payButton(page, en).and(page.locator('[type=submit]')).click();
    await expectTicket(page, en);
  });

  test('a declined card in the wallet fails the sheet, and the buyer reads why and can pay by card', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await declareWallet(page, { type: 'googlePay', card: CARDS.declined });
    await toCardForm(page, visit, en);
    await walletButton(page, en, 'Google Pay').click();
    await sheetOf(page, 'Google Pay').getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page.getByRole('alert').filter({ hasText: /Your payment could not be completed/ })).toBeVisible();
    await expect(page).toHaveURL(reservationStep('event', STRIPE_EVENT, 'overview'));
    await enterCard(page, CARDS.approved);
    await payButton(page, en).and(page.locator('[type=submit]')).click();
    await expectTicket(page, en);
  });
});
