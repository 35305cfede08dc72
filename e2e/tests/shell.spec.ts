import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('application shell', () => {
  test('the announcement banner stays dismissed after a reload', async ({ page, visit, request, browser }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    const info = await (await request.get('/api/v2/info')).json();
    expect(info.announcementBannerContentHTML, 'the demo data sets an announcement').toBeTruthy();
    const bannerText = info.announcementBannerContentHTML.replace(/<[^>]+>/g, '').trim();

    await visit('/');
    const banner = page.getByRole('region', { name: /announcement/i }).or(page.getByText(bannerText));
    await expect(page.getByText(bannerText)).toBeVisible();
    await page.getByRole('button', { name: en['shop.banner.dismiss'] }).first().click();
    await expect(page.getByText(bannerText)).toBeHidden();

    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(bannerText)).toBeHidden();
    await expect(banner).toHaveCount(0);

    // Dismissal is remembered per browser session: a new visitor still sees it.
    const other = await browser.newPage();
    await other.goto('/');
    await expect(other.getByText(bannerText)).toBeVisible();
    await other.close();
  });

  test('the development banner can be closed with the keyboard', async ({ page, visit, request }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    await visit('/');
    await expect(page.getByText(en['shop.banner.dev-mode'])).toBeVisible();
    const close = page.getByRole('button', { name: en['shop.banner.dismiss'] }).last();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(en['shop.banner.dev-mode'])).toBeHidden();
  });

  test('an unknown page shows the translated not-found screen', async ({ page, request }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: en['shop.page-not-found.title'] })).toBeVisible();
  });

  test("lost links are asked for from an event's page, whose footer leads to the accessibility statement", async ({
    page,
    visit,
    request,
  }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    await visit('/event/alpine-summit');
    const toggle = page.getByRole('button', { name: en['shop.link-recovery.toggle'] });
    await toggle.focus();
    await page.keyboard.press('Enter');
    // The form is fetched when asked for: the buyer types once the focused field is there.
    await expect(page.getByRole('textbox', { name: en['common.email'] })).toBeFocused();
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'nobody@example.com' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('contentinfo').getByRole('link', { name: en['shop.accessibility.footer-link'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: en['shop.accessibility.title'] })).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@alpine-tech.example' })).toBeVisible();
  });

  test('a page left while its code is still on the way gives way to the next, even to one already loaded', async ({
    page,
    visit,
    request,
  }) => {
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();
    const statement = page.getByRole('heading', { level: 1, name: en['shop.accessibility.title'] });
    await visit('/accessibility');
    await expect(statement).toBeVisible();

    // The home page's code is held back until the visitor has moved on from it.
    const homeCode = /\/assets\/catalogue-[\w-]+\.js$/;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(homeCode, async (route) => {
      await released;
      await route.continue();
    });
    const homeCodeAsked = page.waitForRequest(homeCode);
    await page.getByRole('banner').getByRole('link', { name: en['shop.home.link'] }).click();
    await homeCodeAsked;
    await expect(statement).toBeHidden();

    await page.getByRole('contentinfo').getByRole('link', { name: en['shop.accessibility.footer-link'] }).click();
    await expect(statement).toBeVisible();
    const homeCodeArrived = page.waitForEvent('requestfinished', (finished) => homeCode.test(finished.url()));
    release();
    await homeCodeArrived;
    await expect(statement).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/accessibility');
  });
});
