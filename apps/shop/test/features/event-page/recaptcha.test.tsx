import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { resetRecaptchaLoader, type RecaptchaOptions } from '../../../src/lib/captcha.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { fullEvent, validated } from './fixtures.ts';
import { renderEventPage } from './render-event-page.tsx';

const withCaptcha = fullEvent({
  captchaConfiguration: {
    captchaForTicketSelection: true,
    captchaForOfflinePaymentAndFree: false,
    recaptchaApiKey: 'rc-site-key',
  },
});

function fakeRecaptcha() {
  const rendered: RecaptchaOptions[] = [];
  const resets: number[] = [];
  window.grecaptcha = {
    render: (_container, options) => rendered.push(options) - 1,
    reset: (id) => void resets.push(id ?? -1),
  };
  return { rendered, resets };
}

describe('reCAPTCHA on the ticket selection', () => {
  afterEach(() => {
    delete window.grecaptcha;
    resetRecaptchaLoader();
  });

  test('is not loaded for events that do not ask for it', async () => {
    await renderEventPage();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    expect(window.shopRecaptchaLoaded).toBeUndefined();
  });

  test('its token travels in the body field captcha; a refused submission resets the widget', async () => {
    const { rendered, resets } = fakeRecaptcha();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('reserveTickets'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          validated('', [{ fieldName: 'reservationForm', code: 'error.STEP_2_CAPTCHA_VALIDATION_FAILED' }]),
          { status: 422 },
        );
      }),
    );
    const { user } = await renderEventPage('/event/demo', { event: withCaptcha });
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: 'rc-site-key', hl: 'en' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity for Standard' }), '1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('We could not verify that you are a person.')).toBeTruthy();
    expect(bodies).toEqual([]);

    act(() => rendered[0]!.callback('rc-token'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ captcha: 'rc-token' });
    await waitFor(() => expect(resets).toEqual([0]));
  });
});
