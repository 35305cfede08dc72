import type { Page } from '@playwright/test';
import { ANALYTICS_EVENT, ANALYTICS_MEASUREMENT_ID } from '../journey-settings.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The demo event whose organizer counts visits with Google Analytics. */
const eventPath = `/event/${ANALYTICS_EVENT}`;

const googleHosts = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//;

/**
 * A stand-in for gtag.js: it sends one request per page view handed to it, as the real one does,
 * to the host the real one uses. Loaded and sending under the page's own CSP, like the real one.
 */
const fakeGtag = `(function () {
  var queue = (window.dataLayer = window.dataLayer || []);
  function handle(command) {
    if (command[0] !== 'event' || command[1] !== 'page_view') return;
    var view = command[2] || {};
    fetch('https://www.google-analytics.com/g/collect?en=page_view&tid=' + encodeURIComponent(view.send_to) +
      '&dl=' + encodeURIComponent(view.page_location), { method: 'POST', mode: 'no-cors' });
  }
  for (var i = 0; i < queue.length; i++) handle(queue[i]);
  var push = queue.push.bind(queue);
  queue.push = function (command) { handle(command); return push(command); };
})();`;

/** Every request to Google's hosts is answered here and recorded; nothing else leaves the machine either. */
async function answerForGoogle(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  await page.route(googleHosts, (route) => {
    const url = route.request().url();
    seen.push(url);
    return url.includes('/gtag/js')
      ? route.fulfill({ contentType: 'text/javascript', body: fakeGtag })
      : route.fulfill({ status: 204 });
  });
  return seen;
}

/** The page views that reached Google, as measurement id and path. */
function pageViews(seen: string[]): string[] {
  return seen
    .map((address) => new URL(address))
    .filter((url) => url.pathname === '/g/collect' && url.searchParams.get('en') === 'page_view')
    .map((url) => `${url.searchParams.get('tid')} ${new URL(url.searchParams.get('dl') ?? '').pathname}`);
}

async function analyticsCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'));
}

test.describe('analytics with consent', () => {
  test('nothing reaches Google before the visitor accepts; afterwards each page is counted', async ({
    page,
    visit,
    request,
  }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    const seen = await answerForGoogle(page);

    await visit(eventPath);
    const question = page.getByRole('region', { name: en['shop.analytics.title'] });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: en['shop.analytics.decline'] })).toBeVisible();
    expect(seen).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

    await question.getByRole('button', { name: en['shop.analytics.accept'] }).focus();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect.poll(() => pageViews(seen)).toEqual([`${ANALYTICS_MEASUREMENT_ID} ${eventPath}`]);

    // Home has no analytics of its own; coming back to the event counts it again.
    await page.getByRole('navigation').getByRole('link', { name: en['shop.home.link'] }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goBack();
    await expect
      .poll(() => pageViews(seen))
      .toEqual([`${ANALYTICS_MEASUREMENT_ID} ${eventPath}`, `${ANALYTICS_MEASUREMENT_ID} ${eventPath}`]);
    expect(seen.filter((address) => address.includes('/gtag/js'))).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_MEASUREMENT_ID}`,
    ]);
  });

  test('a declined answer is kept after a reload, loads nothing, and can be changed at the foot of the page', async ({
    page,
    visit,
    request,
  }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    const seen = await answerForGoogle(page);

    await visit(eventPath);
    const question = page.getByRole('region', { name: en['shop.analytics.title'] });
    await question.getByRole('button', { name: en['shop.analytics.decline'] }).focus();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();

    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    const preferences = page.getByRole('button', { name: en['shop.analytics.preferences'] });
    await expect(preferences).toBeVisible();
    await expect(question).toHaveCount(0);

    await preferences.click();
    await expect(question).toBeFocused();
    await expect(question).toContainText(en['shop.analytics.declined']);
    await expectAccessible(page);
    expect(seen).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
  });
});
