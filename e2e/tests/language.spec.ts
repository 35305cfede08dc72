import { expect, test } from './fixtures.ts';

test.describe('language choice', () => {
  test('?lang=de switches the texts and the choice survives navigation', async ({ page, visit, request }) => {
    const de = await (await request.get('/api/v2/public/i18n/bundle/de')).json();
    const en = await (await request.get('/api/v2/public/i18n/bundle/en')).json();

    await visit('/?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const selector = page.getByLabel(de['shop.language.select']);
    await expect(selector).toHaveValue('de');
    await expect(page.getByRole('heading', { level: 1, name: de['event-list.title'] })).toBeVisible();

    // A full page load without ?lang keeps German: the choice lives in session storage.
    await visit('/events-all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel(de['shop.language.select'])).toHaveValue('de');

    // And back to English through the selector, which also survives a reload.
    await page.getByLabel(de['shop.language.select']).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel(en['shop.language.select'])).toHaveValue('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en['event-list.header.title'] })).toBeVisible();
  });

  test('a language the shop does not offer falls back to the browser language', async ({ page, visit }) => {
    await visit('/?lang=xx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
