import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Steps of the reservation flow the overview and outcome journeys share. */

export type Bundle = Record<string, string>;

export async function englishBundle(request: APIRequestContext): Promise<Bundle> {
  return (await (await request.get('/api/v2/public/i18n/bundle/en')).json()) as Bundle;
}

/** The message with its `{{n}}` placeholders filled, as the shop shows it. */
export function message(en: Bundle, key: string, ...args: string[]): string {
  return (en[key] ?? key).replace(/\{\{(\d+)\}\}/g, (_, index: string) => args[Number(index)] ?? '');
}

export const reservationStep = (type: 'event' | 'subscription', id: string, step: string) =>
  new RegExp(`/${type}/${id}/reservation/[0-9a-f-]{36}/${step}(\\?.*)?$`);

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

export const ada: Buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.org' };

/** Chooses `quantity` tickets of `category` on the event page and lands on the booking step. */
export async function reserveTickets(page: Page, visit: (url: string) => Promise<void>, en: Bundle, event: string, category: string, quantity = 1) {
  await visit(`/event/${event}`);
  await page.getByRole('combobox', { name: message(en, 'shop.event-page.quantity-for', category) }).selectOption(String(quantity));
  await page.getByRole('button', { name: en['show-event.continue'] }).click();
  await expect(page).toHaveURL(reservationStep('event', event, 'book'));
  await expect(page.getByRole('region', { name: en['reservation-page.your-details'] })).toBeVisible();
}

/** The contact person, copied onto every ticket. */
export async function fillContact(page: Page, en: Bundle, buyer: Buyer = ada) {
  const contact = page.getByRole('region', { name: en['reservation-page.your-details'] });
  await contact.getByRole('textbox', { name: en['common.first-name'] }).fill(buyer.firstName);
  await contact.getByRole('textbox', { name: en['common.last-name'] }).fill(buyer.lastName);
  await contact.getByRole('textbox', { name: en['common.email'] }).fill(buyer.email);
  for (const copy of await page.getByRole('button', { name: en['reservation-page.copy-attendee'] }).all()) await copy.click();
}

export async function continueToOverview(page: Page, en: Bundle, type: 'event' | 'subscription', id: string) {
  await page.getByRole('button', { name: en['reservation-page.continue'], exact: true }).click();
  await expect(page).toHaveURL(reservationStep(type, id, 'overview'));
  await expect(page.getByRole('heading', { level: 2, name: en['reservation-page.title'] })).toBeVisible();
}

/** Privacy policy (when the context has one) and terms. */
export async function acceptTerms(page: Page, en: Bundle) {
  const privacy = page.getByRole('checkbox', { name: new RegExp(en['reservation-page.privacy.link.text']!) });
  if (await privacy.count()) await privacy.check();
  await page.getByRole('checkbox', { name: new RegExp(en['reservation-page.tc.link.text']!) }).check();
}
