import { BACK_OFFICE_OPERATOR, BACK_OFFICE_OWNER, DEFERRED_TRANSFER_EVENT } from '../journey-settings.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The organizer's back office, on a laptop and on a phone, by keyboard where a person would type. */
test.describe('the back office', () => {
  test('an owner signs in and sees the events with their tickets and revenue; a wrong password is said in words', async ({
    page,
    request,
  }) => {
    const event = await (await request.get(`/api/v2/public/event/${DEFERRED_TRANSFER_EVENT}`)).json();
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('E-mail address').fill(BACK_OFFICE_OWNER.email);
    await page.getByLabel('Password').fill('not the passphrase');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
    await expectAccessible(page);

    await page.getByLabel('Password').fill(BACK_OFFICE_OWNER.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const row = page.getByRole('row', { name: event.displayName });
    await expect(row).toBeVisible();
    for (const column of ['Sold', 'Held', 'Available', 'Revenue']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expectAccessible(page);

    // A page below /admin/ opened directly is the back office too, still signed in.
    await page.goto('/admin/events');
    await expect(page.getByRole('row', { name: event.displayName })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  });

  test('check-in staff see their account, not the events, which the server refuses them', async ({ page }) => {
    await page.goto('/admin/');
    await page.getByLabel('E-mail address').fill(BACK_OFFICE_OPERATOR.email);
    await page.getByLabel('Password').fill(BACK_OFFICE_OPERATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Events' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
