import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  mailbox,
  reservationStep,
  reserveTickets,
  summitDetails,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { BACK_OFFICE_OWNER, DEFERRED_TRANSFER_EVENT } from '../journey-settings.ts';

/** The owner's event, whose orders paid at the entrance are confirmed at once. */
const event = DEFERRED_TRANSFER_EVENT;
const eventName = 'Alpine Tech Summit';

async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(BACK_OFFICE_OWNER.email);
  await page.getByLabel('Password').fill(BACK_OFFICE_OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
}

/** The event's wording screen, reached from its dashboard. */
async function openWording(page: Page) {
  await page.goto(`/admin/events/${event}`);
  await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'E-mails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wording of the e-mails' })).toBeVisible();
}

test.describe('the wording of an event’s e-mails in the back office', () => {
  test('the owner words the confirmation’s subject with a placeholder, an unknown one refused under the field, and the next buyer’s confirmation carries it', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const buyer: Buyer = {
      firstName: 'Caroline',
      lastName: 'Herschel',
      email: `caroline.herschel.${testInfo.project.name}.${Date.now()}@example.org`,
    };

    await signIn(page);
    // The organization's wording, for all its events, is reached from its settings.
    await page.goto('/admin/organization');
    await page.getByRole('link', { name: 'Wording of the e-mails' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wording of the e-mails' })).toBeVisible();
    await expect(page.getByText(/from all of the organization’s events/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Placeholders' })).toBeVisible();
    await expectAccessible(page);

    await openWording(page);
    await expect(page.getByRole('combobox', { name: 'E-mail', exact: true })).toHaveValue('CONFIRMATION_EMAIL');
    await page.getByRole('combobox', { name: 'Language of the e-mail' }).selectOption('en');
    // What the event inherits while it has no wording of its own.
    await expect(page.getByRole('region', { name: 'Without this event’s wording' })).toBeVisible();
    await expectAccessible(page);

    // A placeholder the confirmation does not know: refused, the reason under the subject, the text kept.
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('See you soon, {{nickname}}');
    await page.getByRole('button', { name: 'Save wording' }).click();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription(/Unknown placeholder \{\{nickname\}\}/);
    await expect(subject).toHaveValue('See you soon, {{nickname}}');
    await expectAccessible(page);

    // Put right with the placeholder list, and saved.
    await subject.fill('See you soon at ');
    await page
      .getByRole('region', { name: 'Placeholders' })
      .getByRole('button', { name: 'Insert {{eventName}}' })
      .click();
    await expect(subject).toHaveValue('See you soon at {{eventName}}');
    await subject.press('End');
    await subject.pressSequentially(', {{firstName}}');
    await page.getByRole('button', { name: 'Save wording' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The wording is saved.' })).toBeVisible();
    await expect(subject).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Saved here' })).toContainText('Order confirmation, English');
    await expectAccessible(page);

    // A buyer books in the shop and pays at the entrance, which confirms the order at once.
    await reserveTickets(page, visit, en, event, 'Standard');
    await fillContact(page, en, buyer);
    await summitDetails(page);
    await continueToOverview(page, en, 'event', event);
    await page.getByRole('radio', { name: en['reservation-page.on-site'], exact: true }).check();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));

    await expect
      .poll(async () => (await mailbox(request, buyer.email)).map((mail) => mail.subject))
      .toContain(`See you soon at ${eventName}, ${buyer.firstName}`);

    // Removed behind a confirmation, so the journeys after this one find the shop's own subject.
    await openWording(page);
    await expect(subject).toHaveValue(`See you soon at {{eventName}}, {{firstName}}`);
    await page.getByRole('button', { name: 'Remove this wording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the wording of “Order confirmation” in English?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The wording is removed.' })).toBeVisible();
    await expect(subject).toHaveValue('');
    await expect(page.getByText('Nothing is worded here yet: the e-mails use the wording they inherit.')).toBeVisible();
  });
});
