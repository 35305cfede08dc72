import { WAITING_OFFER_CATEGORY, WAITING_OFFER_EVENT_NAME, waitingOfferEvent } from '../journey-settings.ts';
import {
  acceptTerms,
  continueButton,
  continueToOverview,
  englishBundle,
  linkPath,
  mailbox,
  otherBuyer,
  reservationStep,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe("the waiting list's offers", () => {
  test('a seat given back is offered by e-mail to the buyer waiting for it, whose link leads to a reservation they complete', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const event = waitingOfferEvent(testInfo.project.name);
    const waiting = {
      firstName: 'Wanda',
      lastName: 'Waiting',
      email: `wanda.${testInfo.project.name}.${Date.now()}@example.org`,
    };

    // Someone else holds the only seat: the event is sold out and its waiting list open.
    const other = await otherBuyer(request);
    const heldSeat = await other.reserve(event, WAITING_OFFER_CATEGORY);
    await visit(`/event/${event}`);
    const waitingList = page.getByRole('region', { name: en['show-event.sold-out.header'] });
    await waitingList.getByRole('textbox', { name: en['common.first-name'] }).fill(waiting.firstName);
    await waitingList.getByRole('textbox', { name: en['common.last-name'] }).fill(waiting.lastName);
    await waitingList.getByRole('textbox', { name: en['common.email'] }).fill(waiting.email);
    await waitingList.getByRole('combobox', { name: en['reservation-page-complete.language'] }).selectOption('en');
    await waitingList.getByRole('checkbox', { name: new RegExp(en['reservation-page.tc.link.text']!) }).check();
    await waitingList.getByRole('checkbox', { name: new RegExp(en['reservation-page.privacy.link.text']!) }).check();
    await waitingList.getByRole('button', { name: en['show-event.sold-out.subscribe'] }).click();
    await expect(page.getByText(en['show-event.sold-out.subscription-complete']!)).toBeVisible();
    await expectAccessible(page);

    // The other buyer gives the seat back; the server offers it to the waiting buyer by e-mail.
    await other.release(heldSeat);
    await expect.poll(async () => (await mailbox(request, waiting.email)).length).toBeGreaterThan(0);
    const [offer] = await mailbox(request, waiting.email);
    expect(offer!.subject).toContain(WAITING_OFFER_EVENT_NAME);
    const link = linkPath(offer!.textBody, new RegExp(`^/event/${event}/reservation/[0-9a-f-]{36}$`));

    // The link opens the reservation held for them at its booking step, their details filled in.
    await visit(link);
    await expect(page).toHaveURL(reservationStep('event', event, 'book'));
    const contact = page.getByRole('region', { name: en['reservation-page.your-details'] });
    await expect(contact.getByRole('textbox', { name: en['common.email'] })).toHaveValue(waiting.email);
    for (const copy of await page.getByRole('button', { name: en['reservation-page.copy-attendee'] }).all())
      await copy.click();
    await continueToOverview(page, en, 'event', event);
    await acceptTerms(page, en);
    await continueButton(page, en).click();
    await expect(page).toHaveURL(reservationStep('event', event, 'success'));
    await expect(
      page.getByRole('heading', { level: 2, name: en['reservation-page-complete.info-assign'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] }).getByRole('listitem'),
    ).toContainText(`${waiting.firstName} ${waiting.lastName}`);
  });
});
