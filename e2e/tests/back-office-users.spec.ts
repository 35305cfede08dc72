import { BACK_OFFICE_OWNER } from '../journey-settings.ts';
import { linkPath, mailbox } from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** An owner brings a colleague into the back office by e-mail, on a laptop and on a phone. */
test.describe('the back office’s users', () => {
  test('the owner invites check-in staff; the e-mail’s link lets them choose a password, and they see their role’s screens only', async ({
    page,
    request,
  }, testInfo) => {
    const invitee = `olaf.${testInfo.project.name}.${Date.now()}@example.org`;
    const password = 'door duty every friday night';

    await page.goto('/admin/');
    await page.getByLabel('E-mail address').fill(BACK_OFFICE_OWNER.email);
    await page.getByLabel('Password').fill(BACK_OFFICE_OWNER.password);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(BACK_OFFICE_OWNER.email) })).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('region', { name: 'Invite someone' });
    await form.getByLabel('E-mail address').fill(invitee);
    await form.getByLabel('Role').selectOption({ label: 'check-in staff' });
    await form.getByLabel('Language of the e-mail').selectOption('de');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `An invitation was sent to ${invitee}.` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(invitee.replace(/\./g, '\\.')) })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out' }).click();

    await expect.poll(async () => (await mailbox(request, invitee)).length).toBeGreaterThan(0);
    const [mail] = await mailbox(request, invitee);
    expect(mail?.subject).toMatch(/^Ihre Einladung in den Verwaltungsbereich von /);
    const link = linkPath(mail?.textBody ?? '', /^\/admin\/invitation\//);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
    await expect(page.getByText(`with the e-mail address ${invitee}`)).toBeVisible();
    await page.getByLabel('Password').fill('too short');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('The password needs at least 12 characters.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('First name (optional)').fill('Olaf');
    await page.getByLabel('Password').fill(password);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(/as check-in staff\.$/)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link')).toHaveText(['Your account']);
    await expectAccessible(page);
    // The owner's screens are not there for them, even by address.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This invitation link has already been used. Sign in with your e-mail address and password.',
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to the sign-in' }).click();
    await page.getByLabel('E-mail address').fill(invitee);
    await page.getByLabel('Password').fill(password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});
