import type { Poll, PollOption } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../../src/lib/api-client.ts';
import {
  isPinRefused,
  normalizePin,
  optionError,
  pinError,
  pollErrorsOf,
} from '../../../src/features/poll/poll-form.ts';
import { englishBundle } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';

const pollBundle = {
  ...englishBundle,
  'alfio.credits': 'Powered by alf.io',
  'error.emptyField': 'This field is required.',
  not_found: 'The requested item could not be found.',
  'pin.invalid': 'This PIN is not valid.',
  'pin.duplicate': 'This PIN matches more than one ticket.',
  'poll.enter-your-pin': 'Enter your PIN',
  'poll.page.title': 'Polls – {{0}}',
  'poll.select': 'Choose a poll',
  'poll.thank-you-for-the-vote': 'Thank you for your vote!',
  'poll.vote-button': 'Vote',
  'show-event.continue': 'Continue',
  'shop.poll.all-polls': 'All polls',
  'shop.poll.choose-option': 'Please choose an answer.',
  'shop.poll.no-open-polls': 'There is no open poll at the moment.',
};

const PIN = 'CHECK7';
/** What assistive technology reads after a control's name: the texts its aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const pinField = () => screen.getByRole('textbox', { name: /Enter your PIN/ });
const poll = (id: number, en: string): Poll => ({
  id,
  status: 'OPEN',
  title: { en },
  description: { en: `About ${en}` },
  allowedTags: [],
  order: id,
  eventId: 1,
  organizationId: 1,
});
const option = (id: number, pollId: number, en: string): PollOption => ({ id, pollId, title: { en }, description: {} });
const ok = <V,>(value: V) => ({ success: true, errorCount: 0, validationErrors: [], warnings: [], value });
const refused = (fieldName: string, code: string) =>
  HttpResponse.json(
    {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName, code, arguments: null }],
      warnings: [],
      value: null,
    },
    { status: 422 },
  );

describe('the PIN and vote checks', () => {
  test.each([
    ['an empty PIN', '  ', 'error.emptyField'],
    ['a PIN with a letter outside the alphabet', 'CHECKS', 'pin.invalid'],
    ['a PIN too short', 'CHE', 'pin.invalid'],
    ['a PIN too long', 'CHECK777', 'pin.invalid'],
  ])('%s is refused before asking the server', (_name, typed, code) => {
    expect(pinError(typed)?.code).toBe(code);
  });

  test('a PIN in lower case, with spaces, or one padding character longer passes, as the server reads it', () => {
    expect(pinError('che ck7')).toBeNull();
    expect(normalizePin('che ck7')).toBe('CHECK7');
    expect(pinError('ACHECK7')).toBeNull();
  });

  test('a vote needs an option', () => {
    expect(optionError(null)?.code).toBe('shop.poll.choose-option');
    expect(optionError(4)).toBeNull();
  });

  test('the server’s refusals go to the PIN, the option, or the top; only a wrong or ambiguous PIN asks for another', () => {
    const validation = (fieldName: string, code: string) =>
      new ApiError(
        422,
        {
          success: false,
          errorCount: 1,
          validationErrors: [{ fieldName, code, arguments: null }],
          warnings: [],
          value: null,
        },
        [{ code, arguments: null }],
      );
    const wrong = pollErrorsOf(validation('pin', 'pin.invalid'));
    expect(wrong).toEqual({ pin: [{ code: 'pin.invalid', arguments: null }], optionId: [], other: [] });
    expect(isPinRefused(wrong)).toBe(true);
    expect(isPinRefused(pollErrorsOf(validation('pin', 'pin.duplicate')))).toBe(true);
    const closed = pollErrorsOf(validation('pin', 'not_found'));
    expect(isPinRefused(closed)).toBe(false);
    expect(pollErrorsOf(validation('optionId', 'error.restrictedValue')).optionId).toEqual([
      { code: 'error.restrictedValue', arguments: null },
    ]);
    expect(
      pollErrorsOf(new ApiError(500, null, [{ code: 'error.STEP_2_PAYMENT_REQUEST_CREATION', arguments: null }])),
    ).toEqual({ pin: [], optionId: [], other: [{ code: 'error.STEP_2_PAYMENT_REQUEST_CREATION', arguments: null }] });
  });
});

describe('the poll area', () => {
  let votes: unknown[] = [];
  beforeEach(() => {
    votes = [];
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json(pollBundle)),
      http.get(apiPath('listPolls'), ({ request }) =>
        new URL(request.url).searchParams.get('pin') === PIN
          ? HttpResponse.json(ok([poll(1, 'Closing keynote'), poll(2, 'Travel')]))
          : refused('pin', 'pin.invalid'),
      ),
      http.get(apiPath('getPoll'), ({ request, params }) => {
        if (new URL(request.url).searchParams.get('pin') !== PIN) return refused('pin', 'pin.invalid');
        if (params.pollId !== '1') return refused('pin', 'not_found');
        return HttpResponse.json(
          ok({
            poll: poll(1, 'Closing keynote'),
            options: [option(11, 1, 'Low-footprint software'), option(12, 1, 'Supply-chain security')],
          }),
        );
      }),
      http.post(apiPath('answerPoll'), async ({ request }) => {
        votes.push(await request.json());
        return HttpResponse.json(ok(true));
      }),
    );
  });

  test('a checked-in attendee enters the PIN, picks a poll, votes and is thanked', async () => {
    const app = renderApp('/event/demo/poll');
    const pin = await screen.findByRole('textbox', { name: /Enter your PIN/ });
    await app.user.type(pin, 'check7');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.click(await screen.findByRole('link', { name: 'Closing keynote' }));
    expect(app.location().pathname).toBe('/event/demo/poll/1');
    const group = await screen.findByRole('radiogroup', { name: 'Closing keynote' });
    await app.user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(within(group).getByText('Please choose an answer.')).toBeTruthy();
    expect(votes).toEqual([]);
    await app.user.click(within(group).getByRole('radio', { name: 'Supply-chain security' }));
    await app.user.click(screen.getByRole('button', { name: 'Vote' }));
    expect((await screen.findByRole('status')).textContent).toContain('Thank you for your vote!');
    expect(votes).toEqual([{ pin: PIN, optionId: 12 }]);
  });

  test('a PIN the server refuses shows its message under the field, and another PIN can be tried', async () => {
    const app = renderApp('/event/demo/poll?pin=DDDDDD');
    const pin = await screen.findByRole('textbox', { name: /Enter your PIN/ });
    await waitFor(() => expect(description(pin)).toBe('This PIN is not valid.'));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    await app.user.clear(pin);
    await app.user.type(pin, PIN);
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Travel' })).toBeTruthy();
  });

  test('a malformed PIN is refused without asking the server', async () => {
    let asked = 0;
    server.use(http.get(apiPath('listPolls'), () => (asked++, refused('pin', 'pin.invalid'))));
    const app = renderApp('/event/demo/poll');
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(description(pinField())).toBe('This field is required.');
    await app.user.type(pinField(), 'SSS');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(description(pinField())).toBe('This PIN is not valid.');
    expect(asked).toBe(0);
  });

  test('a poll that is closed or gone says so and leads back to the list', async () => {
    renderApp(`/event/demo/poll/3?pin=${PIN}`);
    expect((await screen.findByRole('alert')).textContent).toContain('The requested item could not be found.');
    expect(screen.getByRole('link', { name: 'All polls' }).getAttribute('href')).toBe(`/event/demo/poll?pin=${PIN}`);
  });

  test('an event without open polls says so', async () => {
    server.use(http.get(apiPath('listPolls'), () => HttpResponse.json(ok([]))));
    renderApp(`/event/demo/poll?pin=${PIN}`);
    expect(await screen.findByText('There is no open poll at the moment.')).toBeTruthy();
  });
});
