import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { ApiError, onSignInAvailability, registerChallengeHandler, request } from '../../src/lib/api-client.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { addMeta, metaContent } from '../support/page.ts';

const reservationId = 'e1b2c3d4-0000-4000-8000-000000000001';
const subscriptionId = '5f0a3b4c-1d2e-4f60-8a9b-0c1d2e3f4a5b';

/** Records the headers of every request the handler answers. */
function recordRequests() {
  const seen: Headers[] = [];
  return { seen, record: (headers: Headers) => seen.push(new Headers(headers)) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request succeeded');
}

describe('session id (X-Auth-Token)', () => {
  test('every request sends the GID meta, or an empty string without one', async () => {
    const { seen, record } = recordRequests();
    server.use(http.get(apiPath('getLanguages'), ({ request: req }) => (record(req.headers), HttpResponse.json([]))));

    await request('getLanguages');
    addMeta('GID', 'session-1');
    await request('getLanguages');

    expect(seen.map((headers) => headers.get('X-Auth-Token'))).toEqual(['', 'session-1']);
  });

  test('a changed session id in a response replaces the meta, an empty one blanks it, none keeps it', async () => {
    addMeta('GID', 'session-1');
    const answers = ['session-2', null, ''];
    server.use(
      http.get(apiPath('getLanguages'), () => {
        const token = answers.shift();
        return HttpResponse.json([], {
          headers: token === null || token === undefined ? {} : { 'X-Auth-Token': token },
        });
      }),
    );

    await request('getLanguages');
    expect(metaContent('GID')).toBe('session-2');
    await request('getLanguages');
    expect(metaContent('GID')).toBe('session-2');
    await request('getLanguages');
    expect(metaContent('GID')).toBe('');
  });

  test('the next request carries the session id the server just assigned', async () => {
    const { seen, record } = recordRequests();
    server.use(
      http.get(apiPath('getLanguages'), ({ request: req }) => {
        record(req.headers);
        return HttpResponse.json([], { headers: { 'X-Auth-Token': 'fresh' } });
      }),
    );

    await request('getLanguages');
    await request('getLanguages');

    expect(seen[1]?.get('X-Auth-Token')).toBe('fresh');
  });
});

describe('CSRF token', () => {
  test('X-CSRF-TOKEN goes with POST, PUT and DELETE only', async () => {
    addMeta('XSRF_TOKEN', 'csrf-1');
    const { seen, record } = recordRequests();
    const ok = ({ request: req }: { request: Request }) => (
      record(req.headers),
      HttpResponse.json({ targetUrl: null, empty: true })
    );
    server.use(
      http.get(apiPath('getLanguages'), ok),
      http.post(apiPath('logout'), ok),
      http.put(apiPath('updateTicket'), ok),
      http.delete(apiPath('cancelReservation'), ok),
    );

    await request('getLanguages');
    await request('logout', { body: {} });
    await request('updateTicket', { params: { eventName: 'demo', ticketUuid: 't-1' }, body: {} as never });
    await request('cancelReservation', { params: { reservationId } });

    expect(seen.map((headers) => headers.get('X-CSRF-TOKEN'))).toEqual([null, 'csrf-1', 'csrf-1', 'csrf-1']);
  });

  test('the token is refreshed from GET responses only', async () => {
    addMeta('XSRF_TOKEN', 'csrf-1');
    server.use(
      http.post(apiPath('logout'), () =>
        HttpResponse.json({ targetUrl: null, empty: true }, { headers: { 'XSRF-TOKEN': 'from-post' } }),
      ),
      http.get(apiPath('getLanguages'), () => HttpResponse.json([], { headers: { 'XSRF-TOKEN': 'from-get' } })),
    );

    await request('logout', { body: {} });
    expect(metaContent('XSRF_TOKEN')).toBe('csrf-1');
    await request('getLanguages');
    expect(metaContent('XSRF_TOKEN')).toBe('from-get');
  });

  test('a page without the meta gets one, so the token has a home', async () => {
    server.use(http.post(apiPath('logout'), () => HttpResponse.json({ targetUrl: null, empty: true })));

    await request('logout', { body: {} });

    expect(metaContent('XSRF_TOKEN')).toBe('');
  });
});

describe('sign-in availability', () => {
  test('GET answers report Alfio-OpenId-Enabled to listeners; other methods do not', async () => {
    const listener = vi.fn();
    const stop = onSignInAvailability(listener);
    server.use(
      http.get(apiPath('getLanguages'), () => HttpResponse.json([], { headers: { 'Alfio-OpenId-Enabled': 'true' } })),
      http.get(apiPath('getInfo'), () => HttpResponse.json({}, { headers: { 'Alfio-OpenId-Enabled': 'false' } })),
      http.post(apiPath('logout'), () =>
        HttpResponse.json({ targetUrl: null, empty: true }, { headers: { 'Alfio-OpenId-Enabled': 'true' } }),
      ),
    );

    await request('getLanguages');
    await request('getInfo');
    await request('logout', { body: {} });
    stop();

    expect(listener.mock.calls).toEqual([[true], [false]]);
  });
});

describe('answers and errors', () => {
  test('path parameters are encoded and the query is built from the options', async () => {
    let url = '';
    server.use(
      http.get(apiPath('getTicketCategories'), ({ request: req }) => {
        url = req.url;
        return HttpResponse.json({});
      }),
    );

    await request('getTicketCategories', { params: { eventName: 'a b' }, query: { code: 'PROMO 1' } });

    expect(new URL(url).pathname).toBe('/api/v2/public/event/a%20b/ticket-categories');
    expect(new URL(url).searchParams.get('code')).toBe('PROMO 1');
  });

  test('204 resolves to undefined', async () => {
    await expect(request('getMe')).resolves.toBeUndefined();
  });

  test('any status above 499 becomes the global error error.STEP_2_PAYMENT_REQUEST_CREATION', async () => {
    server.use(http.get(apiPath('getLanguages'), () => new HttpResponse('unexpected exception', { status: 500 })));

    const error = await failure(request('getLanguages'));

    expect(error.status).toBe(500);
    expect(error.validation).toBeNull();
    expect(error.globalErrors).toEqual([{ code: 'error.STEP_2_PAYMENT_REQUEST_CREATION', arguments: null }]);
  });

  test('a 422 carries its ValidatedResponse', async () => {
    const body = {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName: 'email', code: 'error.email', arguments: { '0': 255 } }],
      warnings: [],
      value: null,
    };
    server.use(http.post(apiPath('subscribeWaitingList'), () => HttpResponse.json(body, { status: 422 })));

    const error = await failure(request('subscribeWaitingList', { params: { eventName: 'demo' }, body: {} as never }));

    expect(error.status).toBe(422);
    expect(error.validation).toEqual(body);
    expect(error.globalErrors).toEqual([{ code: 'error.email', arguments: { '0': 255 } }]);
  });

  test('a 200 ValidatedResponse with success false is an error only where the caller asks', async () => {
    const body = {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName: 'code', code: 'error.restrictedValue', arguments: null }],
      warnings: [],
      value: false,
    };
    server.use(http.post(apiPath('applySubscriptionCode'), () => HttpResponse.json(body)));
    const call = (validated: boolean) =>
      request('applySubscriptionCode', {
        params: { reservationId },
        body: { code: 'x', type: 'SUBSCRIPTION' } as never,
        validated,
      });

    await expect(call(false)).resolves.toEqual(body);
    const error = await failure(call(true));
    expect(error.validation).toEqual(body);
  });

  test('other client errors are typed errors with their status', async () => {
    server.use(http.get(apiPath('getEvent'), () => new HttpResponse(null, { status: 404 })));

    const error = await failure(request('getEvent', { params: { eventName: 'gone' } }));

    expect(error.status).toBe(404);
    expect(error.validation).toBeNull();
  });
});

describe('human challenge', () => {
  const challenged = (headers: Record<string, string>) => new HttpResponse(null, { status: 403, headers });
  const reserved = { success: true, errorCount: 0, validationErrors: [], warnings: [], value: reservationId };

  test('a challenge is answered through the retry hook and the request replayed once with Alfio-Verification', async () => {
    const { seen, record } = recordRequests();
    server.use(
      http.post(apiPath('reserveSubscription'), ({ request: req }) => {
        record(req.headers);
        return req.headers.get('Alfio-Verification') === 'token-1'
          ? HttpResponse.json(reserved)
          : challenged({ 'Alfio-Verification-Missing': 'turnstile' });
      }),
    );
    const hook = vi.fn(async () => 'token-1');
    const unregister = registerChallengeHandler(hook);

    await expect(request('reserveSubscription', { params: { id: subscriptionId }, body: {} })).resolves.toEqual(
      reserved,
    );
    unregister();

    expect(hook).toHaveBeenCalledTimes(1);
    expect(seen.map((headers) => headers.get('Alfio-Verification'))).toEqual([null, 'token-1']);
  });

  test('Cloudflare mitigation (cf-mitigated: challenge) is a challenge too, and the token goes on later requests', async () => {
    const { seen, record } = recordRequests();
    let first = true;
    server.use(
      http.post(apiPath('reserveSubscription'), () => {
        if (!first) return HttpResponse.json(reserved);
        first = false;
        return challenged({ 'cf-mitigated': 'challenge' });
      }),
      http.get(apiPath('getLanguages'), ({ request: req }) => (record(req.headers), HttpResponse.json([]))),
    );
    const unregister = registerChallengeHandler(async () => 'token-2');

    await request('reserveSubscription', { params: { id: subscriptionId }, body: {} });
    await request('getLanguages');
    unregister();

    expect(seen[0]?.get('Alfio-Verification')).toBe('token-2');
  });

  test('a failing hook surfaces error.STEP_2_CAPTCHA_VALIDATION_FAILED without a replay', async () => {
    let calls = 0;
    server.use(
      http.post(
        apiPath('reserveSubscription'),
        () => (calls++, challenged({ 'Alfio-Verification-Missing': 'turnstile' })),
      ),
    );
    const unregister = registerChallengeHandler(async () => {
      throw new Error('closed');
    });

    const error = await failure(request('reserveSubscription', { params: { id: subscriptionId }, body: {} }));
    unregister();

    expect(calls).toBe(1);
    expect(error.globalErrors).toEqual([{ code: 'error.STEP_2_CAPTCHA_VALIDATION_FAILED', arguments: null }]);
  });

  test('a replay that is challenged again fails and forgets the token', async () => {
    const { seen, record } = recordRequests();
    server.use(
      http.post(apiPath('reserveSubscription'), () => challenged({ 'Alfio-Verification-Missing': 'turnstile' })),
      http.get(apiPath('getLanguages'), ({ request: req }) => (record(req.headers), HttpResponse.json([]))),
    );
    const unregister = registerChallengeHandler(async () => 'rejected-token');

    const error = await failure(request('reserveSubscription', { params: { id: subscriptionId }, body: {} }));
    await request('getLanguages');
    unregister();

    expect(error.globalErrors[0]?.code).toBe('error.STEP_2_CAPTCHA_VALIDATION_FAILED');
    expect(seen[0]?.get('Alfio-Verification')).toBeNull();
  });

  test('a 403 without a challenge header is an ordinary error', async () => {
    const hook = vi.fn(async () => 'unused');
    const unregister = registerChallengeHandler(hook);
    server.use(http.post(apiPath('reserveSubscription'), () => new HttpResponse(null, { status: 403 })));

    const error = await failure(request('reserveSubscription', { params: { id: subscriptionId }, body: {} }));
    unregister();

    expect(error.status).toBe(403);
    expect(hook).not.toHaveBeenCalled();
  });
});

describe('types from the contract', () => {
  test('path parameters are required exactly where the route has placeholders', () => {
    const compileOnly = () => {
      // @ts-expect-error getEvent needs its eventName
      void request('getEvent');
      // @ts-expect-error the parameter is named eventName, not name
      void request('getEvent', { params: { name: 'demo' } });
      void request('getInfo');
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});
