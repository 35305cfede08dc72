import type { BookingInfoTicket } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent, items } from '../event-page/fixtures.ts';
import { field } from '../reservation/booking-fixtures.ts';
import { adasTicket, assignedUuid, plainTicket, unassignedUuid, validatedAnswer } from './ticket-fixtures.ts';
import { ticketBundle } from './ticket-bundle.ts';

const page = (uuid: string) => `/event/demo/ticket/${uuid}/update`;

function serveFullTicket(initial: BookingInfoTicket | null, event = fullEvent()) {
  const state = { ticket: initial };
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(ticketBundle)),
    http.get(apiPath('getEvent'), () => HttpResponse.json(event)),
    http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
    http.get(apiPath('getFullTicket'), () =>
      state.ticket
        ? HttpResponse.json({ name: 'Standard', ticketAccessType: 'INHERIT', tickets: [state.ticket] })
        : new HttpResponse(null, { status: 404 }),
    ),
    http.get(apiPath('getTicket'), () => new HttpResponse(null, { status: 404 })),
  );
  return state;
}

describe('the ticket update page', () => {
  test('an unassigned ticket shows the warning and the open form, and is assigned from it', async () => {
    const state = serveFullTicket(plainTicket(unassignedUuid));
    const bodies: unknown[] = [];
    server.use(
      http.put(apiPath('updateTicket'), async ({ request }) => {
        bodies.push(await request.json());
        state.ticket = plainTicket(unassignedUuid, {
          assigned: true,
          fullName: 'Grace Hopper',
          email: 'g@example.org',
        });
        return HttpResponse.json(validatedAnswer(true));
      }),
    );
    const { user } = renderApp(page(unassignedUuid));

    const card = within(await screen.findByRole('region', { name: /Ticket #1/ }));
    expect(card.getByText('Not assigned yet')).toBeTruthy();
    await user.type(card.getByRole('textbox', { name: /First name/ }), 'Grace');
    await user.type(card.getByRole('textbox', { name: /Last name/ }), 'Hopper');
    await user.type(card.getByRole('textbox', { name: /Email/ }), 'g@example.org');
    await user.click(card.getByRole('button', { name: 'Assign ticket' }));

    // The assigned ticket's card replaces the form.
    expect(await screen.findByText('Grace Hopper', { selector: 'p' })).toBeTruthy();
    const assigned = within(screen.getByRole('region', { name: /Ticket #1/ }));
    expect(bodies).toEqual([
      expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper', email: 'g@example.org', userLanguage: 'en' }),
    ]);
    expect(assigned.queryByText('Not assigned yet')).toBeNull();
    expect(assigned.queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(assigned.getByRole('link', { name: 'Show ticket Ticket #1' })).toBeTruthy();
  });

  test('while the organizer does not allow transfers, the holder stays: names and e-mail read-only, no word of a transfer', async () => {
    const noTransfer = fullEvent({
      assignmentConfiguration: {
        forceAssignment: false,
        enableAttendeeAutocomplete: true,
        enableTicketTransfer: false,
      },
    });
    serveFullTicket(adasTicket(), noTransfer);
    const { user } = renderApp(page(assignedUuid));

    const card = within(await screen.findByRole('region', { name: /Ticket #1/ }));
    await user.click(card.getByRole('button', { name: 'Edit attendee details Ticket #1' }));
    expect(card.getByRole('textbox', { name: /First name/ }).hasAttribute('readonly')).toBe(true);
    expect(card.getByRole('textbox', { name: /Last name/ }).hasAttribute('readonly')).toBe(true);
    expect(card.getByRole('textbox', { name: /Email/ }).hasAttribute('readonly')).toBe(true);
    expect(card.queryByText(ticketBundle['reservation-page-complete.info-update']!)).toBeNull();
  });

  test('an e-mail the organizer locked stays read-only here, and saving claims no e-mail was sent', async () => {
    serveFullTicket(adasTicket({ emailLocked: true }));
    const bodies: unknown[] = [];
    server.use(
      http.put(apiPath('updateTicket'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(validatedAnswer(true));
      }),
    );
    const { user } = renderApp(page(assignedUuid));

    const card = within(await screen.findByRole('region', { name: /Ticket #1/ }));
    await user.click(card.getByRole('button', { name: 'Edit attendee details Ticket #1' }));
    const email = card.getByRole('textbox', { name: /Email/ });
    expect(email.hasAttribute('readonly')).toBe(true);
    await user.type(email, 'x');
    const lastName = card.getByRole('textbox', { name: /Last name/ });
    await user.clear(lastName);
    await user.type(lastName, 'King');
    await user.click(card.getByRole('button', { name: ticketBundle['reservation-page-complete.update']! }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ lastName: 'King', email: 'ada@example.org' });
    await waitFor(() => expect(card.queryByRole('textbox', { name: /Email/ })).toBeNull());
    expect(screen.queryByText(ticketBundle['email.ticket-email-sent']!)).toBeNull();
  });

  test('an answer the organizer made not editable is read-only once the ticket is bought', async () => {
    const badge = field('badge', 'input:text', {
      editable: false,
      value: 'Ada',
      fields: [{ fieldIndex: 0, fieldValue: 'Ada' }],
      beforeStandardFields: true,
      description: { en: { label: 'Name on badge', placeholder: '', restrictedValuesDescription: {} } },
    });
    const note = field('note', 'input:text', {
      description: { en: { label: 'Note', placeholder: '', restrictedValuesDescription: {} } },
    });
    serveFullTicket(
      adasTicket({ ticketFieldConfigurationBeforeStandard: [badge], ticketFieldConfigurationAfterStandard: [note] }),
    );
    const { user } = renderApp(page(assignedUuid));

    const card = within(await screen.findByRole('region', { name: /Ticket #1/ }));
    await user.click(card.getByRole('button', { name: 'Edit attendee details Ticket #1' }));
    expect(card.getByRole('textbox', { name: /Name on badge/ }).hasAttribute('readonly')).toBe(true);
    expect(card.getByRole('textbox', { name: /Note/ }).hasAttribute('readonly')).toBe(false);
  });

  test('for an online event, an assigned ticket says from when the buyer can join, and once started that they can join now', async () => {
    const online = fullEvent({ format: 'ONLINE' });
    const state = serveFullTicket(
      adasTicket({ onlineEventStarted: false, formattedOnlineCheckInDate: { en: 'Wed 1 Jul 2026 8:30 AM' } }),
      online,
    );
    const first = renderApp(page(adasTicket().uuid));
    await screen.findByRole('region', { name: /Ticket #1/ });
    expect(screen.getByText('You can join the event from Wed 1 Jul 2026 8:30 AM.')).toBeTruthy();
    expect(screen.queryByText('The event has started: you can join now.')).toBeNull();
    first.unmount();

    state.ticket = adasTicket({
      onlineEventStarted: true,
      formattedOnlineCheckInDate: { en: 'Wed 1 Jul 2026 8:30 AM' },
    });
    renderApp(page(adasTicket().uuid));
    expect(await screen.findByText('The event has started: you can join now.')).toBeTruthy();
    expect(screen.queryByText(/You can join the event from/)).toBeNull();
  });

  test('for an event in person, the update page says nothing about joining online', async () => {
    serveFullTicket(adasTicket({ onlineEventStarted: true }));
    renderApp(page(adasTicket().uuid));
    await screen.findByRole('region', { name: /Ticket #1/ });
    expect(screen.queryByText('The event has started: you can join now.')).toBeNull();
    expect(screen.queryByText(/You can join the event from/)).toBeNull();
  });

  test('releasing from here leads to the event page, after a yes', async () => {
    serveFullTicket(adasTicket({ cancellationEnabled: true }));
    server.use(http.delete(apiPath('releaseTicket'), () => HttpResponse.json(true)));
    const app = renderApp(page(adasTicket().uuid));

    const card = within(await screen.findByRole('region', { name: /Ticket #1/ }));
    await app.user.click(card.getByRole('button', { name: 'Release ticket Ticket #1' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location().pathname).toBe('/event/demo'));
  });

  test('a ticket the server does not show leads home', async () => {
    serveFullTicket(null);
    const app = renderApp(page(unassignedUuid));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});
