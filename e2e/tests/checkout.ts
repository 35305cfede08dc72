import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Steps of the reservation flow the overview and outcome journeys share. */

export type Bundle = Record<string, string>;

export async function englishBundle(request: APIRequestContext): Promise<Bundle> {
  return (await (await request.get('/api/v2/public/i18n/bundle/en')).json()) as Bundle;
}

/** The message with its `{{n}}` placeholders filled, as the shop shows it. */
export function message(en: Bundle, key: string, ...args: (string | number)[]): string {
  return (en[key] ?? key).replace(/\{\{(\d+)\}\}/g, (_, index: string) => String(args[Number(index)] ?? ''));
}

export const reservationStep = (type: 'event' | 'subscription', id: string, step: string) =>
  new RegExp(`/${type}/${id}/reservation/[0-9a-f-]{36}/${step}(\\?.*)?$`);

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

export const ada: Buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.org' };

export type Visit = (url: string) => Promise<void>;

/** Chooses tickets on the event page (category → quantity) and lands on the booking step. */
export async function reserve(page: Page, visit: Visit, en: Bundle, event: string, quantities: Record<string, number>) {
  await visit(`/event/${event}`);
  for (const [category, quantity] of Object.entries(quantities)) {
    await page
      .getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', category) })
      .selectOption(String(quantity));
  }
  await page.getByRole('button', { name: en['show-event.continue'] }).click();
  await expect(page).toHaveURL(reservationStep('event', event, 'book'));
  await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
}

/** Chooses `quantity` tickets of `category` on the event page and lands on the booking step. */
export async function reserveTickets(
  page: Page,
  visit: Visit,
  en: Bundle,
  event: string,
  category: string,
  quantity = 1,
) {
  await reserve(page, visit, en, event, { [category]: quantity });
}

/** What the summit asks of each attendee, answered briefly. */
export async function summitDetails(page: Page) {
  await page.getByRole('combobox', { name: 'Country of residence' }).selectOption('CH');
  await page.getByRole('combobox', { name: 'T-shirt size' }).selectOption('m');
  await page.getByRole('radio', { name: 'No preference' }).check();
}

/** The contact person, without touching the tickets. */
export async function enterContact(page: Page, en: Bundle, buyer: Buyer = ada) {
  const contact = page.getByRole('region', { name: en['reservation-page.your-details'] });
  await contact.getByRole('textbox', { name: en['common.first-name'] }).fill(buyer.firstName);
  await contact.getByRole('textbox', { name: en['common.last-name'] }).fill(buyer.lastName);
  await contact.getByRole('textbox', { name: en['common.email'] }).fill(buyer.email);
}

/** The contact person, copied onto every ticket. */
export async function fillContact(page: Page, en: Bundle, buyer: Buyer = ada) {
  await enterContact(page, en, buyer);
  for (const copy of await page.getByRole('button', { name: en['reservation-page.copy-attendee'] }).all())
    await copy.click();
}

export const ticketCard = (page: Page, en: Bundle, n: number) =>
  page.getByRole('article', { name: message(en, 'shop.booking.ticket-number', n) });

export interface SummitAttendee {
  first: string;
  last: string;
  email: string;
  student: boolean;
  employerVat?: string;
}

type SummitField =
  | { kind: 'text' | 'select'; locate: (card: Locator) => Locator; value: string }
  | { kind: 'check'; locate: (card: Locator) => Locator };

/** The attendee fields of Alpine Tech Summit (demo data) and what a person puts in each; the date of birth for students only. */
function summitFields(en: Bundle, person: SummitAttendee): SummitField[] {
  const text = (name: string, value: string): SummitField => ({
    kind: 'text',
    locate: (card) => card.getByRole('textbox', { name }),
    value,
  });
  const select = (name: string, value: string): SummitField => ({
    kind: 'select',
    locate: (card) => card.getByRole('combobox', { name }),
    value,
  });
  const check = (role: 'radio' | 'checkbox', name: string): SummitField => ({
    kind: 'check',
    locate: (card) => card.getByRole(role, { name }),
  });
  // A date input has no textbox role.
  const dateOfBirth: SummitField = {
    kind: 'text',
    locate: (card) => card.getByLabel('Date of birth'),
    value: '2004-05-17',
  };
  return [
    text('Name on your badge', person.first),
    text(en['common.first-name']!, person.first),
    text(en['common.last-name']!, person.last),
    text(en['common.email']!, person.email),
    text('Company or organisation', 'Analytical Engines'),
    text('Mobile number (for last-minute changes)', '+39 347 000 0000'),
    select('Country of residence', 'IT'),
    text("Your employer's EU VAT number (optional)", person.employerVat ?? 'DE123456789'),
    ...(person.student ? [dateOfBirth] : []),
    select('T-shirt size', 'm'),
    check('radio', 'Vegetarian'),
    check('checkbox', 'Green software'),
    check('checkbox', 'Accessible interfaces'),
    text('Accessibility needs we should know about', 'Step-free access, please.'),
  ];
}

export async function fillSummitAttendee(card: Locator, en: Bundle, person: SummitAttendee) {
  for (const field of summitFields(en, person)) {
    const input = field.locate(card);
    if (field.kind === 'check') await input.check();
    else if (field.kind === 'select') await input.selectOption(field.value);
    else await input.fill(field.value);
  }
}

/** What `fillSummitAttendee` entered is still there, field by field. */
export async function expectSummitAttendee(card: Locator, en: Bundle, person: SummitAttendee) {
  for (const field of summitFields(en, person)) {
    if (field.kind === 'check') await expect(field.locate(card)).toBeChecked();
    else await expect(field.locate(card)).toHaveValue(field.value);
  }
}

/** The id of the reservation the page is on, if it is on one. */
export function reservationIdOf(page: Page): string | undefined {
  return /reservation\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
}

/** Releases what a journey still holds, so the journeys after it find the same tickets on sale. */
export async function releaseReservation(page: Page) {
  const id = reservationIdOf(page);
  if (!id) return;
  await page.evaluate(async (reservationId) => {
    const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
    await fetch(`/api/v2/public/reservation/${reservationId}`, {
      method: 'DELETE',
      headers: { 'X-Auth-Token': meta('GID'), 'X-CSRF-TOKEN': meta('XSRF_TOKEN') },
    });
  }, id);
}

/** Tickets the server still has on sale in a bounded category of an event that shows what is left. */
export async function ticketsLeft(request: APIRequestContext, event: string, category: string): Promise<number> {
  const items = (await (await request.get(`/api/v2/public/event/${event}/ticket-categories`)).json()) as {
    ticketCategories: { name: string; availableTickets: number | null }[];
  };
  const left = items.ticketCategories.find((item) => item.name === category)?.availableTickets;
  if (typeof left !== 'number') throw new Error(`${event} does not show how many ${category} tickets are left`);
  return left;
}

export const continueButton = (page: Page, en: Bundle) =>
  page.getByRole('button', { name: en['reservation-page.continue'], exact: true });

export async function continueToOverview(page: Page, en: Bundle, type: 'event' | 'subscription', id: string) {
  await continueButton(page, en).click();
  await expect(page).toHaveURL(reservationStep(type, id, 'overview'));
  await expect(page.getByRole('heading', { level: 2, name: en['reservation-page.title'] })).toBeVisible();
}

/** Privacy policy (when the context has one) and terms. */
export async function acceptTerms(page: Page, en: Bundle) {
  const privacy = page.getByRole('checkbox', { name: new RegExp(en['reservation-page.privacy.link.text']!) });
  if (await privacy.count()) await privacy.check();
  await page.getByRole('checkbox', { name: new RegExp(en['reservation-page.tc.link.text']!) }).check();
}

/** Another buyer, through the API as the shop calls it: a session of their own, and its CSRF token. */
export async function otherBuyer(request: APIRequestContext) {
  const page = await (await request.get('/')).text();
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(page)?.[1] ?? '';
  const headers = { 'X-Auth-Token': meta('GID'), 'X-CSRF-TOKEN': meta('XSRF_TOKEN') };
  return {
    async reserve(event: string, categoryName: string): Promise<string> {
      const items = (await (await request.get(`/api/v2/public/event/${event}/ticket-categories`)).json()) as {
        ticketCategories: { id: number; name: string }[];
      };
      const categoryId = items.ticketCategories.find((item) => item.name === categoryName)?.id;
      const answer = await request.post(`/api/v2/public/event/${event}/reserve-tickets?lang=en`, {
        headers,
        data: { reservation: [{ ticketCategoryId: categoryId, amount: 1 }], additionalService: [] },
      });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { value: string }).value;
    },
    async release(reservationId: string) {
      await request.delete(`/api/v2/public/reservation/${reservationId}`, { headers });
    },
  };
}

export interface MailboxEntry {
  recipient: string;
  subject: string;
  textBody: string;
  attachments: { name: string; contentType: string }[];
}

/** The newest e-mails to `recipient`, as the development mailbox lists them. */
export async function mailbox(request: APIRequestContext, recipient: string): Promise<MailboxEntry[]> {
  const response = await request.get(`/dev/mailbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MailboxEntry[];
}

/** The path of the first link in `text` whose path matches `pattern`, wherever the server says it lives. */
export function linkPath(text: string, pattern: RegExp): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (pattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link matching ${pattern} in:\n${text}`);
}
