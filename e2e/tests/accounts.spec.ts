import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  releaseReservation,
  reservationIdOf,
  reservationStep,
  reserveTickets,
  type Bundle,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { IDENTITY_PROVIDER_PORT } from '../journey-settings.ts';

/** Free, so an order is confirmed without a payment; it asks one question of each attendee. */
const freeEvent = 'open-hack-day';
const freeCategory = 'General admission';
const firstTime = 'This is my first time';

/** The demo identity provider's users (its login page lists them). */
interface DemoUser {
  email: string;
  password: string;
}
const ada: DemoUser = { email: 'ada@demo.test', password: 'ada-demo' };
const grace: DemoUser = { email: 'grace@demo.test', password: 'grace-demo' };

const providerPage = new RegExp(`^http://127\\.0\\.0\\.1:${IDENTITY_PROVIDER_PORT}/`);

/** On the identity provider's login page: signs in there and waits to be back in the shop. */
async function signInAtProvider(page: Page, user: DemoUser) {
  await expect(page).toHaveURL(providerPage);
  await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(providerPage);
}

const topBar = (page: Page, en: Bundle) => page.getByRole('navigation', { name: en['shop.nav.label'] });

async function signInFromTopBar(page: Page, en: Bundle, user: DemoUser) {
  await topBar(page, en).getByRole('link', { name: en['user.menu.login'] }).click();
  await signInAtProvider(page, user);
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar(page, en).getByRole('button', { name: en['user.menu.title'] })).toBeVisible();
}

/** Opens the account menu of the top bar and follows one of its entries. */
async function accountMenu(page: Page, en: Bundle, entry: 'user.menu.my-orders' | 'user.menu.my-profile') {
  await topBar(page, en).getByRole('button', { name: en['user.menu.title'] }).click();
  await topBar(page, en).getByRole('link', { name: en[entry] }).click();
  // Arrived once the page's heading has taken the focus (which would close a menu opened earlier).
  await expect(page.getByRole('heading', { level: 1, name: en[entry] })).toBeFocused();
}

/** Signs out through the account menu and confirms at the identity provider. */
async function signOut(page: Page, en: Bundle) {
  await topBar(page, en).getByRole('button', { name: en['user.menu.title'] }).click();
  await topBar(page, en).getByRole('button', { name: en['user.menu.logout'] }).click();
  await leaveProvider(page);
  await expect(topBar(page, en).getByRole('link', { name: en['user.menu.login'] })).toBeVisible();
}

/** The identity provider asks whether to end its own session too; yes, and back to the shop. */
async function leaveProvider(page: Page) {
  await expect(page).toHaveURL(providerPage);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, sign out' }).click();
  await expect(page).not.toHaveURL(providerPage);
}

/** Books one free ticket for `buyer` and returns the order's id from the success page. */
async function buyFreeTicket(page: Page, visit: (url: string) => Promise<void>, en: Bundle, buyer: Buyer) {
  await reserveTickets(page, visit, en, freeEvent, freeCategory);
  await fillContact(page, en, buyer);
  await page.getByRole('radio', { name: firstTime }).check();
  await continueToOverview(page, en, 'event', freeEvent);
  await acceptTerms(page, en);
  await page.getByRole('button', { name: en['reservation-page.continue'], exact: true }).click();
  await expect(page).toHaveURL(reservationStep('event', freeEvent, 'success'));
  return reservationIdOf(page)!;
}

const shortId = (reservationId: string) => reservationId.slice(0, 8).toUpperCase();

const contactField = (page: Page, en: Bundle, key: string) =>
  page.getByRole('region', { name: en['reservation-page.your-details'] }).getByRole('textbox', { name: en[key] });

test.describe('buyer accounts', () => {
  test('signed in from the top bar: the order is under My orders, the profile saved fills in the next booking', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await visit('/');
    await signInFromTopBar(page, en, ada);

    const orderId = await buyFreeTicket(page, visit, en, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ada.email,
    });
    const successUrl = page.url();

    await accountMenu(page, en, 'user.menu.my-orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: shortId(orderId) }) });
    await expect(row).toContainText(en['my-orders.status.complete']!);
    await expect(row).toContainText(freeCategory);
    await expectAccessible(page);
    await row.getByRole('link', { name: shortId(orderId) }).click();
    await expect(page).toHaveURL(successUrl);
    await expect(page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] })).toBeVisible();

    // A name is required: the error shows under the field, and goes once it is filled in.
    await accountMenu(page, en, 'user.menu.my-profile');
    const firstName = page.getByRole('textbox', { name: en['common.first-name'] });
    const lastName = page.getByRole('textbox', { name: en['common.last-name'] });
    await firstName.fill('');
    await page.getByRole('button', { name: en['shop.my-profile.save'] }).click();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(en['error.STEP_2_EMPTY_FIRSTNAME']!);
    await expectAccessible(page);
    await firstName.fill('Augusta Ada');
    await lastName.fill('King');
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: en['shop.my-profile.save'] }).click();
    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
      en['my-profile.update.success']!,
    );

    // The next booking starts from the profile.
    await reserveTickets(page, visit, en, freeEvent, freeCategory);
    await expect(contactField(page, en, 'common.first-name')).toHaveValue('Augusta Ada');
    await expect(contactField(page, en, 'common.last-name')).toHaveValue('King');
    await expect(contactField(page, en, 'common.email')).toHaveValue(ada.email);
    await releaseReservation(page);
  });

  test("the booking step's sign-in comes back to the same reservation with what was typed", async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await reserveTickets(page, visit, en, freeEvent, freeCategory);
    const bookingUrl = page.url();
    await contactField(page, en, 'common.first-name').fill('Augusta');
    await contactField(page, en, 'common.last-name').fill('Byron');
    await page.getByRole('radio', { name: firstTime }).check();

    await page.getByRole('main').getByRole('button', { name: en['user.menu.login'] }).click();
    await signInAtProvider(page, ada);

    await expect(page).toHaveURL(bookingUrl);
    await expect(topBar(page, en).getByRole('button', { name: en['user.menu.title'] })).toBeVisible();
    await expect(contactField(page, en, 'common.first-name')).toHaveValue('Augusta');
    await expect(contactField(page, en, 'common.last-name')).toHaveValue('Byron');
    // What was left blank comes from the account.
    await expect(contactField(page, en, 'common.email')).toHaveValue(ada.email);
    await expect(page.getByRole('radio', { name: firstTime })).toBeChecked();
    // Signed in, the step offers no sign-in any more.
    await expect(page.getByRole('main').getByRole('button', { name: en['user.menu.login'] })).toHaveCount(0);
    await releaseReservation(page);
  });

  test("signed out, the next buyer on the same browser does not see the first one's orders", async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await visit('/');
    await signInFromTopBar(page, en, ada);
    const orderId = await buyFreeTicket(page, visit, en, { firstName: 'Ada', lastName: 'Lovelace', email: ada.email });
    await signOut(page, en);

    // Signed out, My orders is no longer open: the visitor lands on the home page.
    await page.goto('/my-orders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: shortId(orderId) })).toHaveCount(0);

    await signInFromTopBar(page, en, grace);
    await accountMenu(page, en, 'user.menu.my-orders');
    await expect(page.getByText(en['my-orders.description']!)).toBeVisible();
    await expect(page.getByRole('link', { name: shortId(orderId) })).toHaveCount(0);
  });

  test('a deleted account is gone: told so on the next page, and signing in again starts without its orders', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await visit('/');
    await signInFromTopBar(page, en, grace);
    const orderId = await buyFreeTicket(page, visit, en, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: grace.email,
    });
    await accountMenu(page, en, 'user.menu.my-orders');
    await expect(page.getByRole('link', { name: shortId(orderId) })).toBeVisible();

    await accountMenu(page, en, 'user.menu.my-profile');
    await page.getByRole('button', { name: en['my-profile.delete-profile'] }).click();
    const dialog = page.getByRole('dialog', { name: en['my-profile.delete-profile'] });
    const confirm = dialog.getByRole('button', { name: en['my-profile.delete-profile'] });
    await expect(confirm).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('checkbox', { name: en['my-profile.delete-profile.confirm'] }).check();
    await confirm.click();

    await leaveProvider(page);
    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
      en['my-profile.delete.success']!,
    );
    await expect(topBar(page, en).getByRole('link', { name: en['user.menu.login'] })).toBeVisible();

    // Signing in again makes a new account, welcomed as such, with no orders.
    await signInFromTopBar(page, en, grace);
    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
      en['my-profile.sign-up.success']!,
    );
    await accountMenu(page, en, 'user.menu.my-orders');
    await expect(page.getByText(en['shop.my-orders.empty']!)).toBeVisible();
    await expect(page.getByRole('link', { name: shortId(orderId) })).toHaveCount(0);
  });
});
