import type { ReservationInfo } from '@shop/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import { customMethod, eventPath, serveReservation, validated } from './overview-fixtures.ts';

export const confirmed = validated({
  success: true,
  redirect: false,
  redirectUrl: null,
  failure: true,
  gatewayIdOrNull: null,
});

/** Answers the confirmation and moves the reservation to `next`; records the bodies. */
export function answerConfirm(
  state: { reservation: ReservationInfo },
  next: ReservationInfo['status'],
  answer: () => Response = () => HttpResponse.json(confirmed),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('confirmOverview'), async ({ request }) => {
      bodies.push(await request.json());
      const response = answer();
      if (response.status === 200) state.reservation = { ...state.reservation, status: next };
      return response;
    }),
  );
  return bodies;
}

export async function openOverview(reservation: ReservationInfo, event = fullEvent()) {
  const state = serveReservation({ reservation, event, customMethods: [customMethod()] });
  const view = renderApp(eventPath('overview'));
  await screen.findByRole('heading', { level: 2, name: 'Order summary' });
  return { ...view, state };
}

export async function acceptConsents(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}
