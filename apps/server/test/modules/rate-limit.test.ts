import { endpoints } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { addressKey } from '../../src/modules/rate-limit/rate-limits.ts';
import { browserSession, testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, selection } from '../support/event-page.ts';
import { ALPINE_SUMMIT, SUMMIT_DISCOUNT_CODE } from '../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';
import { expectConfirmed, onSite, paymentClient, type PaymentClient } from './payment/payment-client.ts';

const WINDOW_SECONDS = 600;
const LIMITS = {
  EXPIRY_SWEEP_SECONDS: '0',
  RATE_LIMIT_EMAILS_PER_RESERVATION: '3',
  RATE_LIMIT_EMAILS_PER_ADDRESS: '4',
  RATE_LIMIT_EMAIL_WINDOW_SECONDS: String(WINDOW_SECONDS),
  RATE_LIMIT_CODES_PER_SESSION: '3',
  RATE_LIMIT_CODES_PER_ADDRESS: '5',
  RATE_LIMIT_CODE_WINDOW_SECONDS: String(WINDOW_SECONDS),
};

/** A browser: its own session, from the address given, through a proxy when it names `forwardedFor`. */
async function visitor(t: TestApp, remoteAddress = '127.0.0.1', forwardedFor?: string) {
  const { sessionId, csrf } = await browserSession(t.app);
  const headers = {
    'x-auth-token': sessionId,
    'x-csrf-token': csrf,
    ...(forwardedFor !== undefined && { 'x-forwarded-for': forwardedFor }),
  };
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    validateCode: (code: string) => send('GET', `/api/v2/public/event/${ALPINE_SUMMIT}/validate-code?code=${code}`),
    reserve: (body: unknown) => send('POST', `/api/v2/public/event/${ALPINE_SUMMIT}/reserve-tickets?lang=en`, body),
    applyCode: (reservationId: string, code: string) =>
      send('POST', `/api/v2/public/reservation/${reservationId}/apply-code`, {
        code,
        email: null,
        amount: 1,
        type: 'SUBSCRIPTION',
      }),
    codeLink: (code: string) => send('GET', `/api/v2/public/event/${ALPINE_SUMMIT}/code/${code}`),
    resend: (reservationId: string) =>
      send('POST', `/api/v2/public/event/${ALPINE_SUMMIT}/reservation/${reservationId}/re-send-email?lang=en`, {}),
  };
}

/** Seconds from `Retry-After`, checked to lie within the window. */
function retryAfter(response: LightMyRequestResponse): number {
  expect(response.statusCode, response.body).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= WINDOW_SECONDS, String(seconds)).toBe(true);
  return seconds;
}

/** A 429 in the contract's shape: a global error on `formName` saying how long to wait. */
function expectTooManyCodes(
  response: LightMyRequestResponse,
  endpoint: 'validateCode' | 'reserveTickets' | 'applySubscriptionCode',
  formName: string,
): void {
  const seconds = retryAfter(response);
  const body = endpoints[endpoint].responses[429].parse(response.json());
  expect(body).toMatchObject({
    success: false,
    errorCount: 1,
    validationErrors: [{ fieldName: formName, code: 'error.TOO_MANY_REQUESTS', arguments: { '0': seconds } }],
  });
}

/** Moves every counter's window to its end, as the clock would after the window's length. */
const windowsPass = (t: TestApp) => t.db.query('UPDATE rate_limit_counter SET window_ends_at = now()');

describe('with limits on', () => {
  let t: TestApp;
  let client: PaymentClient;
  let alpine: Record<string, number>;
  beforeAll(async () => {
    t = await testApp(LIMITS);
    client = await paymentClient(t);
    alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM rate_limit_counter');
  });

  const confirmedReservation = async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(id, onSite));
    return id;
  };
  const outboxSize = async (id: string) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_message WHERE reservation_id = $1', [id])
    )[0]!.n;

  it('a confirmation e-mail is re-sent three times per reservation in the window, then refused until it ends', async () => {
    const id = await confirmedReservation();
    const buyer = await visitor(t);
    const before = await outboxSize(id);
    for (let i = 0; i < 3; i++) expect((await buyer.resend(id)).json()).toBe(true);

    const refused = await buyer.resend(id);
    retryAfter(refused);
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    expect(refused.body).toBe('too many requests');
    expect(await outboxSize(id)).toBe(before + 3);

    await windowsPass(t);
    expect((await buyer.resend(id)).json()).toBe(true);
    expect(await outboxSize(id)).toBe(before + 4);
  });

  it('re-sending counts per address too, whatever the reservation; another address is served', async () => {
    const [first, second] = [await confirmedReservation(), await confirmedReservation()];
    const buyer = await visitor(t);
    for (let i = 0; i < 3; i++) expect((await buyer.resend(first)).json()).toBe(true);
    expect((await buyer.resend(second)).json()).toBe(true);
    retryAfter(await buyer.resend(second));
    expect((await (await visitor(t, '203.0.113.7')).resend(second)).json()).toBe(true);
  });

  it('validate-code answers 429 after three codes of one session, and again after the window', async () => {
    const guesser = await visitor(t);
    expect((await guesser.validateCode(SUMMIT_DISCOUNT_CODE)).statusCode).toBe(200);
    expect((await guesser.validateCode('GUESS1')).statusCode).toBe(422);
    expect((await guesser.validateCode('GUESS2')).statusCode).toBe(422);
    expectTooManyCodes(await guesser.validateCode(SUMMIT_DISCOUNT_CODE), 'validateCode', 'promoCode');

    await windowsPass(t);
    expect((await guesser.validateCode(SUMMIT_DISCOUNT_CODE)).statusCode).toBe(200);
  });

  it('a new session gets its own three codes, until the address has tried five', async () => {
    const first = await visitor(t);
    for (let i = 0; i < 3; i++) expect((await first.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    const second = await visitor(t);
    for (let i = 0; i < 2; i++) expect((await second.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    expectTooManyCodes(await second.validateCode('GUESS9'), 'validateCode', 'promoCode');
    expect((await (await visitor(t)).validateCode('GUESS9')).statusCode).toBe(429);
    expect((await (await visitor(t, '198.51.100.4')).validateCode('GUESS9')).statusCode).toBe(422);
  });

  it('codes given to validate-code, reserve-tickets and apply-code draw on one budget', async () => {
    const guesser = await visitor(t);
    const reservation = await guesser.reserve(selection({ [alpine.Standard!]: 1 }));
    expect(reservation.statusCode).toBe(200);
    expect((await guesser.validateCode('GUESS1')).statusCode).toBe(422);
    expect((await guesser.reserve(selection({ [alpine.Standard!]: 1 }, { promoCode: 'GUESS2' }))).statusCode).toBe(422);
    expect((await guesser.applyCode(reservation.json().value, 'GUESS3')).statusCode).toBe(200);

    expectTooManyCodes(
      await guesser.applyCode(reservation.json().value, 'GUESS4'),
      'applySubscriptionCode',
      'reservationCodeForm',
    );
    expectTooManyCodes(
      await guesser.reserve(selection({ [alpine.Standard!]: 1 }, { promoCode: SUMMIT_DISCOUNT_CODE })),
      'reserveTickets',
      'reservationForm',
    );
  });

  it('a reservation without a code is not counted, nor refused once the codes are used up', async () => {
    const buyer = await visitor(t);
    for (let i = 0; i < 4; i++)
      expect((await buyer.reserve(selection({ [alpine.Standard!]: 1 }))).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await buyer.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    expect((await buyer.validateCode('GUESS3')).statusCode).toBe(429);
    expect((await buyer.reserve(selection({ [alpine.Standard!]: 1 }, { promoCode: '  ' }))).statusCode).toBe(200);
  });

  it('a code link counts as a code tried; over the limit it answers 429 without resolving the code', async () => {
    const guesser = await visitor(t);
    for (let i = 0; i < 3; i++) expect((await guesser.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    const link = await guesser.codeLink(SUMMIT_DISCOUNT_CODE);
    retryAfter(link);
    expect(link.headers.location).toBeUndefined();
  });

  it('IPv6 clients count per /64 network', async () => {
    const [one, two, elsewhere] = await Promise.all(
      ['2001:db8:1:2::5', '2001:DB8:1:2:ffff::9', '2001:db8:1:3::1'].map((address) => visitor(t, address)),
    );
    for (let i = 0; i < 3; i++) expect((await one!.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    for (let i = 0; i < 2; i++) expect((await two!.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    expect((await two!.validateCode('GUESS9')).statusCode).toBe(429);
    expect((await elsewhere!.validateCode('GUESS9')).statusCode).toBe(422);
  });

  it('closed windows are swept when a new one opens', async () => {
    const first = await visitor(t);
    await first.validateCode('GUESS1');
    await windowsPass(t);
    await (await visitor(t, '192.0.2.1')).validateCode('GUESS2');
    const keys = (await t.db.query<{ key: string }>('SELECT key FROM rate_limit_counter ORDER BY key')).map(
      (row) => row.key,
    );
    expect(keys).toHaveLength(2);
    expect(keys).toContain('code:address:192.0.2.1');
  });
});

describe('with RATE_LIMITS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ ...LIMITS, RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  it('a session may try any number of codes', async () => {
    const guesser = await visitor(t);
    for (let i = 0; i < 8; i++) expect((await guesser.validateCode(`GUESS${i}`)).statusCode).toBe(422);
  });
});

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ ...LIMITS, TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());
  const PROXY = '10.0.0.2';

  it('each buyer counts at the address the proxy names, and cannot name another one past it', async () => {
    for (const session of [3, 2]) {
      const buyer = await visitor(t, PROXY, '203.0.113.10');
      for (let i = 0; i < session; i++) expect((await buyer.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    }
    expect((await (await visitor(t, PROXY, '203.0.113.10')).validateCode('GUESS9')).statusCode).toBe(429);
    // The proxy appends the address it saw to what the client sent: only that last one counts.
    const spoofing = await visitor(t, PROXY, '198.51.100.99, 203.0.113.10');
    expect((await spoofing.validateCode('GUESS9')).statusCode).toBe(429);
    expect((await (await visitor(t, PROXY, '203.0.113.11')).validateCode('GUESS9')).statusCode).toBe(422);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(LIMITS);
  });
  afterAll(() => t.close());

  it('a client naming another address in X-Forwarded-For still counts at its own', async () => {
    for (const session of [3, 2]) {
      const guesser = await visitor(t, '192.0.2.50', `198.51.100.${session}`);
      for (let i = 0; i < session; i++) expect((await guesser.validateCode(`GUESS${i}`)).statusCode).toBe(422);
    }
    expect((await (await visitor(t, '192.0.2.50', '198.51.100.77')).validateCode('GUESS9')).statusCode).toBe(429);
  });
});

describe('the address a client counts as', () => {
  it('is an IPv4 address as it is, and the /64 network of an IPv6 address however it is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(addressKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:0DB8:0000:0012:abcd:0:0:1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the limits in the environment', () => {
  it('are on by default with a bounded number of attempts, and refuse values that are no counts', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      emailsPerReservation: 3,
      emailsPerAddress: 20,
      emailWindowSeconds: 600,
      codesPerSession: 20,
      codesPerAddress: 100,
      codeWindowSeconds: 600,
      linkRecoveriesPerEmail: 3,
      linkRecoveriesPerAddress: 10,
      authFailuresPerAddress: 20,
      authFailureWindowSeconds: 900,
      refusedPinsPerSession: 10,
      refusedPinsPerAddress: 50,
    });
    expect(() => loadConfig({ RATE_LIMIT_CODES_PER_SESSION: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_CODE_WINDOW_SECONDS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(ConfigError);
  });

  it('trust no proxy by default, a count of proxies or their addresses, and nothing else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7 2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
    ]);
    for (const value of ['true', '0', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
  });
});

describe('two server processes on one PostgreSQL', () => {
  const processes = twoProcessesOnPostgres(LIMITS);

  it('share one count: of ten simultaneous codes from one session, three are checked', async () => {
    const [one, two] = processes.apps as [TestApp, TestApp];
    const { sessionId } = await browserSession(one.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).app.inject({
          method: 'GET',
          url: `/api/v2/public/event/${ALPINE_SUMMIT}/validate-code?code=GUESS${i}`,
          headers: { 'x-auth-token': sessionId },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([422, 422, 422, ...Array<number>(7).fill(429)]);
    // Both processes took the session as theirs, rather than issuing a new one.
    expect(responses.map((response) => response.headers['x-auth-token'])).toEqual(Array(10).fill(undefined));
  });
});
