import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

type Bundle = Record<string, string>;

async function englishBundle(request: APIRequestContext): Promise<Bundle> {
  return (await (await request.get('/api/v2/public/i18n/bundle/en')).json()) as Bundle;
}

/** The message with its `{{n}}` placeholders filled, as the shop shows it. */
function message(en: Bundle, key: string, ...args: (string | number)[]): string {
  return (en[key] ?? key).replace(/\{\{(\d+)\}\}/g, (_, index: string) => String(args[Number(index)] ?? ''));
}

const step = (event: string, name: string) => new RegExp(`/event/${event}/reservation/[0-9a-f-]{36}/${name}(\\?.*)?$`);

/** Chooses tickets on the event page (category → quantity) and lands on the booking step. */
async function reserve(page: Page, visit: (url: string) => Promise<void>, en: Bundle, event: string, quantities: Record<string, number>) {
  await visit(`/event/${event}`);
  for (const [category, quantity] of Object.entries(quantities)) {
    await page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', category) }).selectOption(String(quantity));
  }
  await page.getByRole('button', { name: en['show-event.continue'] }).click();
  await expect(page).toHaveURL(step(event, 'book'));
  await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
}

async function fillContact(page: Page, en: Bundle, email = 'ada.lovelace@example.org') {
  const contact = page.getByRole('region', { name: en['reservation-page.your-details'] });
  await contact.getByRole('textbox', { name: en['common.first-name'] }).fill('Ada');
  await contact.getByRole('textbox', { name: en['common.last-name'] }).fill('Lovelace');
  await contact.getByRole('textbox', { name: en['common.email'] }).fill(email);
}

/** What the server has left of the Alpine Summit's Student tickets, a small bounded category. */
async function studentTicketsLeft(request: APIRequestContext): Promise<number> {
  const items = (await (await request.get('/api/v2/public/event/alpine-summit/ticket-categories')).json()) as { ticketCategories: { name: string; availableTickets: number | null }[] };
  return items.ticketCategories.find((category) => category.name === 'Student')?.availableTickets ?? 0;
}

const ticketCard = (page: Page, en: Bundle, n: number) => page.getByRole('article', { name: message(en, 'shop.booking.ticket-number', n) });

/** The attendee fields of Alpine Tech Summit (demo data), the date of birth for students only. */
async function fillSummitAttendee(card: Locator, en: Bundle, person: { first: string; last: string; email: string; student: boolean; employerVat?: string }) {
  await card.getByRole('textbox', { name: 'Name on your badge' }).fill(person.first);
  await card.getByRole('textbox', { name: en['common.first-name'] }).fill(person.first);
  await card.getByRole('textbox', { name: en['common.last-name'] }).fill(person.last);
  await card.getByRole('textbox', { name: en['common.email'] }).fill(person.email);
  await card.getByRole('textbox', { name: 'Company or organisation' }).fill('Analytical Engines');
  await card.getByRole('textbox', { name: 'Mobile number (for last-minute changes)' }).fill('+39 347 000 0000');
  await card.getByRole('combobox', { name: 'Country of residence' }).selectOption('IT');
  await card.getByRole('textbox', { name: "Your employer's EU VAT number (optional)" }).fill(person.employerVat ?? 'DE123456789');
  if (person.student) await card.getByLabel('Date of birth').fill('2004-05-17');
  await card.getByRole('combobox', { name: 'T-shirt size' }).selectOption('m');
  await card.getByRole('radio', { name: 'Vegetarian' }).check();
  await card.getByRole('checkbox', { name: 'Green software' }).check();
  await card.getByRole('checkbox', { name: 'Accessible interfaces' }).check();
  await card.getByRole('textbox', { name: 'Accessibility needs we should know about' }).fill('Step-free access, please.');
}

/** Releases what a journey still holds, so the journeys after it find the same tickets on sale. */
async function releaseReservation(page: Page) {
  const id = /reservation\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  if (!id) return;
  await page.evaluate(async (reservationId) => {
    const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
    await fetch(`/api/v2/public/reservation/${reservationId}`, { method: 'DELETE', headers: { 'X-Auth-Token': meta('GID'), 'X-CSRF-TOKEN': meta('XSRF_TOKEN') } });
  }, id);
}

const continueButton = (page: Page, en: Bundle) => page.getByRole('button', { name: en['reservation-page.continue'], exact: true });

test.describe('booking step', () => {
  test('two attendees with a field of each type and a business invoice from Italy reach the overview; reloading the booking page stays there', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1, Student: 1 });
    await expect(page.getByRole('heading', { level: 1, name: message(en, 'reservation-page.header.title', 'Alpine Tech Summit') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en['shop.reservation.stepper.label'] }).locator('[aria-current="step"]')).toContainText(en['breadcrumb.step2']!);
    await expect(page.getByText(/\d+ minutes/).first()).toBeVisible();
    await expectAccessible(page);

    await fillContact(page, en);
    await page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] }).check();
    const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
    await billing.getByRole('radio', { name: en['invoice.type.business'] }).check();
    await billing.getByRole('textbox', { name: en['reservation-page-complete.company'] }).fill('Analytical Engines Srl');
    await billing.getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true }).fill('Via Roma 1');
    await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill('20121');
    await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill('Milano');
    await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption('IT');
    await billing.getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) }).fill('01234567897');
    await fillSummitAttendee(ticketCard(page, en, 1), en, { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.org', student: false });
    await fillSummitAttendee(ticketCard(page, en, 2), en, { first: 'Charles', last: 'Babbage', email: 'charles.babbage@example.org', student: true });
    await expectAccessible(page);

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/validate-to-overview')) sent.push(request.postDataJSON());
    });
    await continueButton(page, en).click();
    await expect(page).toHaveURL(step('alpine-summit', 'overview'));
    expect(sent).toEqual([
      expect.objectContaining({
        invoiceRequested: true,
        addCompanyBillingDetails: true,
        billingAddressCompany: 'Analytical Engines Srl',
        vatCountryCode: 'IT',
        vatNr: '01234567897',
      }),
    ]);
    const body = sent[0] as { tickets: Record<string, { additional: Record<string, unknown> }> };
    const student = Object.values(body.tickets).find((ticket) => ticket.additional.birthDate);
    expect(student?.additional).toMatchObject({
      badgeName: ['Charles'],
      company: ['Analytical Engines'],
      phone: ['+39 347 000 0000'],
      country: ['IT'],
      employerVatNumber: ['DE123456789'],
      birthDate: ['2004-05-17'],
      tshirt: ['m'],
      lunch: ['vegetarian'],
      workshops: [null, null, 'green', 'accessibility'],
      accessibilityNeeds: ['Step-free access, please.'],
    });

    await page.goto(page.url().replace(/\/overview(\?.*)?$/, '/book'));
    await expect(page).toHaveURL(step('alpine-summit', 'overview'));
    await releaseReservation(page);
  });

  test('Italian electronic invoicing for a business in Italy, and a supplement moved to the other ticket', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'riviera-film-festival', { 'Day ticket': 2, 'Aperitivo on the terrace': 1 });
    // The organizer issues invoices only: no checkbox, the form is there.
    await expect(page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] })).toHaveCount(0);
    await fillContact(page, en);
    const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
    await billing.getByRole('radio', { name: en['invoice.type.business'] }).check();
    await billing.getByRole('textbox', { name: en['reservation-page-complete.company'] }).fill('Analytical Engines Srl');
    await billing.getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true }).fill('Via del Campo 1');
    await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill('16124');
    await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill('Genova');
    await billing.getByRole('textbox', { name: en['reservation-page.state'] }).fill('GE');
    await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption('IT');
    await billing.getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) }).fill('01234567897');
    await billing.getByRole('textbox', { name: en['invoice-fields.fiscalCode'] }).fill('01234567897');
    await billing.getByRole('combobox', { name: en['invoice-fields.addresseeItalyEInvoice'] }).selectOption('ADDRESSEE_CODE');
    await billing.getByRole('textbox', { name: en['invoice-fields.addressee-code'] }).fill('ABC1234');
    await billing.getByRole('checkbox', { name: en['invoice-fields.split-payment'] }).check();

    const first = ticketCard(page, en, 1);
    const second = ticketCard(page, en, 2);
    await first.getByRole('button', { name: en['reservation-page.copy-attendee'] }).click();
    await second.getByRole('textbox', { name: en['common.first-name'] }).fill('Charles');
    await second.getByRole('textbox', { name: en['common.last-name'] }).fill('Babbage');
    await second.getByRole('textbox', { name: en['common.email'] }).fill('charles.babbage@example.org');
    const aperitivo = first.locator('.shop-additional-service', { has: page.getByRole('heading', { name: 'Aperitivo on the terrace' }) });
    await aperitivo.getByRole('combobox', { name: en['reservation-page.move-additional-service'] }).selectOption({ label: message(en, 'shop.booking.ticket', 2, 'Day ticket') });
    await aperitivo.getByRole('button', { name: en['shop.booking.move'] }).click();
    const moved = second.getByRole('heading', { name: 'Aperitivo on the terrace' });
    await expect(moved).toBeFocused();
    await second.getByRole('combobox', { name: 'Your drink' }).selectOption('spritz');
    await expectAccessible(page);

    const sent: { additionalServices: Record<string, { additional: Record<string, unknown> }[]>; tickets: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/validate-to-overview')) sent.push(request.postDataJSON());
    });
    await continueButton(page, en).click();
    await expect(page).toHaveURL(step('riviera-film-festival', 'overview'));
    expect(sent[0]).toMatchObject({ invoiceRequested: true, vatCountryCode: 'IT', italyEInvoicingReferenceType: 'ADDRESSEE_CODE', italyEInvoicingSplitPayment: true });
    const secondUuid = Object.keys(sent[0]!.tickets)[1]!;
    expect(sent[0]!.additionalServices[secondUuid]).toContainEqual(expect.objectContaining({ additional: { aperitivoDrink: ['spritz'] } }));
    await releaseReservation(page);
  });

  test("a server error on a ticket's additional field shows under it and takes the focus", async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });
    await fillContact(page, en);
    const card = ticketCard(page, en, 1);
    await fillSummitAttendee(card, en, { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.org', student: false, employerVat: 'DE12' });
    await continueButton(page, en).click();

    const vat = card.getByRole('textbox', { name: "Your employer's EU VAT number (optional)" });
    await expect(vat).toBeFocused();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toHaveAccessibleDescription(en['error.STEP_2_INVALID_VAT']!);
    await expect(page).toHaveURL(step('alpine-summit', 'book'));
    await expectAccessible(page);
    await releaseReservation(page);
  });

  test('an e-mail that looks mistyped asks first; going on sends again and reaches the overview', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });
    await fillContact(page, en, 'ada.lovelace@gmial.com');
    for (const copy of await page.getByRole('button', { name: en['reservation-page.copy-attendee'] }).all()) await copy.click();
    const card = ticketCard(page, en, 1);
    await card.getByRole('combobox', { name: 'Country of residence' }).selectOption('CH');
    await card.getByRole('combobox', { name: 'T-shirt size' }).selectOption('s');
    await card.getByRole('radio', { name: 'No preference' }).check();
    const ignored: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/validate-to-overview')) ignored.push(new URL(request.url()).searchParams.get('ignoreWarnings'));
    });
    await continueButton(page, en).click();

    const dialog = page.getByRole('dialog', { name: en['shop.event-page.warning.title'] });
    await expect(dialog).toContainText(message(en, 'error.STEP_2_EMAIL_TYPO', 'ada.lovelace@gmail.com'));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en['warning.proceed'] }).click();
    await expect(page).toHaveURL(step('alpine-summit', 'overview'));
    expect(ignored).toEqual(['false', 'true']);
    await releaseReservation(page);
  });

  test('cancelling puts the tickets back on sale', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    const studentsLeft = () => studentTicketsLeft(request);
    const before = await studentsLeft();
    expect(before, 'a student ticket is on sale').toBeGreaterThan(0);
    const studentCard = page.locator('li.card', { has: page.getByRole('heading', { level: 3, name: 'Student' }) });

    await reserve(page, visit, en, 'alpine-summit', { Student: 1 });
    expect(await studentsLeft()).toBe(before - 1);
    await page.getByRole('button', { name: en['reservation-page.cancel'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en['shop.reservation.cancel.title'] });
    await expect(dialog).toContainText(en['reservation-page.cancel-reservation.confirmation.text']!);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en['reservation-page-complete.confirm-cancellation.button.yes'] }).click();

    await expect(page).toHaveURL(/\/event\/alpine-summit$/);
    await expect(studentCard.getByText(message(en, 'show-event.tickets.left', before))).toBeVisible();
    expect(await studentsLeft()).toBe(before);
  });

  test('when the hold runs out, a dialog leads back to the event page, where the tickets are on sale again', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    const before = await studentTicketsLeft(request);
    // The browser's clock runs ahead of the hold (25 minutes in the demo); the server keeps its own.
    await page.clock.install();
    await reserve(page, visit, en, 'alpine-summit', { Student: 1 });
    expect(await studentTicketsLeft(request)).toBe(before - 1);
    await page.clock.fastForward('20:00');
    const banner = page.locator('.shop-countdown');
    await expect(banner).toHaveClass(/alert-warning/);
    await page.clock.fastForward('06:00');

    const dialog = page.getByRole('dialog', { name: en['session-expired.header.title'] });
    await expect(dialog).toContainText(en['error.STEP_2_ORDER_HAS_EXPIRED']!);
    await expect(continueButton(page, en)).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en['shop.reservation.expired.restart'] }).click();
    await expect(page).toHaveURL(/\/event\/alpine-summit$/);
    const studentCard = page.locator('li.card', { has: page.getByRole('heading', { level: 3, name: 'Student' }) });
    await expect(studentCard.getByText(message(en, 'show-event.tickets.left', before))).toBeVisible();
    expect(await studentTicketsLeft(request)).toBe(before);
  });

  test('under five minutes the banner stays on top, and a field reached by keyboard is never under it', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await page.clock.install();
    await reserve(page, visit, en, 'alpine-summit', { Standard: 2 });
    await page.clock.fastForward('21:00');
    const banner = page.locator('.shop-countdown');
    await expect(banner).toHaveClass(/shop-countdown-sticky/);

    // Backwards from the last control, each field scrolls in from above, where the banner sits.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await continueButton(page, en).focus();
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Shift+Tab');
      // Above the form lies the page head, where the banner is back in the flow: done.
      if (!(await page.evaluate(() => Boolean(document.activeElement?.closest('form'))))) break;
      // The page may scroll smoothly: what counts is where the field comes to rest.
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement!.getBoundingClientRect().top - document.querySelector('.shop-countdown')!.getBoundingClientRect().bottom),
        )
        .toBeGreaterThanOrEqual(0);
    }
    await releaseReservation(page);
  });

  test('with the keyboard only: a free ticket is booked and the overview follows', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await visit('/event/open-hack-day');
    const quantity = page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'General admission') });
    await quantity.focus();
    await page.keyboard.press('ArrowDown');
    await expect(quantity).toHaveValue('1');
    await tabTo(page, page.getByRole('button', { name: en['show-event.continue'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(step('open-hack-day', 'book'));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const contact = page.getByRole('region', { name: en['reservation-page.your-details'] });
    await typeInto(page, contact.getByRole('textbox', { name: en['common.first-name'] }), 'Kim');
    await typeInto(page, contact.getByRole('textbox', { name: en['common.last-name'] }), 'Keyboard');
    await typeInto(page, contact.getByRole('textbox', { name: en['common.email'] }), 'kim.keyboard@example.org');
    const card = ticketCard(page, en, 1);
    await tabTo(page, card.getByRole('textbox', { name: en['common.first-name'] }));
    await expect(card.getByRole('textbox', { name: en['common.email'] })).toHaveValue('kim.keyboard@example.org');
    await tabTo(page, card.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(card.getByRole('radio').first()).toBeChecked();
    await tabTo(page, continueButton(page, en));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(step('open-hack-day', 'overview'));
    await releaseReservation(page);
  });
});

/** Presses Tab until `target` has the focus (the journey never uses the mouse). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}
