import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the European Commission's VIES REST API (the `rest-api` root): checking
 * one VAT number by POST `/check-vat-number` or GET `/ms/{countryCode}/vat/{vatNumber}`, and the
 * service's status at GET `/check-status`. Numbers are valid when registered with the fake; a
 * member state can be made unavailable, as VIES's national services regularly are. See README.md.
 */

/** The faults VIES reports instead of an answer; all but INVALID_INPUT mean "ask again later". */
export type ViesFault =
  | 'INVALID_INPUT'
  | 'SERVICE_UNAVAILABLE'
  | 'MS_UNAVAILABLE'
  | 'TIMEOUT'
  | 'GLOBAL_MAX_CONCURRENT_REQ'
  | 'MS_MAX_CONCURRENT_REQ';

export interface Trader {
  name: string;
  address: string;
}

export interface FakeViesOptions {
  port?: number;
  host?: string;
}

export interface FakeVies {
  url: string;
  /** Registered numbers by country code and national number (`DE` + `123456789` → `DE123456789`). */
  registered: Map<string, Trader>;
  /** Member states whose national service answers MS_UNAVAILABLE. */
  unavailable: Set<string>;
  /** Every check asked: country code and number as sent. */
  checks: { countryCode: string; vatNumber: string }[];
  register(countryCode: string, vatNumber: string, trader?: Trader): void;
  /**
   * Keeps the checks asked from now on waiting for their answers until `release()`; `arrived`
   * settles when the first of them comes in. A test can then look at what its caller holds while
   * VIES is slow, without guessing how long anything takes.
   */
  hold(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

const MEMBER_STATES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

const FAULT_MESSAGES: Record<ViesFault, string> = {
  INVALID_INPUT: 'The provided CountryCode is invalid or the VAT number is empty',
  SERVICE_UNAVAILABLE: 'An error was encountered either at the network level or the Web application level',
  MS_UNAVAILABLE: 'The application at the Member State is not replying or not available',
  TIMEOUT: 'The application did not receive a reply within the allocated time period',
  GLOBAL_MAX_CONCURRENT_REQ: 'The maximum number of concurrent requests has been reached',
  MS_MAX_CONCURRENT_REQ: 'The maximum number of concurrent requests for this Member State has been reached',
};

type Outcome = { kind: 'answer'; valid: boolean; trader: Trader | null } | { kind: 'fault'; fault: ViesFault };

export async function startFakeVies(options: FakeViesOptions = {}): Promise<FakeVies> {
  const registered = new Map<string, Trader>();
  const unavailable = new Set<string>();
  const checks: FakeVies['checks'] = [];
  let held: { arrive: () => void; released: Promise<void> } | null = null;

  /** Waits while a hold is on, telling the test that a check came in. */
  async function waitWhileHeld(): Promise<void> {
    if (!held) return;
    held.arrive();
    await held.released;
  }

  function check(countryCode: unknown, vatNumber: unknown): Outcome {
    const country = typeof countryCode === 'string' ? countryCode : '';
    const number = typeof vatNumber === 'string' ? vatNumber : '';
    checks.push({ countryCode: country, vatNumber: number });
    if (!MEMBER_STATES.has(country) || number.trim() === '') return { kind: 'fault', fault: 'INVALID_INPUT' };
    if (unavailable.has(country)) return { kind: 'fault', fault: 'MS_UNAVAILABLE' };
    const trader = registered.get(country + number.replace(/\s/g, '').toUpperCase()) ?? null;
    return { kind: 'answer', valid: trader !== null, trader };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const requestDate = new Date().toISOString();
    if (request.method === 'GET' && url.pathname === '/healthz') return send(response, 200, { ok: true });

    if (request.method === 'GET' && url.pathname === '/check-status') {
      return send(response, 200, {
        vow: { available: true },
        countries: [...MEMBER_STATES].map((countryCode) => ({
          countryCode,
          availability: unavailable.has(countryCode) ? 'Unavailable' : 'Available',
        })),
      });
    }

    if (request.method === 'POST' && url.pathname === '/check-vat-number') {
      let body: { countryCode?: unknown; vatNumber?: unknown };
      try {
        body = JSON.parse(await readBody(request)) as typeof body;
      } catch {
        return sendFault(response, 'INVALID_INPUT');
      }
      await waitWhileHeld();
      const outcome = check(body.countryCode, body.vatNumber);
      if (outcome.kind === 'fault') return sendFault(response, outcome.fault);
      return send(response, 200, {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate,
        valid: outcome.valid,
        requestIdentifier: outcome.valid ? randomUUID().slice(0, 16).toUpperCase() : '',
        name: outcome.trader?.name ?? '---',
        address: outcome.trader?.address ?? '---',
        traderName: '---',
        traderStreet: '---',
        traderPostalCode: '---',
        traderCity: '---',
        traderCompanyType: '---',
        traderNameMatch: 'NOT_PROCESSED',
        traderStreetMatch: 'NOT_PROCESSED',
        traderPostalCodeMatch: 'NOT_PROCESSED',
        traderCityMatch: 'NOT_PROCESSED',
        traderCompanyTypeMatch: 'NOT_PROCESSED',
      });
    }

    const byPath = /^\/ms\/([A-Z]{2})\/vat\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && byPath) {
      const vatNumber = decodeURIComponent(byPath[2]!);
      await waitWhileHeld();
      const outcome = check(byPath[1], vatNumber);
      // This path always answers 200 and puts the verdict or the fault in userError.
      return send(response, 200, {
        isValid: outcome.kind === 'answer' && outcome.valid,
        requestDate,
        userError: outcome.kind === 'fault' ? outcome.fault : outcome.valid ? 'VALID' : 'INVALID',
        name: outcome.kind === 'answer' ? (outcome.trader?.name ?? '---') : '---',
        address: outcome.kind === 'answer' ? (outcome.trader?.address ?? '---') : '---',
        requestIdentifier: '',
        originalVatNumber: vatNumber,
        vatNumber,
        viesApproximate: {
          name: '---',
          street: '---',
          postalCode: '---',
          city: '---',
          companyType: '---',
          matchName: 3,
          matchStreet: 3,
          matchPostalCode: 3,
          matchCity: 3,
          matchCompanyType: 3,
        },
      });
    }
    return send(response, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => sendFault(response, 'SERVICE_UNAVAILABLE'));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://${address.address}:${address.port}`,
    registered,
    unavailable,
    checks,
    register(countryCode, vatNumber, trader = { name: 'REGISTERED TRADER', address: 'SOMEWHERE 1' }) {
      registered.set(countryCode + vatNumber, trader);
    },
    hold() {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold = { arrive, released };
      held = hold;
      return {
        arrived,
        release() {
          if (held === hold) held = null;
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** VIES answers a refused input 400 and its own or a member state's trouble 500, both in this shape. */
function sendFault(response: ServerResponse, fault: ViesFault): void {
  send(response, fault === 'INVALID_INPUT' ? 400 : 500, {
    actionSucceed: false,
    errorWrappers: [{ error: fault, message: FAULT_MESSAGES[fault] }],
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
