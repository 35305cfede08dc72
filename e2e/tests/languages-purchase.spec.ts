import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  message,
  reservationStep,
  type Bundle,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Free, and offered in Polish and Bulgarian among its languages (demo data). */
const event = 'open-hack-day';
const category = 'General admission';

interface Purchase {
  lang: string;
  name: string;
  buyer: Omit<Buyer, 'email'>;
  /** The answer to the event's own question, as the demo data words it in this language. */
  experience: string;
  /** What the organizer wrote about the event in this language. */
  description: RegExp;
  /** The confirmation e-mail's subject and first sentence. */
  subject: RegExp;
  confirmed: string;
  /** Labels the ticket PDF prints in this language. */
  pdfLabels: string[];
  /** Letters only this language's text has on the page. */
  script: RegExp;
}

const purchases: Purchase[] = [
  {
    lang: 'pl',
    name: 'Polish',
    buyer: { firstName: 'Zofia', lastName: 'Wiśniewska' },
    experience: 'To mój pierwszy raz',
    description: /Bezpłatny dzień wspólnej pracy nad projektami open source/,
    subject: /^Twoja rezerwacja [0-9A-F]{8}: Open Hack Day$/,
    confirmed: 'dziękujemy: Twoja rezerwacja na Open Hack Day jest potwierdzona.',
    pdfLabels: ['Kategoria', 'Posiadacz', 'Numer zamówienia', 'Organizator'],
    script: /[ąęłńśźż]/,
  },
  {
    lang: 'bg',
    name: 'Bulgarian',
    buyer: { firstName: 'Мария', lastName: 'Иванова' },
    experience: 'За първи път съм',
    description: /Безплатен ден за работа по проекти с отворен код/,
    subject: /^Вашата резервация [0-9A-F]{8} за Open Hack Day$/,
    confirmed: 'Благодарим Ви: резервацията Ви за Open Hack Day е потвърдена.',
    pdfLabels: ['Категория', 'Притежател', 'Номер на поръчката', 'Организатор'],
    script: /[А-Яа-я]/,
  },
];

interface MailboxEntry {
  subject: string;
  textBody: string;
  attachments: { contentType: string }[];
}

async function mailbox(request: APIRequestContext, recipient: string): Promise<MailboxEntry[]> {
  const response = await request.get(`/dev/mailbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MailboxEntry[];
}

async function bundleOf(request: APIRequestContext, lang: string): Promise<Bundle> {
  return (await (await request.get(`/api/v2/public/i18n/bundle/${lang}`)).json()) as Bundle;
}

/**
 * A field by its label as a whole: Bulgarian's first name ("Име") starts its e-mail label
 * ("Имейл") too, so a label is matched up to the required-field mark.
 */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** The contact person, copied onto the ticket. */
async function fillContact(page: Page, texts: Bundle, buyer: Buyer) {
  const contact = page.getByRole('region', { name: texts['reservation-page.your-details'] });
  await contact.getByRole('textbox', { name: labelled(texts['common.first-name']!) }).fill(buyer.firstName);
  await contact.getByRole('textbox', { name: labelled(texts['common.last-name']!) }).fill(buyer.lastName);
  await contact.getByRole('textbox', { name: labelled(texts['common.email']!) }).fill(buyer.email);
  await page.getByRole('button', { name: texts['reservation-page.copy-attendee'] }).click();
}

/** The page is in `lang`: the document says so and the selector shows it. */
async function expectLanguage(page: Page, texts: Bundle, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Exact: the booking step's preferred-language field has the same word in its label ("Preferowany język").
  await expect(page.getByLabel(texts['shop.language.select']!, { exact: true })).toHaveValue(lang);
}

for (const purchase of purchases) {
  test(`a free ticket bought in ${purchase.name}: every step, the e-mail and the ticket PDF in ${purchase.name}`, async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const texts = await bundleOf(request, purchase.lang);
    const buyer: Buyer = {
      ...purchase.buyer,
      email: `${purchase.lang}.${testInfo.project.name}.${Date.now()}@example.org`,
    };

    // The event page opens in English; the selector switches it to the buyer's language.
    await visit(`/event/${event}`);
    await page.getByLabel(en['shop.language.select']!).selectOption(purchase.lang);
    await expectLanguage(page, texts, purchase.lang);
    await expect(page.getByText(purchase.description)).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('combobox', { name: message(texts, 'shop.event-page.quantity-for', category) })
      .selectOption('1');
    await page.getByRole('button', { name: texts['show-event.continue'] }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'book'));
    await expectLanguage(page, texts, purchase.lang);
    await expect(page.getByRole('region', { name: texts['reservation-page.your-details'] })).toBeVisible();
    await expect(page.locator('main')).toContainText(purchase.script);
    await expectAccessible(page);

    await fillContact(page, texts, buyer);
    await page.getByRole('radio', { name: purchase.experience }).check();
    await continueToOverview(page, texts, 'event', event);
    await expectLanguage(page, texts, purchase.lang);
    await expect(page.getByRole('navigation', { name: texts['shop.reservation.stepper.label'] })).toContainText(
      texts['breadcrumb.step3.free']!,
    );
    await expectAccessible(page);

    await acceptTerms(page, texts);
    await page.getByRole('button', { name: texts['reservation-page.continue'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    await expectLanguage(page, texts, purchase.lang);
    await expect(
      page.getByRole('heading', { level: 2, name: texts['reservation-page-complete.info-assign'] }),
    ).toBeVisible();
    const tickets = page.getByRole('region', { name: texts['reservation-page-complete.your-tickets'] });
    await expect(tickets.getByRole('listitem')).toContainText(`${buyer.firstName} ${buyer.lastName}`);
    await expect(page.locator('main')).not.toContainText(en['reservation-page-complete.info-assign']!);
    await expectAccessible(page);

    // The confirmation e-mail is written in the language of the purchase.
    await expect.poll(async () => (await mailbox(request, buyer.email)).length).toBeGreaterThan(0);
    const confirmation = (await mailbox(request, buyer.email)).find((mail) => purchase.subject.test(mail.subject));
    expect(confirmation, `no ${purchase.name} confirmation among the buyer's e-mails`).toBeDefined();
    expect(confirmation!.textBody).toContain(purchase.confirmed);

    // So is the ticket PDF, names as typed.
    const download = page.waitForEvent('download');
    await tickets.getByRole('link', { name: texts['reservation-page-complete.download-ticket'] }).click();
    const file = await (await download).path();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(file))), {
      mergePages: true,
    });
    for (const label of purchase.pdfLabels) expect(text).toContain(label);
    expect(text).toContain(`${buyer.firstName} ${buyer.lastName}`);
    expect(text).not.toContain('Order reference');
  });
}
