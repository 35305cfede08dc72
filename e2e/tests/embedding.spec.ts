import { createServer, type Server } from 'node:http';
import type { FrameLocator, Page } from '@playwright/test';
import { englishBundle, message, type Bundle } from './checkout.ts';
import { expect, test } from './fixtures.ts';
import { EMBED_EVENT, EMBED_ORGANIZER_ORIGIN, EMBED_OTHER_ORIGIN, EMBED_PARENT_PORT } from '../journey-settings.ts';

interface Received {
  origin: string;
  data: { type?: string; height?: number; status?: string; id?: string };
}

const frameTitle = 'Tickets for the DevOps day';

/**
 * An organizer's page as they would write it: their own content, the element and the script.
 * It records every message it receives, to compare with what the shop should have sent.
 */
function organizerPage(shop: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Our DevOps day</title></head>
<body>
<main>
<h1>Our DevOps day</h1>
<p>Get your seat below.</p>
<div data-ticket-shop-event="${EMBED_EVENT}" data-ticket-shop-title="${frameTitle}" data-ticket-shop-lang="en"></div>
<p>See you there.</p>
</main>
<script>
window.received = [];
window.addEventListener('message', function (event) { window.received.push({ origin: event.origin, data: event.data }); });
</script>
<script src="${shop}/embed.js"></script>
</body>
</html>`;
}

/**
 * The organizers' web server, a real one on the loopback interface: the browser lets only pages
 * of the same network reach the shop's loopback address. Both sites' host names (`*.localhost`)
 * reach it; the shop's origin comes with the address.
 */
let sites: Server;
test.beforeAll(async () => {
  sites = createServer((request, response) => {
    const shop = new URL(request.url ?? '/', 'http://site').searchParams.get('shop') ?? '';
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(shop)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(organizerPage(shop));
  });
  await new Promise<void>((resolve) => sites.listen(EMBED_PARENT_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => sites.close(() => resolve())));

async function organizerSite(page: Page, origin: string, shop: string): Promise<void> {
  await page.goto(`${origin}/?shop=${encodeURIComponent(shop)}`);
}

const receivedBy = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** The frame's height on the organizer's page against the height of the shop's content. */
async function heights(page: Page) {
  const frame = page.locator(`iframe[title="${frameTitle}"]`);
  const outer = await frame.evaluate((element) => element.getBoundingClientRect().height);
  const inner = await page
    .frameLocator(`iframe[title="${frameTitle}"]`)
    .locator('html')
    .evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
  return { outer, inner };
}

async function expectFrameFitsContent(page: Page) {
  await expect
    .poll(async () => {
      const { outer, inner } = await heights(page);
      return Math.abs(outer - inner);
    })
    .toBeLessThanOrEqual(1);
}

async function buyOnSite(shop: FrameLocator, en: Bundle) {
  await shop.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'On site') }).selectOption('1');
  await shop.getByRole('button', { name: en['show-event.continue'] }).click();
  const contact = shop.getByRole('region', { name: en['reservation-page.your-details'] });
  await contact.getByRole('textbox', { name: en['common.first-name'] }).fill('Ada');
  await contact.getByRole('textbox', { name: en['common.last-name'] }).fill('Lovelace');
  await contact.getByRole('textbox', { name: en['common.email'] }).fill('ada.lovelace@example.org');
  for (const copy of await shop.getByRole('button', { name: en['reservation-page.copy-attendee'] }).all())
    await copy.click();
  await shop.getByRole('button', { name: en['reservation-page.continue'], exact: true }).click();
  await shop.getByRole('radio', { name: en['reservation-page.on-site'], exact: true }).check();
  const privacy = shop.getByRole('checkbox', { name: new RegExp(en['reservation-page.privacy.link.text']!) });
  if (await privacy.count()) await privacy.check();
  await shop.getByRole('checkbox', { name: new RegExp(en['reservation-page.tc.link.text']!) }).check();
  await shop.getByRole('button', { name: en['common.confirm'], exact: true }).click();
}

test.describe('the shop embedded in an organizer site', () => {
  test('the frame follows its content, and the organizer hears the reservation completed, from the shop only', async ({
    page,
    request,
    baseURL,
  }) => {
    const en = await englishBundle(request);
    const shopOrigin = new URL(baseURL!).origin;
    await organizerSite(page, EMBED_ORGANIZER_ORIGIN, shopOrigin);
    const shop = page.frameLocator(`iframe[title="${frameTitle}"]`);
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFrameFitsContent(page);

    await buyOnSite(shop, en);
    const reservationFrame = () => page.frames().find((frame) => frame.url().includes('/reservation/'));
    await expect.poll(() => reservationFrame()?.url() ?? '').toMatch(/\/reservation\/[^/]+\/success/);
    const reservationId = /\/reservation\/([^/]+)\//.exec(reservationFrame()!.url())![1];
    await expect
      .poll(async () => (await receivedBy(page)).filter((m) => m.data.status !== undefined).map((m) => m.data))
      .toContainEqual({ status: 'COMPLETE', id: reservationId });
    await expectFrameFitsContent(page);

    const received = await receivedBy(page);
    expect(received.filter((m) => m.data.type === 'height').length).toBeGreaterThan(1);
    expect(received.every((m) => m.origin === shopOrigin)).toBe(true);
  });

  test('another site allowed to frame the shop hears nothing of an event that names the organizer', async ({
    page,
    baseURL,
  }) => {
    await organizerSite(page, EMBED_OTHER_ORIGIN, new URL(baseURL!).origin);
    await expect(page.frameLocator(`iframe[title="${frameTitle}"]`).getByRole('heading', { level: 1 })).toBeVisible();
    const frame = page.frames().find((candidate) => candidate.url().includes(`/event/${EMBED_EVENT}`))!;
    // Past the frames in which the shop measures and posts, the frame sends a marker: messages
    // from one window arrive in order, so whatever the shop sent this page arrives before it.
    await frame.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 4;
          const next = () => (--frames === 0 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    await frame.evaluate(() => window.parent.postMessage({ marker: true }, '*'));
    await expect.poll(async () => (await receivedBy(page)).length).toBeGreaterThan(0);
    expect((await receivedBy(page)).map((m) => m.data)).toEqual([{ marker: true }]);
  });
});
