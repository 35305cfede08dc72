import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface ListedEvent {
  shortName: string;
  title: Record<string, string>;
}
interface ListedSubscription {
  id: string;
  title: Record<string, string>;
}

const json = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;
const english = (request: APIRequestContext) => json<Record<string, string>>(request, '/api/v2/public/i18n/bundle/en');

async function subscriptionNamed(request: APIRequestContext, title: string): Promise<ListedSubscription> {
  const subscriptions = await json<ListedSubscription[]>(request, '/api/v2/public/subscriptions');
  const found = subscriptions.find((subscription) => subscription.title.en === title);
  expect(found, `the demo lists the subscription ${title}`).toBeTruthy();
  return found as ListedSubscription;
}

test.describe('the catalogue', () => {
  test('the home page shows four events and a way to all of them', async ({ page, visit, request }) => {
    const en = await english(request);
    const events = await json<ListedEvent[]>(request, '/api/v2/public/events');
    expect(events.length, 'the demo has more than four events on sale').toBeGreaterThan(4);

    await visit('/');
    const section = page.getByRole('region', { name: en['event-list.title'] });
    await expect(section.getByRole('heading', { level: 2 })).toHaveCount(4);
    await section.getByRole('link', { name: en['home.view.all.events'] }).click();

    await expect(page).toHaveURL('/events-all');
    await expect(page.getByRole('heading', { level: 1, name: en['event-list.header.title'] })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(events.length);
  });

  test('an organizer’s page lists only that organizer’s events', async ({ page, visit, request }) => {
    const en = await english(request);
    const theirs = await json<ListedEvent[]>(request, '/api/v2/public/events?organizerSlug=riviera-arts');
    expect(theirs.length).toBeGreaterThan(1);

    await visit('/o/riviera-arts');
    const section = page.getByRole('region', { name: en['event-list.title'] });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(theirs.map((event) => event.title.en ?? ''));
  });

  test('a filter with a single event goes straight to it, keeping the filter', async ({ page, request }) => {
    const music = await json<ListedEvent[]>(request, '/api/v2/public/events?tags=music');
    expect(music.map((event) => event.shortName)).toEqual(['riviera-jazz-night']);

    await page.goto('/events-all?tags=music');

    await expect(page).toHaveURL('/event/riviera-jazz-night?tags=music');
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('an organizer with a single subscription shows it at once, with the way back to the organizer', async ({
    page,
    request,
  }) => {
    const en = await english(request);
    const theirs = await json<ListedSubscription[]>(request, '/api/v2/public/subscriptions?organizerSlug=riviera-arts');
    expect(theirs).toHaveLength(1);

    await page.goto('/o/riviera-arts/subscriptions-all');

    await expect(page).toHaveURL(`/subscription/${theirs[0]?.id}`);
    await expect(page.getByRole('link', { name: en['common.back-to-organizer'] })).toHaveAttribute(
      'href',
      '/o/riviera-arts',
    );
  });

  test('a sold-out event’s card is red and grey, as the server tells availability', async ({
    page,
    visit,
    request,
  }) => {
    const en = await english(request);
    const info = await json<{ capabilities?: string[] }>(request, '/api/v2/info');
    expect(info.capabilities, 'our server tells availability in the event list').toContain('event-list-availability');

    await visit('/o/riviera-arts');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Riviera Jazz Night' }) });
    await expect(card.getByText(en['show-event.sold-out'] ?? '', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(220, 53, 69)',
    );
    const waitingList = card.getByRole('link', { name: new RegExp(`^${en['show-event.sold-out.subscribe']}`) });
    await expect(waitingList).toHaveCSS('background-color', 'rgb(108, 117, 125)');
    await expect(waitingList).toHaveAttribute('href', '/event/riviera-jazz-night');
  });

  test('on a 320 px phone the cards stack and nothing scrolls sideways', async ({ page, visit }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await visit('/');

    const cards = page.getByRole('main').getByRole('listitem');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.x).toBe(first?.x);
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('subscriptions', () => {
  test('a subscription is reserved and the visitor lands on its booking step', async ({ page, visit, request }) => {
    const en = await english(request);
    const cinema = await subscriptionNamed(request, 'Riviera Cinema Card');

    await visit(`/subscription/${cinema.id}`);
    await page.getByRole('button', { name: en['show-event.continue'] }).click();

    await expect(page).toHaveURL(new RegExp(`/subscription/${cinema.id}/reservation/[0-9a-f-]{36}/book$`));
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('a sold-out subscription warns and offers no Continue', async ({ page, visit, request }) => {
    const en = await english(request);
    const supporter = await subscriptionNamed(request, 'Open Circle Supporter');

    await visit(`/subscription/${supporter.id}`);

    await expect(page.getByRole('heading', { name: en['show-subscription.sold-out.message'] })).toBeVisible();
    await expect(page.getByRole('button', { name: en['show-event.continue'] })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en['common.back-to-organizer'] })).toHaveAttribute('href', '/');
  });
});
