import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { category, items, service, validated } from './fixtures.ts';
import { renderEventPage } from './render-event-page.tsx';

const reservationId = 'a1b2c3d4-0000-4000-8000-00000000000f';
const offer = items({
  ticketCategories: [
    category({ id: 1, name: 'Standard' }),
    category({ id: 2, name: 'Student', maximumSaleableTickets: 2 }),
  ],
  additionalServices: [
    service({ id: 11, title: { en: 'Lunch box' } }),
    service({ id: 12, title: { en: 'Programme' }, supplementPolicy: 'MANDATORY_ONE_FOR_TICKET' }),
    service({
      id: 13,
      type: 'DONATION',
      title: { en: 'Grant' },
      fixPrice: false,
      supplementPolicy: null,
      availableQuantity: -1,
    }),
  ],
});

interface Sent {
  url: URL;
  body: unknown;
}

function reserveAnswers(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  server.use(
    http.post(apiPath('reserveTickets'), async ({ request }) => {
      sent.push({ url: new URL(request.url), body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

async function chooseTicketsLunchAndDonation(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Lunch box' }), '1');
  await user.type(screen.getByRole('textbox', { name: 'Amount of your choice for Grant' }), '12.50');
}

describe('continuing to the booking step', () => {
  test('sends only what was chosen, the donation as an amount, and goes to the booking step with the filters', async () => {
    const sent = reserveAnswers(() => HttpResponse.json(validated(reservationId)));
    const { user, location } = await renderEventPage('/event/demo?subscription=s-1&organizer=7&tags=jazz&lang=en', {
      itemsByCode: { null: offer },
    });

    await chooseTicketsLunchAndDonation(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location().pathname).toBe(`/event/demo/reservation/${reservationId}/book`));
    expect(location().search).toBe('?subscription=s-1&organizer=7&tags=jazz');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('lang')).toBe('en');
    expect(sent[0]!.body).toEqual({
      reservation: [{ ticketCategoryId: 1, quantity: 2 }],
      additionalService: [
        { additionalServiceId: 11, quantity: 1 },
        { additionalServiceId: 13, amount: 12.5 },
      ],
      promoCode: null,
      captcha: null,
    });
  });

  test('a second click while reserving is ignored, and the button says it is working', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent = reserveAnswers(async () => {
      await answered;
      return HttpResponse.json(validated(reservationId));
    });
    const { user, location } = await renderEventPage('/event/demo', { itemsByCode: { null: offer } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = await screen.findByRole('button', { name: 'Processing, please wait' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    release();

    await waitFor(() => expect(location().pathname).toContain('/book'));
    expect(sent).toHaveLength(1);
  });

  test('refused: everything entered stays, the errors show and focus moves to the tickets', async () => {
    const refusal = validated('', [{ fieldName: 'reservationForm', code: 'error.STEP_1_NOT_ENOUGH_TICKETS' }]);
    reserveAnswers(() => HttpResponse.json(refusal, { status: 422 }));
    const { user, location } = await renderEventPage('/event/demo', { itemsByCode: { null: offer } });

    await chooseTicketsLunchAndDonation(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(await within(tickets).findByText('Not enough tickets left.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(tickets));
    expect((screen.getByRole('combobox', { name: 'Quantity for Standard' }) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('combobox', { name: 'Quantity for Lunch box' }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('textbox', { name: 'Amount of your choice for Grant' }) as HTMLInputElement).value).toBe(
      '12.50',
    );
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBeNull();
    expect(location().pathname).toBe('/event/demo');
  });

  test('a server failure shows error.STEP_2_PAYMENT_REQUEST_CREATION and keeps the form', async () => {
    reserveAnswers(() => new HttpResponse('unexpected exception', { status: 500 }));
    const { user } = await renderEventPage('/event/demo', { itemsByCode: { null: offer } });

    await chooseTicketsLunchAndDonation(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Your request could not be processed.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount of your choice for Grant' }) as HTMLInputElement).value).toBe(
      '12.50',
    );
  });

  test('nothing chosen: told at once, without asking the server', async () => {
    const sent = reserveAnswers(() => HttpResponse.json(validated(reservationId)));
    const { user, location } = await renderEventPage();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select at least one ticket.')).toBeTruthy();

    // Requests arrive in the order they are sent: had the empty choice gone out, it would come first.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toContain('/book'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ reservation: [{ ticketCategoryId: 1, quantity: 1 }] });
  });

  test.each([
    ['by our server', () => new HttpResponse(null, { status: 403 })],
    [
      'by alf.io, through its /session-expired page',
      () => HttpResponse.json({ status: 404, error: 'Not Found', path: '/session-expired' }, { status: 404 }),
    ],
  ])('a session token refused %s opens the expired dialog, which leads home', async (_, answer) => {
    reserveAnswers(answer);
    const { user, location } = await renderEventPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your reservation has expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to the home page' }));

    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  test('a warning with the reservation asks first: checking releases it, proceeding continues', async () => {
    const warned = { ...validated(reservationId), warnings: [{ code: 'error.STEP_2_EMAIL_TYPO', params: ['x@y'] }] };
    reserveAnswers(() => HttpResponse.json(warned));
    const released: string[] = [];
    server.use(
      http.delete(apiPath('cancelReservation'), ({ params }) => {
        released.push(String(params.reservationId));
        return HttpResponse.json(true);
      }),
    );
    const { user, location } = await renderEventPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please check' })).getByRole('button', { name: 'Let me check' }),
    );
    await waitFor(() => expect(released).toEqual([reservationId]));
    expect(location().pathname).toBe('/event/demo');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please check' })).getByRole('button', {
        name: 'Continue anyway',
      }),
    );
    await waitFor(() => expect(location().pathname).toBe(`/event/demo/reservation/${reservationId}/book`));
  });
});
