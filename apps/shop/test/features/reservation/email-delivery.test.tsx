import type { EmailDelivery } from '@shop/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emailDeliveryCapability } from '@shop/contract/routes';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { deliveryPollMs } from '../../../src/features/reservation/outcome/outcome-rules.ts';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { eventPath, reservationBundle, reservationFixture, serveReservation } from './overview-fixtures.ts';

beforeEach(() => vi.spyOn(DOMPurify, 'sanitize').mockImplementation((html) => String(html) as never));
afterEach(() => vi.restoreAllMocks());

const complete = reservationFixture({ status: 'COMPLETE', paid: true });

function serve(capabilities: string[] | undefined, onCorrect: (email: string) => void = () => undefined) {
  let delivery: EmailDelivery = { status: 'UNDELIVERABLE', email: 'typo@example.net' };
  serveReservation({ reservation: complete });
  server.use(
    http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ capabilities }))),
    http.get(apiPath('getBundle'), () =>
      HttpResponse.json({
        ...reservationBundle,
        'email.confirmation-email-sent': 'The confirmation email has been sent.',
        ...Object.fromEntries(Object.entries(shopMessagesEn).filter(([key]) => key.startsWith('shop.email-delivery.'))),
      }),
    ),
    http.get(apiPath('getEmailDelivery'), () => HttpResponse.json(delivery)),
    http.put(apiPath('correctEmailAddress'), async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      onCorrect(email);
      delivery = { status: 'ON_ITS_WAY', email };
      return HttpResponse.json({ success: true, errorCount: 0, validationErrors: [], warnings: [], value: true });
    }),
  );
}

describe('an undeliverable confirmation e-mail on the success page', () => {
  test('is told with the address it was sent to, and goes out again to the corrected one', async () => {
    const user = userEvent.setup();
    const corrected: string[] = [];
    serve([emailDeliveryCapability], (email) => corrected.push(email));
    renderApp(eventPath('success'));

    const notice = await screen.findByRole('heading', {
      level: 2,
      name: 'We could not deliver the confirmation e-mail to typo@example.net',
    });
    expect(notice).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'right@example.net');
    await user.click(screen.getByRole('button', { name: 'Send to this address' }));
    await waitFor(() => expect(corrected).toEqual(['right@example.net']));
    await waitFor(() => expect(screen.queryByLabelText('E-mail address')).toBeNull());
  });

  test('is not asked about in front of alf.io, which does not announce it', async () => {
    let asked = 0;
    serve(undefined);
    server.use(
      http.get(apiPath('getEmailDelivery'), () => {
        asked += 1;
        return HttpResponse.json({ status: 'UNDELIVERABLE', email: 'x@example.net' });
      }),
    );
    renderApp(eventPath('success'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your reservation is confirmed!' })).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(asked).toBe(0);
  });
});

describe('deliveryPollMs', () => {
  test('asks again only while the e-mail is on its way, and not forever', () => {
    expect(deliveryPollMs(undefined, 0)).toBe(3000);
    expect(deliveryPollMs('NONE', 1)).toBe(3000);
    expect(deliveryPollMs('ON_ITS_WAY', 5)).toBe(3000);
    expect(deliveryPollMs('ON_ITS_WAY', 20)).toBe(false);
    expect(deliveryPollMs('SENT', 1)).toBe(false);
    expect(deliveryPollMs('UNDELIVERABLE', 1)).toBe(false);
  });

  test('where the server reads bounces, goes on asking for a while after the e-mail was sent', () => {
    expect(deliveryPollMs('ON_ITS_WAY', 1, true)).toBe(3000);
    expect(deliveryPollMs('SENT', 2, true)).toBe(10_000);
    expect(deliveryPollMs('SENT', 20, true)).toBe(false);
    expect(deliveryPollMs('UNDELIVERABLE', 3, true)).toBe(false);
  });
});
