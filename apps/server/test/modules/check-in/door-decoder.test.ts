import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The door app's own decoder, the one its camera uses where the browser has no BarcodeDetector.
import { decodeQr } from '../../../../door/src/lib/qr-decoder.ts';
import {
  checkInOffline,
  downloadOfflineList,
  nextChangedSince,
  uploadQueue,
} from '../../../../door/src/features/scan/offline-gate.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { adminApi, BANK_TRANSFER_RECEIVED, keyForEventOrganizer, SYSTEM_KEY } from '../organizer/organizer-client.ts';
import { bankTransfer } from '../payment/payment-client.ts';
import { ticketBuyer } from '../ticket/ticket-buyer.ts';
import { ticketPath } from './check-in-client.ts';

let t: TestApp;
let client: Awaited<ReturnType<typeof ticketBuyer>>;
let operator: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketBuyer(t);
  operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
});
afterAll(() => t.close());

const HOLDERS = [
  { firstName: 'Ελένη', lastName: 'Παπαδοπούλου', email: 'eleni@example.gr' },
  { firstName: 'Jiří', lastName: 'Dvořák', email: 'jiri@example.cz' },
];

describe('the door app reads the QR codes the server draws', () => {
  it('decodes each ticket’s code, and the check-in API finds that ticket and its holder', async () => {
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, HOLDERS);
    for (const [index, publicUuid] of tickets.entries()) {
      const png = await client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${publicUuid}/code.png`);
      expect(png.statusCode).toBe(200);
      const image = PNG.sync.read(png.rawPayload);
      const code = decodeQr(new Uint8ClampedArray(image.data), image.width, image.height);
      expect(code).toMatch(/^[0-9a-f-]{36}\/\S+$/);

      const identifier = code!.slice(0, code!.indexOf('/'));
      const answer = await adminApi(t, operator)(
        'GET',
        `${ticketPath(ALPINE_SUMMIT, identifier)}?qrCode=${encodeURIComponent(code!)}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const holder = HOLDERS[index]!;
      // Ordered to be paid on site: the door asks for the payment, which proves the code is the ticket's.
      expect(answer.json()).toMatchObject({
        result: { status: 'MUST_PAY' },
        ticket: { uuid: identifier, email: holder.email, fullName: `${holder.firstName} ${holder.lastName}` },
      });
    }
  });
});

describe('the door app reads the offline list the server gives', () => {
  it('finds a scanned ticket’s holder in the downloaded list and checks it in once on the device', async () => {
    const { reservationId, tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 1 }, [HOLDERS[0]!], bankTransfer);
    const admin = await keyForEventOrganizer(t, ALPINE_SUMMIT);
    const paid = await adminApi(t, admin)(
      'PUT',
      `/api/v1/admin/reservation/${reservationId}/confirm`,
      BANK_TRANSFER_RECEIVED,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const png = await client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${tickets[0]}/code.png`);
    const image = PNG.sync.read(png.rawPayload);
    const code = decodeQr(new Uint8ClampedArray(image.data), image.width, image.height)!;

    const ids = await adminApi(t, operator)('GET', `/admin/api/check-in/${ALPINE_SUMMIT}/offline-identifiers`);
    const entries = await adminApi(t, operator)('POST', `/admin/api/check-in/${ALPINE_SUMMIT}/offline`, ids.json());
    expect(entries.statusCode, entries.body).toBe(200);
    const list = { entries: entries.json<Record<string, string>>(), changedSince: 0 };

    const first = await checkInOffline(code, list, [], new Date());
    expect(first.verdict).toEqual({
      kind: 'welcome',
      holder: { name: 'Ελένη Παπαδοπούλου', category: 'Standard' },
      offline: true,
    });
    const again = await checkInOffline(code, list, [first.queued!], new Date());
    expect(again.verdict).toMatchObject({ kind: 'already', here: true });
    const forged = await checkInOffline(`${code.slice(0, -2)}xx`, list, [], new Date());
    expect(forged.verdict.kind).not.toBe('welcome');
  });
});

/** The door app's `fetch`, answered by the app in this process, as the gate's server would answer. */
function serveDoorCalls(): void {
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const answer = await t.app.inject({
      method: init.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: init.headers as Record<string, string>,
      ...(init.body !== undefined && { payload: init.body as string }),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).map(([name, value]) => [name, String(value)]),
    });
  });
}

describe('paying at the door without a network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('queues the check-in with the payment taken; the upload records it, or reports a key that may not take it', async () => {
    serveDoorCalls();
    const { tickets } = await client.buy(ALPINE_SUMMIT, { Standard: 2 }, HOLDERS);
    const codes: string[] = [];
    for (const publicUuid of tickets) {
      const png = await client.get(`/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${publicUuid}/code.png`);
      const image = PNG.sync.read(png.rawPayload);
      codes.push(decodeQr(new Uint8ClampedArray(image.data), image.width, image.height)!);
    }
    const connection = { baseUrl: 'http://door.test', apiKey: operator, gate: 'gate-3' };
    const before = Date.now();
    const list = await downloadOfflineList(connection, ALPINE_SUMMIT, null);
    // The next download starts at the server's time of this one, not the device's.
    expect(list.changedSince).toBeGreaterThanOrEqual(before);
    expect(list.changedSince).toBeLessThanOrEqual(Date.now());

    const [refused, paid] = codes as [string, string];
    const unpaid = await checkInOffline(refused, list, [], new Date());
    expect(unpaid).toMatchObject({ verdict: { kind: 'payment-due' }, queued: null });
    const first = await checkInOffline(refused, list, [], new Date(), true);
    expect(first.verdict).toMatchObject({ kind: 'welcome', offline: true });
    expect(first.queued).toMatchObject({ paymentTaken: true });

    // Check-in staff of an organization that keeps payments to its administrators: reported.
    expect(await uploadQueue(connection, ALPINE_SUMMIT, [first.queued!])).toEqual([
      expect.objectContaining({ status: 'MUST_PAY', holder: { name: 'Ελένη Παπαδοπούλου', category: 'Standard' } }),
    ]);

    // An administrator's device: the payment and the check-in are recorded, no conflict.
    const admin = { ...connection, apiKey: await keyForEventOrganizer(t, ALPINE_SUMMIT) };
    const second = await checkInOffline(paid, list, [], new Date(), true);
    expect(await uploadQueue(admin, ALPINE_SUMMIT, [second.queued!])).toEqual([]);
    const identifier = paid.slice(0, paid.indexOf('/'));
    const status = await adminApi(t, operator)('GET', `${ticketPath(ALPINE_SUMMIT, identifier)}/status`);
    expect(status.json()).toMatchObject({ checkInStatus: 'ALREADY_CHECK_IN' });
  });

  it('starts the next download at the server’s time when it sends one, else a minute back on the device’s clock', () => {
    expect(nextChangedSince('1780000000000', 5_000_000)).toBe(1780000000000);
    expect(nextChangedSince('0', 5_000_000)).toBe(4_940_000);
    expect(nextChangedSince(null, 5_000_000)).toBe(4_940_000);
    expect(nextChangedSince('soon', 30_000)).toBe(0);
  });
});
