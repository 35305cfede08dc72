import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  acceptTerms,
  continueToOverview,
  enterContact,
  englishBundle,
  fillContact,
  linkPath,
  mailbox,
  message,
  reservationStep,
  reserve,
  type Bundle,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, expectImageLoaded, test } from './fixtures.ts';
import { ONLINE_DESK_EVENT, ONLINE_DESK_CATEGORY } from '../journey-settings.ts';

/** Free, and its organizer lets holders give tickets back. */
const freeEvent = 'open-hack-day';
const freeCategory = 'General admission';

/** An address of its own per run and project, so the mailbox shows only this journey's e-mails. */
const addressFor = (name: string, project: string) => `${name}.${project}.${Date.now()}@example.org`;

const ticketSection = (page: Page, en: Bundle, n: number): Locator =>
  page
    .getByRole('region', { name: en['reservation-page-complete.your-tickets'] })
    .getByRole('listitem', { name: new RegExp(`^${en['reservation-page-complete.ticket-nr']}${n}\\b`) });

async function confirmFree(page: Page, en: Bundle, event: string) {
  await continueToOverview(page, en, 'event', event);
  await acceptTerms(page, en);
  await page.getByRole('button', { name: en['reservation-page.continue'], exact: true }).click();
  await expect(page).toHaveURL(reservationStep('event', event, 'success'));
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

test.describe('tickets after purchase', () => {
  test('assign a ticket later, show it, download and send it, follow the e-mails, release it', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const buyer: Buyer = { firstName: 'Ada', lastName: 'Lovelace', email: addressFor('ada', testInfo.project.name) };
    const holder: Buyer = {
      firstName: 'Jiří',
      lastName: 'Dvořák',
      email: addressFor('jiri', testInfo.project.name),
    };

    await reserve(page, visit, en, freeEvent, { [freeCategory]: 2 });
    await enterContact(page, en, buyer);
    await page.getByRole('checkbox', { name: en['reservation-page.postpone-assignment'] }).check();
    await confirmFree(page, en, freeEvent);
    const successUrl = page.url();

    // Both tickets wait for their holders.
    const first = ticketSection(page, en, 1);
    const second = ticketSection(page, en, 2);
    await expect(first).toContainText(en['reservation-page-complete.ticket-not-assigned']!);
    await expect(second).toContainText(en['reservation-page-complete.ticket-not-assigned']!);
    await expectAccessible(page);

    // Assign the first in place (its form is open while it has no holder), with the booking step's
    // fields and rules: a bad e-mail is refused first.
    const assign = first.getByRole('button', { name: en['reservation-page-complete.assign'], exact: true });
    await first.getByRole('textbox', { name: en['common.first-name'] }).fill(holder.firstName);
    await first.getByRole('textbox', { name: en['common.last-name'] }).fill(holder.lastName);
    await first.getByRole('textbox', { name: en['common.email'] }).fill('not-an-address');
    await first.getByRole('radio', { name: 'This is my first time' }).check();
    await assign.click();
    await expect(first.getByRole('textbox', { name: en['common.email'] })).toHaveAttribute('aria-invalid', 'true');
    await first.getByRole('textbox', { name: en['common.email'] }).fill(holder.email);
    await assign.click();
    await expect(first).toContainText(`${holder.firstName} ${holder.lastName}`);
    await expect(second).toContainText(en['reservation-page-complete.ticket-not-assigned']!);

    // The holder got their ticket with its PDF, linking its page.
    await expect.poll(async () => (await mailbox(request, holder.email)).length).toBeGreaterThan(0);
    const [ticketMail] = await mailbox(request, holder.email);
    expect(ticketMail!.attachments.map((attachment) => attachment.contentType)).toContain('application/pdf');
    const ticketPage = linkPath(ticketMail!.textBody, /\/event\/open-hack-day\/ticket\/[0-9a-f-]{36}\/(view|update)$/);

    // Its PDF downloads and names the holder.
    const download = page.waitForEvent('download');
    await first.getByRole('link', { name: en['reservation-page-complete.download-ticket'] }).click();
    const file = await (await download).path();
    expect(await readFile(file).then((bytes) => bytes.subarray(0, 5).toString())).toBe('%PDF-');
    expect(await pdfText(file)).toContain(`${holder.firstName} ${holder.lastName}`);

    // Send it again: the buyer is told, and the holder's mailbox has one more.
    const before = (await mailbox(request, holder.email)).length;
    await first.getByRole('button', { name: en['reservation-page-complete.send-ticket-by-email-to'] }).click();
    await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).toContainText(
      en['email.ticket-email-sent']!,
    );
    await expect.poll(async () => (await mailbox(request, holder.email)).length).toBe(before + 1);

    // The ticket page: QR code, holder, category, order.
    await first.getByRole('link', { name: en['reservation-page-complete.show-ticket'] }).click();
    await expect(page).toHaveURL(/\/event\/open-hack-day\/ticket\/[0-9a-f-]{36}\/view$/);
    const qr = page.getByRole('img', { name: new RegExp(holder.lastName) });
    await expectImageLoaded(qr);
    await expect(page.getByRole('main')).toContainText(freeCategory);
    await expect(page.getByRole('main')).toContainText(message(en, 'ticket.order-information-values', '', '').trim());
    await expectAccessible(page);

    // The link of the holder's e-mail opens that ticket.
    await visit(ticketPage);
    await expect(page.getByRole('main')).toContainText(`${holder.firstName} ${holder.lastName}`);

    // The link of the buyer's confirmation opens the order, wherever it stands.
    await expect.poll(async () => (await mailbox(request, buyer.email)).length).toBeGreaterThan(0);
    const confirmation = (await mailbox(request, buyer.email)).at(-1)!;
    const orderLink = linkPath(confirmation.textBody, /\/event\/open-hack-day\/reservation\/[0-9a-f-]{36}$/);
    await page.goto(orderLink);
    await expect(page).toHaveURL(reservationStep('event', freeEvent, 'success'));
    expect(page.url().split('?')[0]).toBe(successUrl.split('?')[0]);

    // The confirmation links the update page of each ticket left without a holder: there the form is open.
    const updateLinks = [...confirmation.textBody.matchAll(/https?:\/\/\S+\/ticket\/[0-9a-f-]{36}\/update\S*/g)].map(
      (match) => linkPath(match[0], /\/update$/),
    );
    expect(updateLinks).toHaveLength(2);
    await visit(updateLinks[1]!);
    await expect(page.getByRole('main')).toContainText(en['reservation-page-complete.ticket-not-assigned']!);
    await expect(page.getByRole('textbox', { name: en['common.first-name'] })).toBeEditable();
    await page.goto(orderLink);

    // Release the assigned ticket: "no" keeps it, "yes" gives it back; the other one stays.
    await first.getByRole('button', { name: en['reservation-page-complete.release-button.text'] }).click();
    const dialog = page.getByRole('dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en['reservation-page-complete.confirm-cancellation.button.no'] }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toContainText(holder.lastName);
    await first.getByRole('button', { name: en['reservation-page-complete.release-button.text'] }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en['reservation-page-complete.confirm-cancellation.button.yes'] })
      .click();
    await expect(page.getByText(`${holder.firstName} ${holder.lastName}`)).toHaveCount(0);
    await expect(ticketSection(page, en, 1)).toContainText(en['reservation-page-complete.ticket-not-assigned']!);
    await expect(ticketSection(page, en, 2)).toHaveCount(0);
    // The released ticket's page is gone: its address now leads home.
    await page.goto(ticketPage);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an online ticket opens its waiting room, which follows the clock: not started, running, ended', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const buyer: Buyer = { firstName: 'Grace', lastName: 'Hopper', email: addressFor('grace', testInfo.project.name) };
    await reserve(page, visit, en, ONLINE_DESK_EVENT, { [ONLINE_DESK_CATEGORY]: 1 });
    await fillContact(page, en, buyer);
    await continueToOverview(page, en, 'event', ONLINE_DESK_EVENT);
    await page.getByRole('radio', { name: en['reservation-page.on-site'], exact: true }).check();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', ONLINE_DESK_EVENT, 'success'));

    await page.getByRole('button', { name: en['reservation-page-complete.send-ticket-by-email-to'] }).first().click();
    await expect
      .poll(async () => (await mailbox(request, buyer.email)).some((m) => /check-in\//.test(m.textBody)))
      .toBe(true);
    const mail = (await mailbox(request, buyer.email)).find((m) => /check-in\//.test(m.textBody))!;
    const checkIn = linkPath(mail.textBody, /\/ticket\/[0-9a-f-]{36}\/check-in\/[0-9a-f]{64}$/);
    const [, ticketUuid, code] = /\/ticket\/([0-9a-f-]{36})\/check-in\/([0-9a-f]{64})/.exec(checkIn)!;
    const info = (await (
      await request.get(`/api/v2/public/event/${ONLINE_DESK_EVENT}/ticket/${ticketUuid}/code/${code}/check-in-info`)
    ).json()) as { datesWithOffset: { startDateTime: number; endDateTime: number } };
    const { startDateTime, endDateTime } = info.datesWithOffset;

    // Before the start, the link leads to the waiting room, which says when it starts.
    await page.clock.install({ time: new Date(startDateTime - 60 * 60_000) });
    await page.goto(checkIn);
    await expect(page).toHaveURL(/\/check-in\/[0-9a-f]{64}\/waiting-room$/);
    const room = page.getByRole('status').filter({ hasText: en['online.check-in.waiting-room.event-not-started']! });
    await expect(room).toBeVisible();
    await expect(page.getByRole('link', { name: en['online.check-in.waiting-room.button'] })).toHaveCount(0);
    await expectAccessible(page);

    // Once the start passes, the room opens by itself, with the button to join.
    await page.clock.runFor(61 * 60_000);
    await expect(page.getByText(en['online.check-in.waiting-room.event-started']!)).toBeVisible();
    const join = page.getByRole('link', { name: en['online.check-in.waiting-room.button'] });
    await expect(join).toHaveAttribute(
      'href',
      new RegExp(`/event/${ONLINE_DESK_EVENT}/ticket/${ticketUuid}/check-in/${code}$`),
    );
    await expectAccessible(page);

    // After the end it says so, and the button is gone.
    await page.clock.fastForward(endDateTime - startDateTime);
    await expect(page.getByText(en['online.check-in.waiting-room.event-ended']!)).toBeVisible();
    await expect(join).toHaveCount(0);
  });
});
