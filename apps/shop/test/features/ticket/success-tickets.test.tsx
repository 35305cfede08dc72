import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { reservationTicketsPdfCapability } from '@shop/contract/routes';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import { eventPath, reservationId } from '../reservation/overview-fixtures.ts';
import {
  adasTicket,
  assignedUuid,
  completeOrder,
  plainTicket,
  serveOrder,
  unassignedUuid,
  validatedAnswer,
} from './ticket-fixtures.ts';

const ticketCard = async (name: RegExp) => {
  const region = within(await screen.findByRole('region', { name: 'Your tickets' }));
  return within(region.getByRole('listitem', { name }));
};

describe('the tickets on the success page', () => {
  test('an assigned ticket is shown, downloaded as PDF and sent by e-mail, each action naming its ticket', async () => {
    serveOrder(completeOrder());
    const sent: string[] = [];
    server.use(
      http.post(apiPath('sendTicketByEmail'), ({ params }) => {
        sent.push(String(params.ticketUuid));
        return HttpResponse.json(true);
      }),
    );
    const { user } = renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #1/);

    expect(card.getByRole('link', { name: 'Show ticket Ticket #1' }).getAttribute('href')).toBe(
      `/event/demo/ticket/${assignedUuid}/view`,
    );
    expect(card.getByRole('link', { name: 'Download ticket Ticket #1' }).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/ticket/${assignedUuid}/download-ticket`,
    );
    expect(card.queryByRole('button', { name: /Add to/ })).toBeNull();

    await user.click(card.getByRole('button', { name: 'Send ticket by email Ticket #1' }));
    expect(await screen.findByText('The ticket has been sent by email.')).toBeTruthy();
    expect(sent).toEqual([assignedUuid]);
  });

  test('with a wallet on, download opens a dialog titled with the holder, offering the passes and the PDF', async () => {
    serveOrder(completeOrder(), { gWalletEnabled: true, passEnabled: true });
    const { user } = renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #1/);

    await user.click(card.getByRole('button', { name: 'Download ticket Ticket #1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ada Lovelace' }));
    expect(dialog.getByRole('link', { name: 'Add to Google Wallet' }).getAttribute('href')).toBe(
      `/api/wallet/event/demo/v1/version/passes/${assignedUuid}`,
    );
    expect(dialog.getByRole('link', { name: 'Add to Apple Wallet' }).getAttribute('href')).toBe(
      `/api/pass/event/demo/v1/version/passes/${assignedUuid}`,
    );
    expect(dialog.getByRole('link', { name: 'Download ticket' }).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/ticket/${assignedUuid}/download-ticket`,
    );
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an unassigned ticket shows its form; the server refusing the e-mail shows it on the field, and a success reloads the order', async () => {
    const state = serveOrder(completeOrder());
    const bodies: unknown[] = [];
    let accept = false;
    server.use(
      http.put(apiPath('updateTicket'), async ({ request, params }) => {
        expect(params.ticketUuid).toBe(unassignedUuid);
        bodies.push(await request.json());
        if (!accept)
          return HttpResponse.json(
            validatedAnswer(false, [{ fieldName: 'email', code: 'error.STEP_2_WHITELIST_CHECK_FAILED' }]),
            {
              status: 422,
            },
          );
        state.reservation = completeOrder([
          adasTicket(),
          plainTicket(unassignedUuid, { assigned: true, fullName: 'Grace Hopper', email: 'grace@example.org' }),
        ]);
        return HttpResponse.json(validatedAnswer(true));
      }),
    );
    const { user } = renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #2/);
    expect(card.getByText('Not assigned yet')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Assign ticket' }));
    expect((await card.findByText('Please enter the first name.')).id).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(card.getByRole('textbox', { name: /First name/ }), 'Grace');
    await user.type(card.getByRole('textbox', { name: /Last name/ }), 'Hopper');
    await user.type(card.getByRole('textbox', { name: /Email/ }), 'grace@example.org');
    await user.click(card.getByRole('button', { name: 'Assign ticket' }));

    const email = card.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(card.getByText('This address is not on the list.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' });

    accept = true;
    await user.click(card.getByRole('button', { name: 'Assign ticket' }));
    expect(await screen.findByText('The ticket has been sent by email.')).toBeTruthy();
    const assigned = await ticketCard(/Ticket #2/);
    expect(await assigned.findByText('Grace Hopper', { selector: 'p' })).toBeTruthy();
    expect(assigned.queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(document.activeElement).toBe(assigned.getByRole('heading', { level: 3 }));
  });

  test('a locked assignment keeps its names read-only in the edit form', async () => {
    serveOrder(completeOrder([adasTicket({ locked: true })]));
    const { user } = renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #1/);

    await user.click(card.getByRole('button', { name: 'Edit attendee details Ticket #1' }));
    expect(card.getByRole('textbox', { name: /First name/ }).hasAttribute('readonly')).toBe(true);
    expect(card.getByRole('textbox', { name: /Email/ }).hasAttribute('readonly')).toBe(true);
  });

  test('release asks first: "no" releases nothing, "yes" releases and the order is shown again', async () => {
    const releasable = { cancellationEnabled: true };
    const state = serveOrder(completeOrder([adasTicket(releasable), plainTicket(unassignedUuid, releasable)]));
    const released: string[] = [];
    server.use(
      http.delete(apiPath('releaseTicket'), ({ params }) => {
        released.push(String(params.ticketUuid));
        state.reservation = completeOrder([plainTicket(unassignedUuid, releasable)]);
        return HttpResponse.json(true);
      }),
    );
    const app = renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #1/);
    // A ticket without a holder has nothing to give back yet, releasable or not.
    expect((await ticketCard(/Ticket #2/)).queryByRole('button', { name: /Release ticket/ })).toBeNull();

    await app.user.click(card.getByRole('button', { name: 'Release ticket Ticket #1' }));
    const question = within(await screen.findByRole('dialog', { name: 'Release ticket' }));
    await app.user.click(question.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(released).toEqual([]);

    await app.user.click(card.getByRole('button', { name: 'Release ticket Ticket #1' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Ticket #2/ })).toBeNull());
    expect(released).toEqual([assignedUuid]);
    expect(app.location().pathname).toBe(eventPath('success'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your tickets' }));
  });

  test('releasing the last ticket leads to the event page', async () => {
    serveOrder(completeOrder([adasTicket({ cancellationEnabled: true })]));
    server.use(http.delete(apiPath('releaseTicket'), () => HttpResponse.json(true)));
    const app = renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #1/);

    await app.user.click(card.getByRole('button', { name: 'Release ticket Ticket #1' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(app.location().pathname).toBe('/event/demo'));
  });

  test('an online ticket of a hybrid event has nothing to show or download, nor a wallet pass', async () => {
    const order = completeOrder();
    const state = serveOrder(
      { ...order, ticketsByCategory: [{ name: 'Stream', ticketAccessType: 'ONLINE', tickets: [adasTicket()] }] },
      { gWalletEnabled: true, passEnabled: true },
    );
    state.event = fullEvent({ format: 'HYBRID' });
    renderApp(eventPath('success'));
    const card = await ticketCard(/Ticket #1/);

    expect(card.queryByRole('link', { name: /Show ticket/ })).toBeNull();
    expect(card.queryByRole('link', { name: /Download ticket/ })).toBeNull();
    expect(card.queryByRole('button', { name: /Download ticket/ })).toBeNull();
    expect(card.getByRole('button', { name: 'Send ticket by email Ticket #1' })).toBeTruthy();
  });

  test('all tickets come as one PDF where the server offers it', async () => {
    serveOrder(completeOrder());
    server.use(
      http.get(apiPath('getInfo'), () =>
        HttpResponse.json(infoFixture({ capabilities: [reservationTicketsPdfCapability] })),
      ),
    );
    renderApp(eventPath('success'));
    expect((await screen.findByRole('link', { name: 'Download all tickets' })).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/reservation/${reservationId}/tickets-pdf`,
    );
  });
});
