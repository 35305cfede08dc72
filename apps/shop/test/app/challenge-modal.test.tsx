import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, request } from '../../src/lib/api-client.ts';
import type { Turnstile, TurnstileOptions } from '../../src/lib/challenge.ts';
import { subscriptionId } from '../support/fixtures.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';

const reserved = { success: true, errorCount: 0, validationErrors: [], warnings: [], value: 'r-1' };

/** A stand-in for Cloudflare's widget: remembers how it was rendered, answers when told to. */
function fakeTurnstile() {
  const rendered: TurnstileOptions[] = [];
  const turnstile: Turnstile = {
    render: (_container, options) => (rendered.push(options), `widget-${rendered.length}`),
    remove: () => {},
  };
  window.turnstile = turnstile;
  return rendered;
}

function challengeOnce() {
  const verifications: (string | null)[] = [];
  server.use(
    http.post(apiPath('reserveSubscription'), ({ request: req }) => {
      const token = req.headers.get('Alfio-Verification');
      verifications.push(token);
      return token
        ? HttpResponse.json(reserved)
        : new HttpResponse(null, { status: 403, headers: { 'Alfio-Verification-Missing': 'turnstile' } });
    }),
  );
  return verifications;
}

describe('the challenge modal', () => {
  afterEach(() => {
    delete window.turnstile;
  });

  test('a challenged request opens the modal, the widget’s token replays it', async () => {
    const rendered = fakeTurnstile();
    const verifications = challengeOnce();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Events' });

    const reservation = request('reserveSubscription', { params: { id: subscriptionId }, body: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Are you human?' });
    expect(dialog.textContent).toContain('Please complete the check below.');
    await waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: 'site-key', language: 'en' });

    act(() => rendered[0]!.callback('token-1'));

    await expect(reservation).resolves.toEqual(reserved);
    expect(verifications).toEqual([null, 'token-1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('closing the modal fails the request with error.STEP_2_CAPTCHA_VALIDATION_FAILED', async () => {
    fakeTurnstile();
    challengeOnce();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Events' });

    const reservation = request('reserveSubscription', { params: { id: subscriptionId }, body: {} }).catch(
      (error: unknown) => error,
    );
    await screen.findByRole('dialog', { name: 'Are you human?' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    const error = await reservation;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).globalErrors[0]?.code).toBe('error.STEP_2_CAPTCHA_VALIDATION_FAILED');
  });
});

describe('the Turnstile script', () => {
  afterEach(() => vi.restoreAllMocks());

  test('is not on the page until a challenge happens, then loads explicitly in the current language', async () => {
    const { loadTurnstile } = await import('../../src/lib/challenge.ts');
    const appended: Node[] = [];
    // The test environment refuses to load remote scripts; the element itself is what matters.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();

    const loaded = loadTurnstile('de');
    const url = new URL((appended[0] as HTMLScriptElement).src);
    expect(url.origin + url.pathname).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      render: 'explicit',
      onload: 'shopTurnstileLoaded',
      language: 'de',
    });

    const turnstile: Turnstile = { render: () => 'w', remove: () => {} };
    window.turnstile = turnstile;
    window.shopTurnstileLoaded?.();
    await expect(loaded).resolves.toBe(turnstile);
    delete window.turnstile;
  });
});
