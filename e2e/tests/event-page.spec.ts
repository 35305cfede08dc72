import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

type Bundle = Record<string, string>;

async function englishBundle(request: APIRequestContext): Promise<Bundle> {
  return (await (await request.get('/api/v2/public/i18n/bundle/en')).json()) as Bundle;
}

/** The message with its `{{n}}` placeholders filled, as the shop shows it. */
function message(en: Bundle, key: string, ...args: string[]): string {
  return (en[key] ?? key).replace(/\{\{(\d+)\}\}/g, (_, index: string) => args[Number(index)] ?? '');
}

const bookingRoute = (event: string) => new RegExp(`/event/${event}/reservation/[0-9a-f-]{36}/book$`);

/** Tickets, the optional aperitivo and a donation on the film festival (demo data). */
async function chooseFestivalSelection(page: Page, en: Bundle) {
  await page
    .getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Day ticket') })
    .selectOption('1');
  await page
    .getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Aperitivo on the terrace') })
    .selectOption('1');
  await page
    .getByRole('textbox', { name: message(en, 'shop.event-page.amount-for', 'Support young film-makers') })
    .fill('12.50');
}

test.describe('event page', () => {
  test('tickets, an optional supplement and a donation are reserved, and the booking step follows', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    const reserved: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/reserve-tickets')) reserved.push(sent.postDataJSON());
    });
    await visit('/event/riviera-film-festival');
    await expect(page.getByRole('heading', { level: 1, name: 'Riviera Film Festival' })).toBeVisible();
    await expect(page.getByText(en['show-event.mandatoryOneForTicket']!)).toBeVisible();

    await chooseFestivalSelection(page, en);
    await page.getByRole('button', { name: en['show-event.continue'] }).click();

    await expect(page).toHaveURL(bookingRoute('riviera-film-festival'));
    expect(reserved).toEqual([
      expect.objectContaining({
        reservation: [expect.objectContaining({ quantity: 1 })],
        additionalService: [expect.objectContaining({ quantity: 1 }), expect.objectContaining({ amount: 12.5 })],
      }),
    ]);
  });

  test('the code SUMMIT10 lowers the prices and can be removed again', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await visit('/event/alpine-summit');
    const promo = en['show-event.promo-code-type.promotional']!;
    await expect(page.getByText('CHF 290.00')).toBeVisible();

    await page.getByRole('button', { name: message(en, 'show-event.promo-code-insert', promo) }).click();
    await page.getByRole('textbox', { name: message(en, 'show-event.promo-code-insert', promo) }).fill('summit10');
    await page.keyboard.press('Enter');

    await expect(page.getByText('CHF 261.00')).toBeVisible();
    await expect(page.getByText('CHF 290.00')).toBeVisible();
    await expect(page.locator('del', { hasText: 'CHF 290.00' })).toBeVisible();
    const remove = page.getByRole('button', { name: message(en, 'shop.event-page.code.remove', 'SUMMIT10') });
    await expect(remove).toBeVisible();

    await remove.click();
    await expect(page.getByText('CHF 261.00')).toBeHidden();
    await expect(page.locator('del')).toHaveCount(0);
    await expect(page.getByRole('button', { name: message(en, 'show-event.promo-code-insert', promo) })).toBeFocused();
  });

  test('with the keyboard only: choose a quantity, apply a code and remove it', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await visit('/event/alpine-summit');
    const toggleName = message(en, 'show-event.promo-code-insert', en['show-event.promo-code-type.promotional']!);
    const quantity = page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Standard') });

    await quantity.focus();
    await page.keyboard.press('ArrowDown');
    await expect(quantity).toHaveValue('1');
    const toggle = page.getByRole('button', { name: toggleName });
    for (
      let presses = 0;
      presses < 6 && !(await toggle.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: toggleName })).toBeFocused();
    await page.keyboard.type('summit10');
    await page.keyboard.press('Enter');

    await expect(page.getByText('CHF 261.00')).toBeVisible();
    // The applied code's button takes the field's place in the same answer; Tab once it is there.
    const remove = page.getByRole('button', { name: message(en, 'shop.event-page.code.remove', 'SUMMIT10') });
    await expect(remove).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toBeFocused();
    await expect(quantity).toHaveValue('1');
  });

  test('the partner code reveals the hidden Speaker & Partner category', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await visit('/event/alpine-summit?code=ALPINE-PARTNER');

    await expect(page.getByRole('heading', { level: 3, name: 'Speaker & Partner' })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Speaker & Partner') }),
    ).toBeVisible();
  });

  test('an invalid code shows its error and clears the field', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await visit('/event/alpine-summit');
    const label = message(en, 'show-event.promo-code-insert', en['show-event.promo-code-type.promotional']!);

    await page.getByRole('button', { name: label }).click();
    const input = page.getByRole('textbox', { name: label });
    await input.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: en['show-event.promo-code.apply'] }).click();

    await expect(page.getByText(en['error.STEP_1_CODE_NOT_FOUND']!)).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Speaker & Partner' })).toHaveCount(0);
  });

  test('the waiting list of a sold-out event takes a subscription', async ({ page, visit, request }, testInfo) => {
    const en = await englishBundle(request);
    await visit('/event/riviera-jazz-night');
    const waitingList = page.getByRole('region', { name: en['show-event.sold-out.header'] });
    await expect(waitingList).toBeVisible();
    await expect(page.getByText(en['show-event.sold-out']!).first()).toBeVisible();

    await waitingList.getByRole('textbox', { name: en['common.first-name'] }).fill('Kim');
    await waitingList.getByRole('textbox', { name: en['common.last-name'] }).fill('Keyboard');
    await waitingList
      .getByRole('textbox', { name: en['common.email'] })
      .fill(`kim.${testInfo.project.name}.${Date.now()}@example.com`);
    await waitingList.getByRole('combobox', { name: en['reservation-page-complete.language'] }).selectOption('en');
    await waitingList.getByRole('checkbox', { name: new RegExp(en['reservation-page.tc.link.text']!) }).check();
    await waitingList.getByRole('checkbox', { name: new RegExp(en['reservation-page.privacy.link.text']!) }).check();
    await waitingList.getByRole('button', { name: en['show-event.sold-out.subscribe'] }).click();

    await expect(page.getByText(en['show-event.sold-out.subscription-complete']!)).toBeVisible();
  });

  test('error codes in the address are shown translated', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await visit('/event/alpine-summit?errors=error.STEP_1_CODE_NOT_FOUND');

    await expect(page.getByRole('alert').filter({ hasText: en['error.STEP_1_CODE_NOT_FOUND']! })).toBeVisible();
  });

  test('a human challenge is passed and the reservation replayed with its token', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await offerChallengeSiteKey(page, '/event/riviera-film-festival');
    await stubTurnstile(page, 'e2e-turnstile-token');
    const verifications: (string | undefined)[] = [];
    await page.route('**/api/v2/public/event/riviera-film-festival/reserve-tickets**', async (route) => {
      verifications.push(route.request().headers()['alfio-verification']);
      if (verifications.length === 1) {
        await route.fulfill({ status: 403, headers: { 'Alfio-Verification-Missing': 'turnstile' }, body: '' });
      } else {
        await route.continue();
      }
    });
    await visit('/event/riviera-film-festival');

    await chooseFestivalSelection(page, en);
    await page.getByRole('button', { name: en['show-event.continue'] }).click();

    await expect(page).toHaveURL(bookingRoute('riviera-film-festival'));
    expect(verifications).toEqual([undefined, 'e2e-turnstile-token']);
  });

  test('categories that fail to load are told, in readable colours, with a button that asks again', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    let serverDown = true;
    await page.route('**/api/v2/public/event/riviera-film-festival/ticket-categories**', (route) =>
      serverDown ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }) : route.fallback(),
    );
    await visit('/event/riviera-film-festival');

    const failure = page.getByRole('alert').filter({ hasText: en['shop.error.generic']! });
    await expect(failure).toBeVisible();
    await expectAccessible(page);

    serverDown = false;
    await failure.getByRole('button', { name: en['common.refresh'] }).click();
    await expect(
      page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Day ticket') }),
    ).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('a server failure keeps everything entered', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await page.route('**/api/v2/public/event/riviera-film-festival/reserve-tickets**', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
    );
    await visit('/event/riviera-film-festival');

    await chooseFestivalSelection(page, en);
    await page.getByRole('button', { name: en['show-event.continue'] }).click();

    await expect(page.getByText(en['error.STEP_2_PAYMENT_REQUEST_CREATION']!)).toBeVisible();
    await expect(page.getByRole('region', { name: en['show-event.tickets'] })).toBeFocused();
    await expect(
      page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Day ticket') }),
    ).toHaveValue('1');
    await expect(
      page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Aperitivo on the terrace') }),
    ).toHaveValue('1');
    await expect(
      page.getByRole('textbox', { name: message(en, 'shop.event-page.amount-for', 'Support young film-makers') }),
    ).toHaveValue('12.50');
    await expect(page).toHaveURL(/\/event\/riviera-film-festival$/);
  });
});

/**
 * The test server runs without Turnstile keys, so its page offers no site key: the served page's
 * preloaded info is given one, as a server with Turnstile configured would send it.
 */
async function offerChallengeSiteKey(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const withKey = html.replace(
      /(<script[^>]*id="preload-info"[^>]*>)([^<]*)(<\/script>)/,
      (_, open: string, content: string, close: string) => {
        const info = JSON.parse(decodeURIComponent(content)) as Record<string, unknown>;
        info.challengeConfiguration = { enabled: true, providerId: 'turnstile', apiKey: 'e2e-site-key' };
        return `${open}${encodeURIComponent(JSON.stringify(info))}${close}`;
      },
    );
    expect(withKey, 'the page carries preload-info').not.toBe(html);
    await route.fulfill({ response, body: withKey });
  });
}

/** Cloudflare's script replaced by one whose widget hands out `token` at once. */
async function stubTurnstile(page: Page, token: string): Promise<void> {
  await page.route('https://challenges.cloudflare.com/turnstile/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        window.turnstile = {
          render(container, options) { setTimeout(() => options.callback(${JSON.stringify(token)}), 50); return 'e2e-widget'; },
          remove() {},
        };
        window[new URL(document.currentScript.src).searchParams.get('onload')]();
      `,
    }),
  );
}
