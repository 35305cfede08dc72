import type { BasicSubscriptionDescriptorInfo } from '@shop/contract';
import type { Page } from '@playwright/test';
import {
  acceptTerms,
  ada,
  continueToOverview,
  englishBundle,
  enterContact,
  expectSummitAttendee,
  fillContact,
  fillSummitAttendee,
  message,
  releaseReservation,
  reservationStep,
  reserve,
  reserveTickets,
  ticketCard,
  type Bundle,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A business invoice to Switzerland, as a buyer would enter it. */
const company = {
  name: 'Acme Analytics AG',
  line1: 'Bahnhofstrasse 1',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  vat: 'CHE-109.322.551',
};

async function fillCompanyInvoice(page: Page, en: Bundle) {
  await page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] }).check();
  const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
  await billing.getByRole('radio', { name: en['invoice.type.business'] }).check();
  await billing.getByRole('textbox', { name: en['reservation-page-complete.company'] }).fill(company.name);
  await billing.getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true }).fill(company.line1);
  await billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] }).fill(company.zip);
  await billing.getByRole('textbox', { name: en['reservation-page.city'] }).fill(company.city);
  await billing.getByRole('combobox', { name: en['reservation-page-complete.country'] }).selectOption(company.country);
  await billing.getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) }).fill(company.vat);
}

test.describe('overview', () => {
  test('a free order needs no payment: Continue ends on the success page', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    await reserveTickets(page, visit, en, 'open-hack-day', 'General admission');
    await fillContact(page, en);
    await page.getByRole('radio', { name: 'This is my first time' }).check();
    await continueToOverview(page, en, 'event', 'open-hack-day');

    await expect(page.getByRole('navigation', { name: en['shop.reservation.stepper.label'] })).toContainText(
      en['breadcrumb.step3.free']!,
    );
    await expect(page.getByRole('heading', { name: en['reservation-page.payment'] })).toHaveCount(0);
    await expect(
      page.getByRole('row', { name: new RegExp(`${en['reservation-page.total']} ${en['common.free']}`) }),
    ).toBeVisible();
    await expectAccessible(page);
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['reservation-page.continue'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', 'open-hack-day', 'success'));
    await expect(
      page.getByRole('heading', { level: 2, name: en['reservation-page-complete.info-assign'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText(`${ada.firstName} ${ada.lastName}`);
  });

  test('Back from the overview keeps every field of the booking form', async ({ page, visit, request }) => {
    const en = await englishBundle(request);
    const attendees = [
      { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.org', student: false },
      { first: 'Grace', last: 'Hopper', email: 'grace.hopper@example.org', student: true },
    ];
    await reserve(page, visit, en, 'alpine-summit', { Standard: 1, Student: 1 });
    await enterContact(page, en);
    await fillSummitAttendee(ticketCard(page, en, 1), en, attendees[0]!);
    await fillSummitAttendee(ticketCard(page, en, 2), en, attendees[1]!);
    await fillCompanyInvoice(page, en);
    await continueToOverview(page, en, 'event', 'alpine-summit');

    const invoice = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
    await expect(invoice).toContainText(company.name);
    await expect(invoice).toContainText(`${en['invoice-fields.tax-id']}: ${company.vat}`);
    await page.getByRole('button', { name: en['common.back'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', 'alpine-summit', 'book'));
    const contact = page.getByRole('region', { name: en['reservation-page.your-details'] });
    await expect(contact.getByRole('textbox', { name: en['common.first-name'] })).toHaveValue(ada.firstName);
    await expect(contact.getByRole('textbox', { name: en['common.last-name'] })).toHaveValue(ada.lastName);
    await expect(contact.getByRole('textbox', { name: en['common.email'] })).toHaveValue(ada.email);
    await expectSummitAttendee(ticketCard(page, en, 1), en, attendees[0]!);
    await expectSummitAttendee(ticketCard(page, en, 2), en, attendees[1]!);
    await expect(page.getByRole('checkbox', { name: en['reservation-page.i-need-an-invoice'] })).toBeChecked();
    const billing = page.getByRole('region', { name: en['reservation-page.invoice-details'] });
    await expect(billing.getByRole('radio', { name: en['invoice.type.business'] })).toBeChecked();
    await expect(billing.getByRole('textbox', { name: en['reservation-page-complete.company'] })).toHaveValue(
      company.name,
    );
    await expect(
      billing.getByRole('textbox', { name: en['reservation-page.address-line-1'], exact: true }),
    ).toHaveValue(company.line1);
    await expect(billing.getByRole('textbox', { name: en['reservation-page.zip-postal-code'] })).toHaveValue(
      company.zip,
    );
    await expect(billing.getByRole('textbox', { name: en['reservation-page.city'] })).toHaveValue(company.city);
    await expect(billing.getByRole('combobox', { name: en['reservation-page-complete.country'] })).toHaveValue(
      company.country,
    );
    await expect(billing.getByRole('textbox', { name: message(en, 'invoice.vat', en['common.vat']!) })).toHaveValue(
      company.vat,
    );
    await releaseReservation(page);
  });

  test('a subscription bought at the desk then pays for an event ticket with its id', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    const subscriptions = (await (
      await request.get('/api/v2/public/subscriptions')
    ).json()) as BasicSubscriptionDescriptorInfo[];
    const pass = subscriptions.find((subscription) => subscription.title.en === 'Alpine Season Pass');
    if (!pass) throw new Error('the demo data has no Alpine Season Pass');

    await visit(`/subscription/${pass.id}`);
    await page.getByRole('button', { name: en['show-event.continue'] }).click();
    await expect(page).toHaveURL(reservationStep('subscription', pass.id, 'book'));
    await fillContact(page, en);
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Analytics AG');
    await continueToOverview(page, en, 'subscription', pass.id);
    await page.getByRole('radio', { name: en['reservation-page.on-site'] }).check();
    await expect(page.getByText(en['reservation-page.on-site.description']!)).toBeVisible();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('subscription', pass.id, 'success'));
    await expect(
      page.getByRole('heading', { level: 2, name: en['reservation-page-complete.info-subscription'] }),
    ).toBeVisible();
    await expect(page.getByText(en['reservation-page-complete.subscription.pin-description']!)).toBeVisible();
    const subscriptionId = (await page.locator('.shop-subscription-id span').first().textContent()) ?? '';
    expect(subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
    await expectAccessible(page);

    await reserveTickets(page, visit, en, 'alpine-devops-day', 'On site');
    await fillContact(page, en);
    await continueToOverview(page, en, 'event', 'alpine-devops-day');
    await page.getByRole('button', { name: en['reservation-page.overview.apply-subscription-code'] }).click();
    const code = page.getByRole('textbox', { name: en['reservation-page.overview.insert-subscription-code'] });
    await expect(code).toBeFocused();
    await code.fill(subscriptionId);
    await page.getByRole('button', { name: en['reservation-page.overview.apply-subscription-code'] }).click();

    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
      en['reservation-page.overview.applied-subscription-code']!,
    );
    await expect(
      page.getByRole('row', { name: new RegExp(message(en, 'summary.table.subscription', '')) }),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`${en['reservation-page.total']} ${en['common.free']}`) }),
    ).toBeVisible();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['reservation-page.continue'], exact: true }).click();

    await expect(page).toHaveURL(reservationStep('event', 'alpine-devops-day', 'success'));
    await expect(
      page.getByRole('heading', { level: 2, name: en['reservation-page-complete.info-assign'] }),
    ).toBeVisible();
    // The overview's toast may still lie over the success page on a phone; axe checks the page
    // once it has gone, not whichever half-covered state the clock happens to catch.
    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).not.toContainText(
      en['reservation-page.overview.applied-subscription-code']!,
    );
  });
});
