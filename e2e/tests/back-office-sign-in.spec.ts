import type { Page } from '@playwright/test';
import { IDENTITY_PROVIDER_PORT } from '../journey-settings.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Demo identity provider users: Margaret has alf.io's organizer claims (owner of the Alpine Tech Forum), Ada has none. */
const margaret = { email: 'margaret@demo.test', password: 'margaret-demo' };
const ada = { email: 'ada@demo.test', password: 'ada-demo' };

const providerPage = new RegExp(`^http://127\\.0\\.0\\.1:${IDENTITY_PROVIDER_PORT}/`);

/** From the back office's sign-in page through the provider's login form, back to the back office. */
async function signInWithOrganizationAccount(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your organization’s account' }).click();
  await expect(page).toHaveURL(providerPage);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(providerPage);
}

/** Organizer staff sign in to the back office through the same identity provider as buyers. */
test.describe('the back office through the identity provider', () => {
  test('a staff member with the organizer claim signs in with the organization’s account and sees its events', async ({
    page,
  }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('link', { name: 'Sign in with your organization’s account' })).toBeVisible();
    await expectAccessible(page);

    await signInWithOrganizationAccount(page, margaret);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByText('Signed in as margaret@demo.test, owner of Alpine Tech Forum')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  });

  test('a person without the organizer claim is told why, and is not signed in', async ({ page }) => {
    await signInWithOrganizationAccount(page, ada);
    await expect(page.getByRole('alert')).toHaveText(
      'Your account has no back-office role for an organization here. Ask whoever manages your organization’s accounts to give you one, then sign in again.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await expectAccessible(page);
    // Said once: the address no longer carries the reason.
    await expect(page).toHaveURL(/\/admin\/?$/);
  });
});
