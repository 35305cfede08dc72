import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  confirmedReservation,
  orders,
  pendingReservation,
  serveAccount,
  subscriptionReservation,
} from './account-fixtures.ts';

const table = async (heading: string) => within(await screen.findByRole('region', { name: heading }));

describe('my orders', () => {
  test('each event and subscription lists its orders with status, date, holders, amount and a link', async () => {
    serveAccount();
    server.use(http.get(apiPath('listMyReservations'), () => HttpResponse.json(orders)));
    renderApp('/my-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    const event = await table('Orders for Demo Conference (event)');
    const [, confirmed, pending] = event.getAllByRole('row');
    const confirmedCells = within(confirmed!);
    expect(confirmedCells.getByRole('link', { name: 'A1B2C3D4' }).getAttribute('href')).toBe(
      `/event/demo/reservation/${confirmedReservation}/success`,
    );
    expect(confirmedCells.getByText('Completed')).toBeTruthy();
    expect(confirmedCells.getByText('1 March 2026')).toBeTruthy();
    expect(confirmedCells.getByText('Ada Lovelace (Standard)')).toBeTruthy();
    expect(confirmedCells.getByText('CHF 290.00')).toBeTruthy();

    const pendingCells = within(pending!);
    expect(pendingCells.getByRole('link', { name: 'B2C3D4E5' }).getAttribute('href')).toBe(
      `/event/demo/reservation/${pendingReservation}/waiting-payment`,
    );
    expect(pendingCells.getByText('Pending')).toBeTruthy();
    expect(pendingCells.getByText('Not assigned yet (Student)')).toBeTruthy();
    expect(pendingCells.getByText('CHF 12.50')).toBeTruthy();
    expect(screen.getByText('10 April 2026 – 11 April 2026')).toBeTruthy();

    const subscription = await table('Orders for Season pass (subscription)');
    expect(subscription.getByRole('link', { name: 'C3D4E5F6' }).getAttribute('href')).toBe(
      `/subscription/${orders[1]!.publicIdentifier}/reservation/${subscriptionReservation}/success`,
    );
  });

  test('without orders (the server answers no content) the page says so', async () => {
    serveAccount();
    renderApp('/my-orders');

    expect(await screen.findByText('You have not placed any orders yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
