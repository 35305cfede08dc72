import type { Page } from '@playwright/test';
import { BACK_OFFICE_OPERATOR, BACK_OFFICE_OWNER, DEFERRED_TRANSFER_EVENT } from '../journey-settings.ts';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationIdOf,
  reservationStep,
  reserveTickets,
  summitDetails,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The summit takes bank transfers (confirmed now, paid later) and the test card. */
const event = DEFERRED_TRANSFER_EVENT;

/** A buyer of this run and browser, so that a search by e-mail finds their order alone. */
function buyer(name: string): Buyer {
  const run = `${test.info().project.name}.${Date.now()}`;
  return { firstName: name, lastName: 'Orderly', email: `${name.toLowerCase()}.${run}@example.org` };
}

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Books one Standard ticket of the summit in the shop and pays with the method labelled `method`. */
async function book(page: Page, visit: (url: string) => Promise<void>, method: string, who: Buyer) {
  const en = await englishBundle(page.request);
  await reserveTickets(page, visit, en, event, 'Standard');
  await fillContact(page, en, who);
  await summitDetails(page);
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en[method], exact: true }).check();
  await acceptTerms(page, en);
  return en;
}

const summaryValue = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('+ dd');

test.describe('the back office’s orders', () => {
  test('the owner finds a bank transfer by the buyer’s e-mail and confirms the money: the order is confirmed', async ({
    page,
    visit,
  }) => {
    const mia = buyer('Mia');
    const en = await book(page, visit, 'reservation-page.offline', mia);
    await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'deferred-payment'));
    const reference = reservationIdOf(page)!.slice(0, 8).toUpperCase();

    await signIn(page, BACK_OFFICE_OWNER);
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByLabel('Event', { exact: true }).selectOption(event);
    await page.getByLabel('Name, e-mail or reference').fill(mia.email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Orders found: 1' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Confirmed, transfer to follow');
    await expectAccessible(page);

    await row.getByRole('link', { name: `Order ${reference} of Mia Orderly` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tickets' })).toContainText('Mia Orderly');
    await expect(page.getByRole('region', { name: 'E-mails sent' })).toContainText(mia.email);
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expectAccessible(page);

    // Escape leaves the confirmation without confirming, and focus returns to its button.
    const confirm = page.getByRole('button', { name: 'Confirm bank transfer received' });
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the bank transfer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Bank reference (optional)')).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Bank reference (optional)').fill('ZKB-4711');
    await dialog.getByRole('button', { name: 'Confirm payment received' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The payment is confirmed.' })).toBeVisible();
    await expect(summaryValue(page, 'Status')).toHaveText('Confirmed');
    await expect(summaryValue(page, 'Payment')).toContainText('paid');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Bank transfer confirmed');
    await expectAccessible(page);
  });

  test('the owner refunds a card order in part, then cancels it with the rest refunded', async ({ page, visit }) => {
    const leo = buyer('Leo');
    const en = await book(page, visit, 'shop.payment.method.test-card', leo);
    await page.getByRole('button', { name: new RegExp(`^${en['reservation-page.pay']}`) }).click();
    await page.getByRole('button', { name: en['test-gateway.approve'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    const id = reservationIdOf(page)!;

    await signIn(page, BACK_OFFICE_OWNER);
    await page.goto(`/admin/orders/${event}/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Received');

    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund the order' });
    const amount = refund.getByLabel(/Amount to refund/);
    await amount.fill('100000');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByText(/At most CHF/)).toBeVisible();
    await expectAccessible(page);
    await amount.fill('10.00');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The refund is recorded.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Refunds' })).toContainText(/CHF\s10\.00/);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel the order' });
    await expect(cancel.getByRole('checkbox', { name: /^Refund CHF/ })).toBeChecked();
    await expectAccessible(page);
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The order is cancelled' })).toBeVisible();
    await expect(summaryValue(page, 'Status')).toHaveText('Cancelled');
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('row')).toHaveCount(3);
    // Everything paid is given back: nothing is left to refund.
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Order cancelled');
    await expectAccessible(page);
  });

  test('check-in staff are offered no orders nor refunds, and the server refuses them a refund', async ({ page }) => {
    await signIn(page, BACK_OFFICE_OPERATOR);
    await expect(page.getByRole('link', { name: 'Orders' })).toHaveCount(0);
    // An order's address shows staff their own screen, their account, and nothing of the order.
    await page.goto(`/admin/orders/${event}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expectAccessible(page);

    // The session's own CSRF token, so that the refusal is the role's.
    const session = await page.request.get('/api/v1/organizer/session');
    const csrf = session.headers()['xsrf-token'] ?? '';
    const refund = await page.request.post(
      `/admin/api/reservation/event/${event}/00000000-0000-4000-8000-000000000000/refund`,
      { headers: { 'X-CSRF-TOKEN': csrf }, data: { amount: '1.00' } },
    );
    expect([403, 404]).toContain(refund.status());
  });
});
