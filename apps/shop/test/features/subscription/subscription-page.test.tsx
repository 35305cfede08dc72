import type { SubscriptionDetails } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { subscriptionFixture, subscriptionId } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { catalogueBundle } from '../catalogue/catalogue-fixtures.ts';

const reservationId = 'b7c1e2d3-0000-4000-8000-00000000abcd';
const path = `/subscription/${subscriptionId}`;

function serveSubscription(overrides: Partial<SubscriptionDetails> = {}) {
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(catalogueBundle)),
    http.get(apiPath('getSubscription'), () => HttpResponse.json(subscriptionFixture(overrides))),
  );
}

/** Answers the reservation as given and counts the requests. */
function answerReservation(answer: () => Response | Promise<Response>) {
  const posts: unknown[] = [];
  server.use(
    http.post(apiPath('reserveSubscription'), async ({ request }) => {
      posts.push(await request.json());
      return answer();
    }),
  );
  return posts;
}

const reserved = () =>
  HttpResponse.json({ success: true, errorCount: 0, validationErrors: [], warnings: [], value: reservationId });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the subscription page', () => {
  test('tells what the subscription is, who sells it, how long it lasts and what it costs', async () => {
    serveSubscription();
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Season pass: subscription' })).toBeTruthy();
    expect(document.title).toBe('Season pass: subscription');
    expect(screen.getByText('season', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour Concerts' }).getAttribute('href')).toBe(
      'mailto:hello@organizer.example',
    );
    expect(screen.getByText('Valid for 12 months from purchase · Valid once per event')).toBeTruthy();
    expect(screen.getByText('€120.00')).toBeTruthy();
    expect(screen.getByText(/incl\. 10% VAT/)).toBeTruthy();
    expect(screen.getByRole('main').querySelector('img')?.getAttribute('src')).toBe('/file/season-pass-image');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByText('This subscription is sold out.')).toBeNull();
  });

  test('sold out: a warning and no Continue', async () => {
    serveSubscription({ numAvailable: 0 });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'This subscription is sold out.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the organizer' })).toBeTruthy();
  });

  test('before its sale opens: says when it does, and no Continue', async () => {
    serveSubscription({
      numAvailable: 0,
      salePeriod: {
        startDateTime: Date.now() + 86_400_000,
        startTimeZoneOffset: 0,
        endDateTime: 0,
        endTimeZoneOffset: 0,
      },
      formattedOnSaleFrom: { en: 'Mon 1 Mar 2027' },
    });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'On sale from Mon 1 Mar 2027' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  test('unlimited entries read as such', async () => {
    serveSubscription({ validityType: 'NOT_SET', usageType: 'UNLIMITED', maxEntries: null });
    renderApp(path);

    expect(await screen.findByText('Entries: unlimited · Unlimited use')).toBeTruthy();
  });

  test('without a known organizer page, back to the organizer goes home', async () => {
    serveSubscription();
    renderApp(path);

    expect((await screen.findByRole('link', { name: 'Back to the organizer' })).getAttribute('href')).toBe('/');
  });
});

describe('reserving a subscription', () => {
  test('pressing Continue twice sends one request and lands on the booking step', async () => {
    serveSubscription();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts = answerReservation(async () => (await answered, reserved()));
    const { location } = renderApp(path);

    const button = await screen.findByRole('button', { name: 'Continue' });
    fireEvent.click(button);
    fireEvent.click(button);

    const busy = await screen.findByRole('button', { name: 'Processing, please wait' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() =>
      expect(location().pathname).toBe(`/subscription/${subscriptionId}/reservation/${reservationId}/book`),
    );
    expect(posts).toEqual([{}]);
  });

  test('a validation error is told in a toast, translated, and Continue works again', async () => {
    serveSubscription();
    answerReservation(() =>
      HttpResponse.json(
        {
          success: false,
          errorCount: 1,
          validationErrors: [{ fieldName: 'request', code: 'error.STEP_1_ACCESS_RESTRICTED', arguments: null }],
          warnings: [],
          value: null,
        },
        { status: 422 },
      ),
    );
    const { user, location } = renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await notifications().findByText('This is reserved to holders of a code.')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(location().pathname).toBe(path);
  });

  test('sold out meanwhile: the toast says so and the page shows it', async () => {
    let available = 10;
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json(catalogueBundle)),
      http.get(apiPath('getSubscription'), () => HttpResponse.json(subscriptionFixture({ numAvailable: available }))),
    );
    answerReservation(() => {
      available = 0;
      return HttpResponse.json(
        {
          success: false,
          errorCount: 1,
          validationErrors: [{ fieldName: 'request', code: 'show-subscription.sold-out.message', arguments: null }],
          warnings: [],
          value: null,
        },
        { status: 422 },
      );
    });
    const { user } = renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await notifications().findByText('This subscription is sold out.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'This subscription is sold out.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  test('a 422 without a body says the reservation failed', async () => {
    serveSubscription();
    answerReservation(() => new HttpResponse(null, { status: 422 }));
    const { user } = renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await notifications().findByText('Sorry, something went wrong with your reservation.')).toBeTruthy();
  });

  test('a server error is told as such', async () => {
    serveSubscription();
    answerReservation(() => new HttpResponse('unexpected exception', { status: 500 }));
    const { user } = renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await notifications().findByText('The server could not handle the request.')).toBeTruthy();
  });
});
