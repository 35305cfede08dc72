import type { APIRequestContext } from '@playwright/test';
import { demoClock } from '../../apps/server/src/demo/demo-clock.ts';
import { demoEvents } from '../../apps/server/src/demo/demo-events.ts';
import { ticketPinOf } from '../../apps/server/src/modules/poll/ticket-pin.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

type Bundle = Record<string, string>;

async function englishBundle(request: APIRequestContext): Promise<Bundle> {
  return (await (await request.get('/api/v2/public/i18n/bundle/en')).json()) as Bundle;
}

/** The demo event with polls and a checked-in ticket, and that ticket's PIN. */
const summit = demoEvents(demoClock(new Date())).find((event) => event.shortName === 'alpine-summit')!;
const checkedInPin = ticketPinOf(summit.checkedInTickets![0]!);
const [keynote] = summit.polls!;

test.describe('poll area', () => {
  test('an attendee whose ticket is checked in enters the PIN and votes; a wrong PIN is refused', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await visit(`/event/${summit.shortName}/poll`);
    await expect(
      page.getByRole('heading', { level: 1, name: en['poll.page.title']!.replace('{{0}}', summit.displayName) }),
    ).toBeVisible();

    const pin = page.getByRole('textbox', { name: en['poll.enter-your-pin'] });
    // Well formed, but no checked-in ticket of the event has it.
    await pin.fill('AAAAAA');
    await page.getByRole('button', { name: en['show-event.continue'] }).click();
    await expect(page.getByText(en['pin.invalid']!)).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await pin.fill(checkedInPin.toLowerCase());
    await page.getByRole('button', { name: en['show-event.continue'] }).click();
    await expect(page.getByRole('heading', { name: en['poll.select'] })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: keynote!.title.en }).click();

    const options = page.getByRole('radiogroup', { name: keynote!.title.en });
    await expect(options).toBeVisible();
    await page.getByRole('button', { name: en['poll.vote-button'] }).click();
    await expect(options.getByText(en['shop.poll.choose-option']!)).toBeVisible();
    await expectAccessible(page);

    await options.getByRole('radio', { name: keynote!.options[1]!.en }).check();
    await page.getByRole('button', { name: en['poll.vote-button'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['poll.thank-you-for-the-vote']! })).toBeVisible();
    await expect(page.getByRole('link', { name: en['shop.poll.all-polls'] })).toBeVisible();
  });
});
