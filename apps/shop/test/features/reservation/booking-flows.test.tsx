import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { addMeta } from '../../support/page.ts';
import { signedInUser } from '../../support/fixtures.ts';
import { bookingPathOf, bookingReservation, firstTicket, secondTicket, ticket, validated } from './booking-fixtures.ts';
import { card, fillAttendee, fillContact, renderBooking } from './booking-render.tsx';
import { renderApp } from '../../support/render-app.tsx';

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** One ticket whose only field is optional, so a contact is all the form needs. */
const oneTicket = (overrides: Parameters<typeof ticket>[1] = {}) =>
  bookingReservation({
    ticketsByCategory: [
      {
        name: 'Standard',
        ticketAccessType: 'INHERIT',
        tickets: [
          ticket(firstTicket, {
            ticketFieldConfigurationBeforeStandard: [],
            ticketFieldConfigurationAfterStandard: [],
            ...overrides,
          }),
        ],
      },
    ],
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('answers of the server', () => {
  test('a warning (e-mail typo) opens a modal; going on sends again with ignoreWarnings', async () => {
    let calls = 0;
    const { user, sent, location } = await renderBooking({
      reservation: oneTicket(),
      answer: () =>
        ++calls === 1 ? validated([{ code: 'error.STEP_2_EMAIL_TYPO', params: ['ada@example.com'] }]) : validated(),
    });
    await fillContact(user, 'ada@example.con');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please check' });
    expect(within(dialog).getByText('Did you mean ada@example.com?')).toBeTruthy();
    expect(location().pathname).toBe(bookingPathOf('book'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue anyway' }));

    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('overview')));
    expect(sent.map((request) => request.query.get('ignoreWarnings'))).toEqual(['false', 'true']);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  test('"let me check" closes the warning and stays on the form', async () => {
    const { user, sent, location } = await renderBooking({
      reservation: oneTicket(),
      answer: () => validated([{ code: 'error.STEP_2_EMAIL_TYPO', params: ['ada@example.com'] }]),
    });
    await fillContact(user, 'ada@example.con');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Let me check' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(location().pathname).toBe(bookingPathOf('book'));
  });

  test('a server failure says so in a toast and keeps everything typed', async () => {
    const { user, location } = await renderBooking({
      reservation: oneTicket(),
      answer: () => new HttpResponse('unexpected exception', { status: 500 }),
    });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await notifications().findByText('Your request could not be processed.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your request could not be processed.');
    const contact = within(screen.getByRole('region', { name: 'Your details' }));
    expect(contact.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.org');
    expect(location().pathname).toBe(bookingPathOf('book'));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
  });

  test('a hold the server has let go before the countdown ended opens the expiry dialog, not an error to retry', async () => {
    const { user, location } = await renderBooking({
      reservation: oneTicket(),
      answer: () => new HttpResponse(null, { status: 404 }),
    });
    let released = 0;
    server.use(
      http.delete(apiPath('cancelReservation'), () => {
        released += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your reservation has expired' });
    expect(screen.getByRole('button', { name: 'Continue', hidden: true })).toHaveProperty('disabled', true);
    expect(location().pathname).toBe(bookingPathOf('book'));

    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
    expect(released).toBe(1);
  });

  test('a subscription id from the link (a version-4 UUID) is applied after validation', async () => {
    const applied: unknown[] = [];
    server.use(
      http.post(apiPath('applySubscriptionCode'), async ({ request }) => {
        applied.push(await request.json());
        return HttpResponse.json({
          success: false,
          errorCount: 1,
          validationErrors: [{ fieldName: 'reservationCodeForm', code: 'subscription.expired', arguments: null }],
          warnings: [],
          value: false,
        });
      }),
    );
    const code = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const { user, location } = await renderBooking({ reservation: oneTicket(), search: `?subscription=${code}` });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('overview')));
    expect(applied).toEqual([{ code, email: 'ada@example.org', amount: 1, type: 'SUBSCRIPTION' }]);
  });

  test('a subscription value that is not a version-4 UUID is left alone', async () => {
    const applied: unknown[] = [];
    server.use(http.post(apiPath('applySubscriptionCode'), () => (applied.push(1), validated())));
    const { user, location } = await renderBooking({ reservation: oneTicket(), search: '?subscription=ACDE3467' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('overview')));
    expect(applied).toEqual([]);
  });
});

describe('leaving the booking step', () => {
  test('cancel asks first; yes releases the reservation and replaces the page with the event', async () => {
    let deleted = 0;
    server.use(http.delete(apiPath('cancelReservation'), () => (deleted++, HttpResponse.json(true))));
    const { user, location, navigationType } = await renderBooking();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel the reservation?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(deleted).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
    expect(navigationType()).toBe('REPLACE');
    expect(deleted).toBe(1);
  });

  test('when the time runs out a blocking dialog leads back to the event, and Continue is disabled', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const { user, location, navigationType } = await renderBooking({
      reservation: bookingReservation({ validity: Date.now() + 3000 }),
    });
    let released = 0;
    server.use(
      http.delete(apiPath('cancelReservation'), () => {
        released += 1;
        return HttpResponse.json(true);
      }),
    );
    expect(screen.getByText(/Please complete your reservation within/).closest('.alert')?.className).toContain(
      'shop-countdown-sticky',
    );

    await act(() => vi.advanceTimersByTimeAsync(4000));
    const dialog = await screen.findByRole('dialog', { name: 'Your reservation has expired' });
    expect(within(dialog).getByText('The time to complete your reservation has run out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue', hidden: true })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
    expect(navigationType()).toBe('REPLACE');
    // The hold is given up, whichever clock ran out first.
    expect(released).toBe(1);
  });

  test('embedded, cancelling tells the parent page instead of navigating', async () => {
    const post = vi.fn();
    const parent = { postMessage: post } as unknown as Window;
    const original = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
    try {
      server.use(http.delete(apiPath('cancelReservation'), () => HttpResponse.json(true)));
      const { user, location } = await renderBooking({
        event: (await import('../event-page/fixtures.ts')).fullEvent({
          embeddingConfiguration: { enabled: true, notificationOrigin: 'https://partner.example' },
        }),
      });
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          { status: 'CANCELLED', id: bookingReservation().id },
          'https://partner.example',
        ),
      );
      expect(location().pathname).toBe(bookingPathOf('book'));
    } finally {
      if (original) Object.defineProperty(window, 'parent', original);
    }
  });
});

describe('an embedded hold that runs out', () => {
  test('acknowledging the expiry tells the parent page CANCELLED instead of navigating', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const post = vi.fn();
    const parent = { postMessage: post } as unknown as Window;
    const original = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
    try {
      server.use(http.delete(apiPath('cancelReservation'), () => HttpResponse.json(true)));
      const { user, location } = await renderBooking({
        reservation: bookingReservation({ validity: Date.now() + 3000 }),
        event: (await import('../event-page/fixtures.ts')).fullEvent({
          embeddingConfiguration: { enabled: true, notificationOrigin: 'https://partner.example' },
        }),
      });

      await act(() => vi.advanceTimersByTimeAsync(4000));
      const dialog = await screen.findByRole('dialog', { name: 'Your reservation has expired' });
      await user.click(within(dialog).getByRole('button', { name: 'Start again' }));

      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          { status: 'CANCELLED', id: bookingReservation().id },
          'https://partner.example',
        ),
      );
      expect(location().pathname).toBe(bookingPathOf('book'));
    } finally {
      if (original) Object.defineProperty(window, 'parent', original);
    }
  });
});

describe('helping the buyer fill in', () => {
  test('with one ticket, the contact fills the attendee where nothing was typed', async () => {
    const { user } = await renderBooking({ reservation: oneTicket() });
    await fillContact(user);
    await user.tab();
    const attendee = card(1);
    expect(attendee.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada');
    expect(attendee.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.org');

    await user.clear(attendee.getByRole('textbox', { name: 'Last name' }));
    await user.type(attendee.getByRole('textbox', { name: 'Last name' }), 'Byron');
    const contact = within(screen.getByRole('region', { name: 'Your details' }));
    await user.type(contact.getByRole('textbox', { name: 'Last name' }), '-King');
    await user.tab();
    expect(attendee.getByRole('textbox', { name: 'Last name' })).toHaveProperty('value', 'Byron');
  });

  test('with two tickets nothing is copied by itself; the copy button copies to its ticket only', async () => {
    const { user } = await renderBooking();
    await fillContact(user);
    expect(card(1).getByRole('textbox', { name: 'First name' })).toHaveProperty('value', '');

    await user.click(card(2).getByRole('button', { name: 'Use my contact details for this ticket' }));
    expect(card(2).getByRole('textbox', { name: 'Last name' })).toHaveProperty('value', 'Lovelace');
    expect(card(1).getByRole('textbox', { name: 'Last name' })).toHaveProperty('value', '');
  });

  test('a signed-in buyer finds the contact filled from the profile, and no login suggestion', async () => {
    addMeta('authentication-enabled', 'true');
    server.use(http.get(apiPath('getMe'), () => HttpResponse.json(signedInUser)));
    await renderBooking({ reservation: oneTicket() });

    const contact = within(screen.getByRole('region', { name: 'Your details' }));
    await waitFor(() => expect(contact.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada'));
    expect(card(1).getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.org');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  test('an anonymous visitor where sign-in exists: the form is saved, then the browser goes to sign in', async () => {
    addMeta('authentication-enabled', 'true');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user, sent } = await renderBooking({
      reservation: oneTicket(),
      answer: () =>
        HttpResponse.json(
          {
            success: false,
            errorCount: 1,
            validationErrors: [{ fieldName: 'email', code: 'error.STEP_2_EMPTY_EMAIL', arguments: null }],
            warnings: [],
            value: false,
          },
          { status: 422 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/openid/event/demo/reservation/${bookingReservation().id}`),
    );
    expect(sent).toHaveLength(1);
  });

  test('what an anonymous visitor typed is there again after signing in; blanks come from the profile', async () => {
    addMeta('authentication-enabled', 'true');
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user, unmount } = await renderBooking({
      reservation: oneTicket(),
      answer: () =>
        HttpResponse.json(
          {
            success: false,
            errorCount: 1,
            validationErrors: [{ fieldName: 'email', code: 'error.STEP_2_EMPTY_EMAIL', arguments: null }],
            warnings: [],
            value: false,
          },
          { status: 422 },
        ),
    });
    const before = within(screen.getByRole('region', { name: 'Your details' }));
    await user.type(before.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(before.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.assign).toHaveBeenCalled());
    unmount();

    server.use(http.get(apiPath('getMe'), () => HttpResponse.json(signedInUser)));
    renderApp(bookingPathOf('book'));
    const after = within(await screen.findByRole('region', { name: 'Your details' }));
    expect(after.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Grace');
    expect(after.getByRole('textbox', { name: 'Last name' })).toHaveProperty('value', 'Hopper');
    expect(after.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.org');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(window.sessionStorage.getItem(`shop.booking-draft.${bookingReservation().id}`)).toBeNull();
  });

  test('sign-in that cannot be prepared says so', async () => {
    addMeta('authentication-enabled', 'true');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = await renderBooking({
      reservation: oneTicket(),
      answer: () => new HttpResponse(null, { status: 503 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Signing in is not possible right now.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  test('sign-in on a hold the server has let go opens the expiry dialog instead', async () => {
    addMeta('authentication-enabled', 'true');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = await renderBooking({
      reservation: oneTicket(),
      answer: () => new HttpResponse(null, { status: 404 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('dialog', { name: 'Your reservation has expired' })).toBeTruthy();
    expect(screen.queryByText('Signing in is not possible right now.')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  test('postponing the assignment hides the attendees and sends the choice', async () => {
    const { user, sent } = await renderBooking();
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'I will enter the attendees’ details later' }));
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ postponeAssignment: true });
  });

  test('no postponing with a single ticket', async () => {
    await renderBooking({ reservation: oneTicket() });
    expect(screen.queryByRole('checkbox', { name: 'I will enter the attendees’ details later' })).toBeNull();
  });

  test('a locked ticket keeps its names and e-mail read-only', async () => {
    await renderBooking({
      reservation: bookingReservation({
        ticketsByCategory: [
          {
            name: 'Standard',
            ticketAccessType: 'INHERIT',
            tickets: [
              ticket(firstTicket, { locked: true, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' }),
              ticket(secondTicket),
            ],
          },
        ],
      }),
    });
    expect(card(1).getByRole('textbox', { name: 'First name' })).toHaveProperty('readOnly', true);
    expect(card(1).getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', true);
    expect(card(1).queryByRole('button', { name: 'Use my contact details for this ticket' })).toBeNull();
    expect(card(2).getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', false);
  });

  test('with e-mails locked by the organizer, an attendee e-mail once set stays', async () => {
    await renderBooking({
      reservation: bookingReservation({
        metadata: { ...bookingReservation().metadata, lockEmailEdit: true },
        ticketsByCategory: [
          {
            name: 'Standard',
            ticketAccessType: 'INHERIT',
            tickets: [ticket(firstTicket, { email: 'grace@example.org' }), ticket(secondTicket)],
          },
        ],
      }),
    });
    expect(card(1).getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', true);
    expect(card(1).getByRole('textbox', { name: 'First name' })).toHaveProperty('readOnly', false);
    expect(card(2).getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', false);
  });

  test('both tickets are filled and sent even when the contact was typed last', async () => {
    const { user, sent } = await renderBooking();
    await fillAttendee(user, 1, { first: 'Ada', last: 'Lovelace', email: 'ada@example.org' });
    await fillAttendee(user, 2, { first: 'Charles', last: 'Babbage', email: 'charles@example.org' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.keys((sent[0]?.body as { tickets: object }).tickets)).toEqual([firstTicket, secondTicket]);
  }, 30_000);
});
