import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationStep,
  reserveTickets,
  summitDetails,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { BACK_OFFICE_OWNER, DEFERRED_TRANSFER_EVENT } from '../journey-settings.ts';

/** The owner's event: the summit, which asks each attendee for their company among other fields. */
const event = DEFERRED_TRANSFER_EVENT;

async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(BACK_OFFICE_OWNER.email);
  await page.getByLabel('Password').fill(BACK_OFFICE_OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
}

/** The number under a figure's name on the dashboard. */
async function figure(page: Page, name: string): Promise<number> {
  const value = page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd');
  return Number((await value.innerText()).replace(/\D/g, ''));
}

interface Stats {
  displayName: string;
  soldTickets: number;
  ticketCategories: { name: string; soldTickets: number }[];
}

/** The organizer's back office for one event, on a laptop and on a phone. */
test.describe('an event in the back office', () => {
  test('the owner sees a booking made meanwhile on the dashboard, then downloads the attendees with their company', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const buyer: Buyer = {
      firstName: 'Mary',
      lastName: 'Somerville',
      email: `mary.somerville.${testInfo.project.name}@example.org`,
    };
    const company = `Somerville Optics (${testInfo.project.name})`;

    await signIn(page);
    const statsPath = `/api/v1/admin/event/${event}/stats`;
    const before = (await (await page.request.get(statsPath)).json()) as Stats;
    const standardBefore = before.ticketCategories.find((category) => category.name === 'Standard')!.soldTickets;

    // A buyer books one ticket in the shop and pays at the entrance, which confirms the order at once.
    await reserveTickets(page, visit, en, event, 'Standard');
    await fillContact(page, en, buyer);
    await summitDetails(page);
    await page.getByRole('textbox', { name: 'Company or organisation' }).fill(company);
    await continueToOverview(page, en, 'event', event);
    await page.getByRole('radio', { name: en['reservation-page.on-site'], exact: true }).check();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));

    // The dashboard, reached from the events list.
    await page.goto('/admin/');
    await page.getByRole('link', { name: before.displayName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: before.displayName })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sales over time' })).toBeVisible();
    expect(await figure(page, 'Sold')).toBe(before.soldTickets + 1);
    await expect(page.getByText('Tickets sold up to each day')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^All categories: \d+ of / })).toHaveAccessibleName(
      new RegExp(`of ${before.soldTickets + 1}$`),
    );
    await expect(page.getByRole('link', { name: /\d+ waiting/ })).toBeVisible();
    await expectAccessible(page);

    // Each chart's figures as a table: the category's sold tickets count the booking.
    const byCategory = page.getByRole('region', { name: 'Tickets per category' });
    await page
      .locator('section', { has: page.getByRole('heading', { name: 'Sales by category' }) })
      .getByText('Show the figures as a table')
      .click();
    await expect(
      byCategory
        .getByRole('row', { name: /^Standard/ })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(standardBefore + 1));
    await expectAccessible(page);

    // The attendees, with a column per additional field, and their CSV.
    await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Attendees' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
    // Each field is headed by its label in the back office's language, not by its internal name.
    await expect(page.getByRole('columnheader', { name: 'Company or organisation' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+ \(\d+ attendees\)$/)).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${event}-attendees.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const header = csv.slice(1).split('\r\n')[0]!.split(',');
    const line = csv.split('\r\n').find((row) => row.includes(buyer.email));
    expect(line, 'the booking’s attendee is in the CSV').toBeDefined();
    const cells = line!.split(',');
    expect(cells[header.indexOf('First name')]).toBe(buyer.firstName);
    expect(cells[header.indexOf('Company or organisation')]).toBe(company);
    await expect(page.getByRole('status').filter({ hasText: 'The CSV file has been downloaded.' })).toBeVisible();

    // The waiting list, in order with each entry's state.
    await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Waiting list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting list' })).toBeVisible();
    await expectAccessible(page);
  });
});
