import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  continueButton,
  englishBundle,
  enterContact,
  fillSummitAttendee,
  message,
  releaseReservation,
  reservationIdOf,
  reservationStep,
  reserve,
  ticketCard,
  ticketsLeft,
  type Bundle,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { SHORT_HOLD_EVENT } from '../journey-settings.ts';

const step = (event: string, name: string) => reservationStep('event', event, name);

async function fillContact(page: Page, en: Bundle, email = 'ada.lovelace@example.org') {
  await enterContact(page, en, { firstName: 'Ada', lastName: 'Lovelace', email });
}

/** What the server has left of the Alpine Summit's Student tickets, a small bounded category. */
const studentTicketsLeft = (request: APIRequestContext) => ticketsLeft(request, 'alpine-summit', 'Student');

test.describe('booking step', () => {
  test('two attendees with a field of each type and a business invoice from Italy reach the overview; reloading the booking page stays there', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1, Student: 1 });
    await expect(
      page.getByRole('heading', { level: 1, name: message(en, 'reservation-page.header.title', 'Alpine Tech Summit') }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: en['shop.reservation.stepper.label'] }).locator('[aria-current="step"]'),
    ).toContainText(en['breadcrumb.step2']!);
    await expect(page.getByText(/\d+ minutes/).first()).toBeVisible();
    await expectAccessible(page);

    await fillContact(page, en);
    await page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] }).check();
    const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
    await billing.getByRole('radio', { name: en['invoice.type.business'] }).check();
    await billing
      .getByRole('textbox', { name: en['reservation-page-complete.company'] })
      .fill('Analytical Engines Srl');
    await billing.getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true }).fill('Via Roma 1');
    await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill('20121');
    await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill('Milano');
    await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption('IT');
    await billing.getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) }).fill('01234567897');
    await fillSummitAttendee(ticketCard(page, en, 1), en, {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada.lovelace@example.org',
      student: false,
    });
    await fillSummitAttendee(ticketCard(page, en, 2), en, {
      first: 'Charles',
      last: 'Babbage',
      email: 'charles.babbage@example.org',
      student: true,
    });
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

  test('Italian electronic invoicing for a business in Italy, and a supplement moved to the other ticket', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'riviera-film-festival', { 'Day ticket': 2, 'Aperitivo on the terrace': 1 });
    // The organizer issues invoices only: no checkbox, the form is there.
    await expect(page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] })).toHaveCount(0);
    await fillContact(page, en);
    const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
    await billing.getByRole('radio', { name: en['invoice.type.business'] }).check();
    await billing
      .getByRole('textbox', { name: en['reservation-page-complete.company'] })
      .fill('Analytical Engines Srl');
    await billing
      .getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true })
      .fill('Via del Campo 1');
    await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill('16124');
    await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill('Genova');
    await billing.getByRole('textbox', { name: en['reservation-page.state'] }).fill('GE');
    await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption('IT');
    await billing.getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) }).fill('01234567897');
    await billing.getByRole('textbox', { name: en['invoice-fields.fiscalCode'] }).fill('01234567897');
    await billing
      .getByRole('combobox', { name: en['invoice-fields.addresseeItalyEInvoice'] })
      .selectOption('ADDRESSEE_CODE');
    await billing.getByRole('textbox', { name: en['invoice-fields.addressee-code'] }).fill('ABC1234');
    await billing.getByRole('checkbox', { name: en['invoice-fields.split-payment'] }).check();

    const first = ticketCard(page, en, 1);
    const second = ticketCard(page, en, 2);
    await first.getByRole('button', { name: en['reservation-page.copy-attendee'] }).click();
    await second.getByRole('textbox', { name: en['common.first-name'] }).fill('Charles');
    await second.getByRole('textbox', { name: en['common.last-name'] }).fill('Babbage');
    await second.getByRole('textbox', { name: en['common.email'] }).fill('charles.babbage@example.org');
    const aperitivo = first.locator('.shop-additional-service', {
      has: page.getByRole('heading', { name: 'Aperitivo on the terrace' }),
    });
    await aperitivo
      .getByRole('combobox', { name: en['reservation-page.move-additional-service'] })
      .selectOption({ label: message(en, 'shop.booking.ticket', 2, 'Day ticket') });
    await aperitivo.getByRole('button', { name: en['shop.booking.move'] }).click();
    const moved = second.getByRole('heading', { name: 'Aperitivo on the terrace' });
    await expect(moved).toBeFocused();
    await second.getByRole('combobox', { name: 'Your drink' }).selectOption('spritz');
    await expectAccessible(page);

    const sent: {
      additionalServices: Record<string, { additional: Record<string, unknown> }[]>;
      tickets: Record<string, unknown>;
    }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/validate-to-overview')) sent.push(request.postDataJSON());
    });
    await continueButton(page, en).click();
    await expect(page).toHaveURL(step('riviera-film-festival', 'overview'));
    expect(sent[0]).toMatchObject({
      invoiceRequested: true,
      vatCountryCode: 'IT',
      italyEInvoicingReferenceType: 'ADDRESSEE_CODE',
      italyEInvoicingSplitPayment: true,
    });
    const secondUuid = Object.keys(sent[0]!.tickets)[1]!;
    expect(sent[0]!.additionalServices[secondUuid]).toContainEqual(
      expect.objectContaining({ additional: { aperitivoDrink: ['spritz'] } }),
    );
    await releaseReservation(page);
  });

  test("a server error on a ticket's additional field shows under it and takes the focus", async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });
    await fillContact(page, en);
    const card = ticketCard(page, en, 1);
    await fillSummitAttendee(card, en, {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada.lovelace@example.org',
      student: false,
      employerVat: 'DE12',
    });
    await continueButton(page, en).click();

    const vat = card.getByRole('textbox', { name: "Your employer's EU VAT number (optional)" });
    await expect(vat).toBeFocused();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toHaveAccessibleDescription(en['error.STEP_2_INVALID_VAT']!);
    await expect(page).toHaveURL(step('alpine-summit', 'book'));
    await expectAccessible(page);
    await releaseReservation(page);
  });

  test('an e-mail that looks mistyped asks first; going on sends again and reaches the overview', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1 });
    await fillContact(page, en, 'ada.lovelace@gmial.com');
    for (const copy of await page.getByRole('button', { name: en['reservation-page.copy-attendee'] }).all())
      await copy.click();
    const card = ticketCard(page, en, 1);
    await card.getByRole('combobox', { name: 'Country of residence' }).selectOption('CH');
    await card.getByRole('combobox', { name: 'T-shirt size' }).selectOption('s');
    await card.getByRole('radio', { name: 'No preference' }).check();
    const ignored: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/validate-to-overview'))
        ignored.push(new URL(request.url()).searchParams.get('ignoreWarnings'));
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

  test('a hold configured to last seconds expires on the server; the dialog leads back to the event page, where the ticket is on sale again', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    const supportersLeft = () => ticketsLeft(request, SHORT_HOLD_EVENT, 'Supporter pass');
    const before = await supportersLeft();
    await reserve(page, visit, en, SHORT_HOLD_EVENT, { 'Supporter pass': 1 });
    const id = reservationIdOf(page)!;
    expect(await supportersLeft()).toBe(before - 1);

    const dialog = page.getByRole('dialog', { name: en['session-expired.header.title'] });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(en['error.STEP_2_ORDER_HAS_EXPIRED']!);
    await expect(continueButton(page, en)).toBeDisabled();
    // Nobody has given the hold up yet: the server let it go by itself.
    expect((await request.get(`/api/v2/public/reservation/${id}/status`)).status()).toBe(404);
    expect(await supportersLeft()).toBe(before);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: en['shop.reservation.expired.restart'] }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${SHORT_HOLD_EVENT}$`));
    await expect(
      page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', 'Supporter pass') }),
    ).toBeEnabled();
  });

  test("when the browser's clock runs ahead of the hold, the dialog gives the hold up and leads back to the event page, where the tickets are on sale again", async ({
    page,
    visit,
    request,
  }) => {
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

  test('under five minutes the banner stays on top, and a field reached by keyboard is never under it', async ({
    page,
    visit,
    request,
  }) => {
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
          page.evaluate(
            () =>
              document.activeElement!.getBoundingClientRect().top -
              document.querySelector('.shop-countdown')!.getBoundingClientRect().bottom,
          ),
        )
        .toBeGreaterThanOrEqual(0);
    }
    await releaseReservation(page);
  });

  test('with the keyboard only: a free ticket is booked, the terms accepted and the order confirmed', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await visit('/event/open-hack-day');
    const quantity = page.getByRole('combobox', {
      name: message(en, 'shop.event-page.quantity-for', 'General admission'),
    });
    await tabTo(page, quantity, 80);
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
    for (const consent of [en['reservation-page.privacy.link.text']!, en['reservation-page.tc.link.text']!]) {
      const box = page.getByRole('checkbox', { name: new RegExp(consent) });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, continueButton(page, en));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(step('open-hack-day', 'success'));
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText('Kim Keyboard');
  });
});

/** Presses Tab until `target` has the focus (the journey never uses the mouse). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (
    let presses = 0;
    presses < limit && !(await target.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}
