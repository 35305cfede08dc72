import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACK_OFFICE_OWNER, DEFERRED_TRANSFER_EVENT } from '../journey-settings.ts';
import { englishBundle, message } from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A 1×1 PNG: the event's poster, which the server downloads from the address typed in the editor. */
const POSTER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let posters: Server;
let posterUrl: string;

test.beforeAll(async () => {
  posters = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(POSTER));
  await new Promise<void>((resolve) => posters.listen(0, '127.0.0.1', resolve));
  posterUrl = `http://127.0.0.1:${(posters.address() as AddressInfo).port}/poster.png`;
});
test.afterAll(() => new Promise<void>((resolve) => posters.close(() => resolve())));

/** `<input type="datetime-local">`'s value, days from now; far ahead, so the demo's events still come first in the catalogue. */
function daysAhead(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

test.describe('the back office’s event editor', () => {
  test('an owner creates an event with one category, is shown a wrong value under its field with the rest kept, saves, adds a question and a supplement, puts it on sale, and buyers find them in the shop', async ({
    page,
    request,
  }, testInfo) => {
    const title = `Lakeside evening on ${testInfo.project.name}`;
    await page.goto('/admin/');
    await page.getByLabel('E-mail address').fill(BACK_OFFICE_OWNER.email);
    await page.getByLabel('Password').fill(BACK_OFFICE_OWNER.password);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'New event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Title', { exact: true }).fill(title);
    // An address already taken: only the server knows, and says so under the field.
    await page.getByLabel('Address of the event page').fill(DEFERRED_TRANSFER_EVENT);
    await page.getByLabel('Description in English', { exact: true }).fill('An evening **by the lake**, with music.');
    await page.getByRole('button', { name: 'Show the preview in English' }).click();
    await expect(
      page.getByRole('region', { name: 'Preview of the description in English' }).locator('strong'),
    ).toHaveText('by the lake');
    await page.getByLabel('Address of the poster image').fill(posterUrl);
    await page.getByLabel('Time zone').selectOption('Europe/Zurich');
    await page.getByLabel('Starts').fill(daysAhead(400, '18:00'));
    await page.getByLabel('Ends').fill(daysAhead(400, '23:00'));
    await page.getByLabel('Address', { exact: true }).fill('Quai 1, 8001 Zurich');
    await page.getByLabel('Website of the event').fill('https://lakeside.example');
    await page.getByLabel('Bank transfer').check();
    await page.getByLabel('Name', { exact: true }).fill('Lakeside seat');
    await page.getByLabel('Price', { exact: true }).fill('ten francs');
    await page.getByLabel('Tickets', { exact: true }).fill('20');
    await page.getByLabel('Sales start').fill(daysAhead(-1, '00:00'));
    await page.getByLabel('Sales end').fill(daysAhead(399, '12:00'));
    await page.getByLabel('Address of the terms and conditions').fill('https://lakeside.example/terms');
    await page.getByRole('button', { name: 'Create the event' }).click();

    // The app's own rule: the wrong price is named under its field, focused, and nothing typed is lost.
    const price = page.getByLabel('Price', { exact: true });
    await expect(price).toHaveAccessibleDescription('Enter an amount such as 25 or 12.50.');
    await expect(price).toBeFocused();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lakeside seat');
    await expectAccessible(page);

    await price.fill('35.50');
    await page.getByRole('button', { name: 'Create the event' }).click();
    const slug = page.getByLabel('Address of the event page');
    await expect(slug).toHaveAccessibleDescription(/This address is taken or not allowed/);
    await expect(page.getByLabel('Description in English', { exact: true })).toHaveValue(
      'An evening **by the lake**, with music.',
    );
    await expect(price).toHaveValue('35.50');

    await slug.fill('');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByText('The event was created as a draft.')).toBeVisible();
    await expect(page.getByText('Status: Draft')).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('35.5');
    await expectAccessible(page);
    const shortName = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-2) ?? '');

    // Added to the existing event: a question for each attendee and a supplement.
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question (EN)').fill('Meal choice');
    await page.getByLabel('An answer is required').check();
    await page.getByRole('button', { name: 'Add an additional service' }).click();
    const services = page.getByRole('group', { name: 'Additional services and donations' });
    await services.getByLabel('Title (EN)').fill('Lakeside parking');
    await services.getByLabel('Price', { exact: true }).fill('8');
    await services.getByLabel('Offered').selectOption({ label: 'Optional, up to the limit per order' });
    await services.getByLabel('Limit per order').fill('2');
    await services.getByLabel('On sale from').fill(daysAhead(-1, '00:00'));
    await services.getByLabel('On sale until').fill(daysAhead(399, '12:00'));
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByText('The changes are saved.')).toBeVisible();
    await expect(services.getByRole('group', { name: 'Lakeside parking' })).toBeVisible();
    await expect(page.getByLabel('Question (EN)')).toHaveValue('Meal choice');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Put on sale' }).click();
    await expect(page.getByText('Status: On sale')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take off sale' })).toBeVisible();

    await page.goto('/events-all');
    const card = page.getByRole('main').getByRole('heading', { level: 2, name: title });
    await expect(card).toBeVisible();
    await page.goto(`/event/${shortName}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Lakeside seat').first()).toBeVisible();

    // A buyer takes a seat and the supplement; the booking step asks the question and lists the supplement.
    const en = await englishBundle(request);
    await page
      .getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Lakeside seat') })
      .selectOption('1');
    await page
      .getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Lakeside parking') })
      .selectOption('1');
    await page.getByRole('button', { name: en['show-event.continue'] }).click();
    await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Meal choice/ })).toBeVisible();
    await expect(page.getByText('Lakeside parking').first()).toBeVisible();

    // The event leaves the catalogue again, so other journeys do not meet it.
    await page.goto(`/admin/events/${encodeURIComponent(shortName)}/edit`);
    await page.getByRole('button', { name: 'Take off sale' }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible();
  });
});
