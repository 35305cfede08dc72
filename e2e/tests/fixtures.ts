import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA rules, as axe tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectAccessible(page: Page): Promise<void> {
  // A button just pressed is still fading between its colours for 0.15 s; axe would measure the
  // contrast of that passing mix. Transitions and finite animations are let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe found accessibility violations').toEqual([]);
}

/**
 * Every test's pages are checked by axe: `visit` checks after each navigation, and whatever
 * page a test ends on is checked too.
 */
/**
 * The image has arrived and decodes. Being visible says neither: an image is laid out before its
 * bytes arrive, so this waits for the browser to finish with it, then asks whether it drew.
 */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

export const test = base.extend<{ visit: (url: string) => Promise<void>; autoAxe: void }>({
  visit: async ({ page }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectAccessible(page);
    });
  },
  autoAxe: [
    async ({ page }, use) => {
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
