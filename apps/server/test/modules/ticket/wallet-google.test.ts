import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { OPEN_HACK_DAY, REMOTE_FIRST_SUMMIT } from '../../support/demo-fixtures.ts';
import { walletTestKeys, type WalletTestKeys } from './wallet-keys.ts';
import { boughtTicket, googleWalletUrl, onlineTickets, pendingTicket } from './wallet-ticket.ts';

let keys: WalletTestKeys;
let t: TestApp;
let googleEnv: Record<string, string>;

beforeAll(async () => {
  keys = walletTestKeys();
  googleEnv = {
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_CLASS_SUFFIX: 'tickets',
    GOOGLE_WALLET_SERVICE_ACCOUNT: keys.googleServiceAccount,
  };
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', BASE_URL: 'https://tickets.example.org', ...googleEnv });
});
afterAll(() => t.close());

const SAVE_URL = /^https:\/\/pay\.google\.com\/gp\/v\/save\/([\w-]+)\.([\w-]+)\.([\w-]+)$/;

/** The JWT of a save link: header and claims decoded, and whether the signature checks out with the key. */
function saveLinkToken(location: string) {
  const match = SAVE_URL.exec(location);
  if (!match) throw new Error(`not a Google Wallet save link: ${location}`);
  const [, header, claims, signature] = match as unknown as [string, string, string, string];
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return {
    header: decode(header),
    claims: decode(claims),
    signedBy: (key: Parameters<typeof verify>[2]) =>
      verify('sha256', Buffer.from(`${header}.${claims}`), key, Buffer.from(signature, 'base64url')),
  };
}

describe('Google Wallet save link', () => {
  it("redirects to Google's save page with a JWT the service account signed, carrying the ticket code", async () => {
    const { event, ticket, code } = await boughtTicket(t);
    const response = await t.app.inject({ method: 'GET', url: googleWalletUrl(event, ticket.publicUuid) });
    expect(response.statusCode).toBe(302);
    const token = saveLinkToken(response.headers.location as string);
    expect(token.header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(token.signedBy(keys.googleKey)).toBe(true);
    expect(token.signedBy(generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey)).toBe(false);
    expect(token.claims).toMatchObject({
      iss: 'wallet@ticket-shop-test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://tickets.example.org'],
    });

    const [eventClass] = token.claims.payload.eventTicketClasses;
    const [object] = token.claims.payload.eventTicketObjects;
    expect(eventClass).toMatchObject({
      id: `3388000000012345678.tickets-${ticket.eventId}`,
      issuerName: ticket.organizationName,
      eventName: { defaultValue: { language: 'en', value: 'Open Hack Day' } },
      venue: { name: { defaultValue: { value: 'Werkhalle 3, Am Flutgraben 5, 12435 Berlin' } } },
    });
    expect(object).toMatchObject({
      classId: eventClass.id,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: code },
      ticketHolderName: 'Attendee0 Muster',
      ticketType: { defaultValue: { value: 'General admission' } },
      reservationInfo: { confirmationCode: ticket.reservationId.slice(0, 8).toUpperCase() },
    });
    expect(object.id).toMatch(new RegExp(`^3388000000012345678\\.${ticket.publicUuid}-[0-9a-f]{16}$`));
    for (const [instant, expected] of [
      [eventClass.dateTime.start, ticket.eventStart],
      [object.validTimeInterval.end.date, ticket.eventEnd],
    ] as const) {
      // The venue's offset, so Google shows the time at the venue.
      expect(instant).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
      expect(new Date(instant).getTime()).toBe(expected.getTime());
    }
  });

  it('gives a renamed holder a new wallet object, since Google keeps the first one it saved', async () => {
    const { event, ticket } = await boughtTicket(t);
    const objectId = async () => {
      const response = await t.app.inject({ method: 'GET', url: googleWalletUrl(event, ticket.publicUuid) });
      return saveLinkToken(response.headers.location as string).claims.payload.eventTicketObjects[0].id as string;
    };
    const before = await objectId();
    await t.db.query("UPDATE ticket SET first_name = 'Renamed' WHERE id = $1", [ticket.id]);
    expect(await objectId()).not.toBe(before);
  });

  it('is not there for a ticket whose order is not complete, of another event, unknown, or used online', async () => {
    const pending = await pendingTicket(t);
    const { ticket } = await boughtTicket(t);
    for (const url of [
      googleWalletUrl(OPEN_HACK_DAY, pending),
      googleWalletUrl(REMOTE_FIRST_SUMMIT, ticket.publicUuid),
      googleWalletUrl(OPEN_HACK_DAY, '00000000-0000-4000-8000-000000000000'),
      ...(await onlineTickets(t.db)).map(({ event, uuid }) => googleWalletUrl(event, uuid)),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('Google Wallet configuration', () => {
  it('the info offers Google Wallet only when configured and not switched off', async () => {
    const walletConfiguration = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/v2/info' })).json().walletConfiguration;
    expect(await walletConfiguration(t)).toEqual({ passEnabled: false, gWalletEnabled: true });

    await t.db.query("INSERT INTO configuration (scope, key, value) VALUES ('SYSTEM', 'ENABLE_WALLET', 'false')");
    // A new process reads the system settings afresh.
    const switchedOff = await testApp({ EXPIRY_SWEEP_SECONDS: '0', ...googleEnv }, t.db);
    const plain = await testApp({ EXPIRY_SWEEP_SECONDS: '0' }, t.db);
    try {
      expect(await walletConfiguration(switchedOff)).toEqual({ passEnabled: false, gWalletEnabled: false });
      const { event, ticket } = await boughtTicket(switchedOff);
      const url = googleWalletUrl(event, ticket.publicUuid);
      expect((await switchedOff.app.inject({ method: 'GET', url })).statusCode).toBe(404);

      await t.db.query("DELETE FROM configuration WHERE scope = 'SYSTEM' AND key = 'ENABLE_WALLET'");
      expect((await plain.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(302);
    } finally {
      await t.db.query("DELETE FROM configuration WHERE scope = 'SYSTEM' AND key = 'ENABLE_WALLET'");
      await switchedOff.close();
      await plain.close();
    }
  });

  it('takes the service account key from a file or inline, and refuses a half or broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wallet-key-'));
    try {
      writeFileSync(join(dir, 'key.json'), keys.googleServiceAccount);
      for (const account of [keys.googleServiceAccount, join(dir, 'key.json')]) {
        expect(loadConfig({ ...googleEnv, GOOGLE_WALLET_SERVICE_ACCOUNT: account }).googleWallet).toMatchObject({
          issuerId: '3388000000012345678',
          classSuffix: 'tickets',
          clientEmail: 'wallet@ticket-shop-test.iam.gserviceaccount.com',
          privateKey: expect.stringContaining('-----BEGIN PRIVATE KEY-----'),
        });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toThrow(
      /GOOGLE_WALLET_CLASS_SUFFIX, GOOGLE_WALLET_SERVICE_ACCOUNT must be set too/,
    );
    expect(() => loadConfig({ ...googleEnv, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x"}' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...googleEnv, GOOGLE_WALLET_SERVICE_ACCOUNT: '/nowhere/key.json' })).toThrow(
      /cannot be read/,
    );
  });
});
