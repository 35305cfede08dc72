import type { Locator, Page, Route } from '@playwright/test';
import { HOSTILE_DESCRIPTION, HOSTILE_DESCRIPTION_EVENT, HOSTILE_DESCRIPTION_SAFE_TEXT } from '../journey-settings.ts';
import { expect, test } from './fixtures.ts';

// The shop page's Content-Security-Policy would stop inline handlers on its own; switched off here so
// that only the shop's sanitising of the description stands between the payloads and the page.
test.use({ bypassCSP: true });

const eventPath = `/event/${HOSTILE_DESCRIPTION_EVENT}`;

/** Each payload that runs reports its name here. */
async function recordPayloads(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeFunction('reportXss', (name: string) => ran.push(name));
  return ran;
}

type EventJson = { description: Record<string, string> };
const withRawDescription = (event: EventJson): EventJson => ({
  ...event,
  description: { ...event.description, en: HOSTILE_DESCRIPTION },
});

/**
 * Our server renders descriptions from Markdown and escapes any HTML in them; another server may hand
 * HTML over as it is. These routes make ours do that for one event, both in the page's preloaded
 * event and in the event endpoint.
 */
async function serveDescriptionAsRawHtml(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === eventPath,
    async (route: Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script\b[^>]*\bid="preload-event"[^>]*>)([^<]*)(<\/script>)/,
        (_, open: string, encoded: string, close: string) =>
          open +
          encodeURIComponent(JSON.stringify(withRawDescription(JSON.parse(decodeURIComponent(encoded))))) +
          close,
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(
    (url) => url.pathname === `/api/v2/public${eventPath}`,
    async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: withRawDescription((await response.json()) as EventJson) });
    },
  );
}

/** Hovers and clicks everything a payload hid behind, and waits until every image has loaded or failed. */
async function provoke(description: Locator): Promise<void> {
  const doors = description.getByText('Doors open at six.');
  await doors.hover();
  await doors.click();
  await description.getByText('Venue').click();
  await description.getByText('Directions').click();
  await expect
    .poll(() => description.evaluate((root) => [...root.querySelectorAll('img')].every((image) => image.complete)))
    .toBe(true);
}

/** Nothing in the shown description can run code later either. */
async function expectInert(description: Locator): Promise<void> {
  const leftovers = await description.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) => [
      ...(['SCRIPT', 'IFRAME', 'svg', 'OBJECT', 'EMBED'].includes(element.tagName) ? [element.tagName] : []),
      ...[...element.attributes]
        .filter((attribute) => attribute.name.startsWith('on') || /^\s*javascript:/i.test(attribute.value))
        .map((attribute) => `${element.tagName} ${attribute.name}`),
    ]),
  );
  expect(leftovers).toEqual([]);
}

/** The same payloads, parsed by the browser without sanitising, do run: the journey can see them. */
async function expectPayloadsLiveWithoutSanitising(page: Page, ran: string[]): Promise<void> {
  await page.evaluate((html) => {
    document.createElement('div').innerHTML = html;
  }, HOSTILE_DESCRIPTION);
  await expect.poll(() => ran).toContain('img onerror');
}

/**
 * Chromium sanitises with its own `setHTML`; browsers without one get DOMPurify. Taking `setHTML`
 * away before the shop starts makes this Chromium such a browser.
 */
const sanitisers = [
  { name: "the browser's own sanitiser", withoutNative: false },
  { name: 'DOMPurify, where the browser has no sanitiser', withoutNative: true },
];

test.describe('a hostile event description', () => {
  for (const { name, withoutNative } of sanitisers) {
    test(`handed over as HTML, it is shown sanitised by ${name}: its text and safe links stay, nothing of it runs`, async ({
      page,
      visit,
    }) => {
      const ran = await recordPayloads(page);
      await serveDescriptionAsRawHtml(page);
      if (withoutNative) {
        await page.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'setHTML'));
      }
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });

      await visit(eventPath);
      const description = page.locator('.shop-event-description');
      await expect(description.locator('strong')).toHaveText(HOSTILE_DESCRIPTION_SAFE_TEXT);
      await provoke(description);

      expect(ran).toEqual([]);
      await expectInert(description);
      const programme = description.getByRole('link', { name: 'Programme' });
      await expect(programme).toHaveAttribute('href', 'https://open-circle.example/programme');
      await expect(programme).toHaveAttribute('rel', 'noopener noreferrer');
      expect(scripts.some((path) => /\/assets\/purify\b/.test(path))).toBe(withoutNative);
      await expectPayloadsLiveWithoutSanitising(page, ran);
    });
  }

  test('written in Markdown, its HTML is shown as text and nothing of it runs', async ({ page, visit }) => {
    const ran = await recordPayloads(page);

    await visit(eventPath);
    const description = page.locator('.shop-event-description');
    await expect(description.getByText(HOSTILE_DESCRIPTION_SAFE_TEXT)).toBeVisible();
    await expect(description.getByText(`<script>reportXss('script')</script>`)).toBeVisible();
    await expect(description.getByRole('link', { name: 'Directions' })).toHaveCount(0);
    await provoke(description);

    expect(ran).toEqual([]);
    await expectInert(description);
  });
});
