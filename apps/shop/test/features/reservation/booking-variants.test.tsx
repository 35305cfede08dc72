import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { subscriptionId } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  bookingReservation,
  bookingReservationId,
  field,
  firstTicket,
  refused,
  secondTicket,
  serveBooking,
  ticket,
  validated,
} from './booking-fixtures.ts';
import { card, fillContact, renderBooking } from './booking-render.tsx';

const plainTicket = (uuid: string, name?: string) =>
  ticket(uuid, {
    ticketFieldConfigurationBeforeStandard: [],
    ticketFieldConfigurationAfterStandard: [],
    firstName: name ?? null,
  });

const drink = field('drink', 'select', {
  required: true,
  restrictedValues: ['spritz', 'water'],
  description: {
    en: {
      label: 'Your drink',
      placeholder: '',
      restrictedValuesDescription: { spritz: 'Spritz', water: 'Still water' },
    },
  },
});

/** Two tickets, an aperitivo (with a field) linked to the first, a donation to the second. */
const withSupplements = () =>
  bookingReservation({
    ticketsByCategory: [
      {
        name: 'Day ticket',
        ticketAccessType: 'INHERIT',
        tickets: [plainTicket(firstTicket, 'Ada'), plainTicket(secondTicket, 'Charles')],
      },
    ],
    additionalServiceWithData: [
      {
        title: { en: 'Aperitivo' },
        itemId: 41,
        serviceId: 4,
        ticketUUID: firstTicket,
        ticketFieldConfiguration: [drink],
        type: 'SUPPLEMENT',
      },
      {
        title: { en: 'Donation' },
        itemId: 42,
        serviceId: 5,
        ticketUUID: secondTicket,
        ticketFieldConfiguration: [],
        type: 'DONATION',
      },
    ],
  });

async function fillNames(user: Parameters<typeof fillContact>[0]) {
  for (const [n, first, email] of [
    [1, 'Ada', 'ada@example.org'],
    [2, 'Charles', 'charles@example.org'],
  ] as const) {
    await user.clear(card(n).getByRole('textbox', { name: 'First name' }));
    await user.type(card(n).getByRole('textbox', { name: 'First name' }), first);
    await user.type(card(n).getByRole('textbox', { name: 'Last name' }), 'X');
    await user.type(card(n).getByRole('textbox', { name: 'Email' }), email);
  }
}

describe('supplements linked to tickets', () => {
  test('show their fields under their ticket and can move to another ticket', async () => {
    const { user, sent } = await renderBooking({ reservation: withSupplements() });
    expect(card(1).getByRole('heading', { level: 5, name: 'Aperitivo' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Donation' })).toBeNull();
    await fillContact(user);
    await fillNames(user);
    await user.selectOptions(card(1).getByRole('combobox', { name: 'Your drink' }), 'spritz');

    const target = card(1).getByRole('combobox', { name: 'Move to another ticket' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a ticket', 'Ticket #2 (Day ticket): Charles']);
    await user.selectOptions(target, secondTicket);
    await user.click(card(1).getByRole('button', { name: 'Move' }));

    expect(card(1).queryByRole('heading', { name: 'Aperitivo' })).toBeNull();
    const moved = card(2).getByRole('heading', { level: 5, name: 'Aperitivo' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(screen.getByText('Aperitivo has been moved to ticket #2.')).toBeTruthy();
    expect(card(2).getByRole('combobox', { name: 'Your drink' })).toHaveProperty('value', 'spritz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.additionalServices).toEqual({
      [firstTicket]: [],
      [secondTicket]: [
        { additionalServiceItemId: 42, ticketUUID: secondTicket, additional: {} },
        { additionalServiceItemId: 41, ticketUUID: secondTicket, additional: { drink: ['spritz'] } },
      ],
    });
  }, 20_000);

  test('a supplement field error reported on its ticket appears under the supplement field', async () => {
    const { user } = await renderBooking({
      reservation: withSupplements(),
      answer: () =>
        refused([{ fieldName: `tickets[${firstTicket}].additional[drink][0]`, code: 'error.restrictedValue' }]),
    });
    await fillContact(user);
    await fillNames(user);
    await user.selectOptions(card(1).getByRole('combobox', { name: 'Your drink' }), 'water');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const select = card(1).getByRole('combobox', { name: 'Your drink' });
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please choose one of the options offered.',
    );
  }, 20_000);

  test('with a single ticket there is nowhere to move a supplement', async () => {
    await renderBooking({
      reservation: bookingReservation({
        ticketsByCategory: [{ name: 'Day ticket', ticketAccessType: 'INHERIT', tickets: [plainTicket(firstTicket)] }],
        additionalServiceWithData: [
          {
            title: { en: 'Aperitivo' },
            itemId: 41,
            serviceId: 4,
            ticketUUID: firstTicket,
            ticketFieldConfiguration: [drink],
            type: 'SUPPLEMENT',
          },
        ],
      }),
    });
    expect(screen.queryByRole('combobox', { name: 'Move to another ticket' })).toBeNull();
  });
});

describe('a subscription', () => {
  const subscriptionReservation = bookingReservation({
    ticketsByCategory: [],
    subscriptionInfos: [
      {
        id: null,
        pin: null,
        usageDetails: { total: null, used: 0, available: null },
        owner: { firstName: null, lastName: null, email: null },
        configuration: { displayPin: true },
        additionalFields: [],
        fieldConfigurationBeforeStandard: [
          field('membership', 'input:text', {
            required: true,
            description: { en: { label: 'Membership number', placeholder: '', restrictedValuesDescription: {} } },
          }),
        ],
        fieldConfigurationAfterStandard: [
          field('club', 'input:text', {
            description: { en: { label: 'Club', placeholder: '', restrictedValuesDescription: {} } },
          }),
        ],
      },
    ],
  });

  test('asks for its holder: fields before and after, names only for a different holder', async () => {
    serveBooking({ reservation: subscriptionReservation });
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(
        apiPath('validateToOverview'),
        async ({ request }) => (sent.push((await request.json()) as Record<string, unknown>), validated()),
      ),
    );
    const { user } = renderApp(`/subscription/${subscriptionId}/reservation/${bookingReservationId}/book`);
    const owner = within(await screen.findByRole('region', { name: 'Subscription holder' }));
    expect(screen.queryByRole('heading', { name: 'Attendees' })).toBeNull();
    const inputs = [...owner.getAllByRole('textbox')].map((input) => input.getAttribute('name'));
    expect(inputs).toEqual(['subscriptionOwner.additional.membership.0', 'subscriptionOwner.additional.club.0']);

    await user.click(owner.getByRole('checkbox', { name: 'This subscription is for someone else' }));
    expect(owner.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'subscriptionOwner.additional.membership.0',
      'subscriptionOwner.firstName',
      'subscriptionOwner.lastName',
      'subscriptionOwner.email',
      'subscriptionOwner.additional.club.0',
    ]);
    await fillContact(user);
    await user.type(owner.getByRole('textbox', { name: 'Membership number' }), 'M-7');
    await user.type(owner.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(owner.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(owner.getByRole('textbox', { name: 'Email' }), 'grace@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      differentSubscriptionOwner: true,
      subscriptionOwner: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.org',
        additional: { membership: ['M-7'], club: [''] },
      },
      tickets: {},
    });
  }, 20_000);
});
