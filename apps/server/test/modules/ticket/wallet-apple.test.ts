import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../../src/config.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { applePassSigner } from '../../../src/modules/ticket/wallet-apple.ts';
import { OPEN_HACK_DAY, REMOTE_FIRST_SUMMIT } from '../../support/demo-fixtures.ts';
import { fingerprintOf, readDetachedSignature, walletTestKeys, type WalletTestKeys } from './wallet-keys.ts';
import { applePassUrl, boughtTicket, onlineTickets, pendingTicket } from './wallet-ticket.ts';

let keys: WalletTestKeys;
let keyDir: string;
let t: TestApp;
let appleEnv: Record<string, string>;

beforeAll(async () => {
  keys = walletTestKeys();
  keyDir = await mkdtemp(join(tmpdir(), 'pass-keys-'));
  await writeFile(join(keyDir, 'pass.pem'), keys.passCertificate);
  await writeFile(join(keyDir, 'wwdr.pem'), keys.wwdrCertificate);
  appleEnv = {
    APPLE_PASS_TYPE_IDENTIFIER: 'pass.org.example.tickets',
    APPLE_PASS_TEAM_IDENTIFIER: 'TEAM123456',
    APPLE_PASS_CERTIFICATE: join(keyDir, 'pass.pem'),
    // Inline, with its line breaks written as \n as a one-line variable holds them.
    APPLE_PASS_PRIVATE_KEY: keys.passKey.trim().replace(/\n/g, '\\n'),
    APPLE_PASS_PRIVATE_KEY_PASSPHRASE: keys.passKeyPassphrase,
    APPLE_PASS_WWDR_CERTIFICATE: join(keyDir, 'wwdr.pem'),
  };
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', ...appleEnv });
});
afterAll(async () => {
  await t.close();
  await rm(keyDir, { recursive: true, force: true });
});

describe('Apple Wallet pass', () => {
  it('is a pass archive whose manifest lists every file with its SHA-1, signed by the pass certificate', async () => {
    const { event, ticket } = await boughtTicket(t);
    const response = await t.app.inject({ method: 'GET', url: applePassUrl(event, ticket.publicUuid) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Passbook-${ticket.publicUuid.slice(0, 8)}.pkpass"`,
    );
    expect(response.headers['x-robots-tag']).toBe('noindex');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
    const listed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(listed.sort());
    expect(listed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'icon@3x.png']));
    for (const name of listed) {
      expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    }

    const signature = readDetachedSignature(Buffer.from(files.signature!));
    expect(signature.detached).toBe(true);
    expect(signature.statedDigest).toEqual(
      createHash(signature.digestAlgorithm).update(files['manifest.json']!).digest(),
    );
    expect(signature.verifiesWith(keys.passCertificate)).toBe(true);
    expect(signature.verifiesWith(keys.wwdrCertificate)).toBe(false);
    expect(signature.certificateFingerprints).toEqual(
      expect.arrayContaining([fingerprintOf(keys.passCertificate), fingerprintOf(keys.wwdrCertificate)]),
    );
  });

  it("shows the event, its date in the event's time zone, the holder and the order, and scans as the ticket code", async () => {
    const { event, ticket, code } = await boughtTicket(t);
    const response = await t.app.inject({ method: 'GET', url: applePassUrl(event, ticket.publicUuid) });
    const pass = JSON.parse(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['pass.json']!));
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.org.example.tickets',
      teamIdentifier: 'TEAM123456',
      serialNumber: ticket.publicUuid,
      organizationName: ticket.organizationName,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: code }],
    });
    const fields = Object.fromEntries(
      ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((group) =>
        (pass.eventTicket[group] as { key: string; value: string }[]).map((field) => [field.key, field.value]),
      ),
    );
    const start = new Intl.DateTimeFormat('en-GB', {
      timeZone: ticket.eventTimeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(ticket.eventStart);
    const clock = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: ticket.eventTimeZone,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(ticket.eventStart)
        .map((part) => [part.type, part.value]),
    );
    const hour = Number(clock.hour);
    const startTime = `${hour % 12 || 12}:${clock.minute} ${hour < 12 ? 'AM' : 'PM'}`;
    expect(fields).toMatchObject({
      event: 'Open Hack Day',
      category: 'General admission',
      holder: 'Attendee0 Muster',
      location: 'Werkhalle 3, Am Flutgraben 5, 12435 Berlin',
      reference: ticket.reservationId.slice(0, 8).toUpperCase(),
      order: 'Anna Keller',
      organizer: ticket.organizationEmail,
    });
    // The clock at the venue, whatever the time zone of the phone that shows it.
    expect(fields.when).toContain(`${start.replace(',', '')} ${startTime}`);
    expect(fields['time-zone']).toContain(ticket.eventTimeZone);
    expect(new Date(pass.relevantDate).getTime()).toBe(ticket.eventStart.getTime());
  });

  it('is not there for a ticket whose order is not complete, of another event, or unknown', async () => {
    const pending = await pendingTicket(t);
    const { ticket } = await boughtTicket(t);
    for (const url of [
      applePassUrl(OPEN_HACK_DAY, pending),
      applePassUrl(REMOTE_FIRST_SUMMIT, ticket.publicUuid),
      applePassUrl(OPEN_HACK_DAY, '00000000-0000-4000-8000-000000000000'),
      applePassUrl(OPEN_HACK_DAY, 'not-a-uuid'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is not offered for online events or online categories, which have no door to scan a ticket at', async () => {
    for (const { event, uuid } of await onlineTickets(t.db)) {
      const response = await t.app.inject({ method: 'GET', url: applePassUrl(event, uuid) });
      expect(response.statusCode, event).toBe(404);
    }
  });

  it("speaks the holder's language", async () => {
    const { event, ticket } = await boughtTicket(t);
    await t.db.query("UPDATE ticket SET user_language = 'de' WHERE id = $1", [ticket.id]);
    const response = await t.app.inject({ method: 'GET', url: applePassUrl(event, ticket.publicUuid) });
    const pass = JSON.parse(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['pass.json']!));
    expect(pass.eventTicket.secondaryFields[0]).toMatchObject({ label: 'Ticketinhaber/in', value: 'Attendee0 Muster' });
    expect(pass.eventTicket.auxiliaryFields[0].value).toMatch(
      /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /,
    );
  });

  it('is not offered where the organizer switched Apple Wallet off', async () => {
    const { event, ticket } = await boughtTicket(t);
    await t.db.query(
      "INSERT INTO configuration (scope, event_id, key, value) VALUES ('EVENT', $1, 'ENABLE_PASS', 'false')",
      [ticket.eventId],
    );
    try {
      const response = await t.app.inject({ method: 'GET', url: applePassUrl(event, ticket.publicUuid) });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.db.query("DELETE FROM configuration WHERE scope = 'EVENT' AND key = 'ENABLE_PASS'");
    }
  });
});

describe('Apple Wallet configuration', () => {
  it('without it the server offers no pass', async () => {
    const plain = await testApp({ EXPIRY_SWEEP_SECONDS: '0' }, t.db);
    try {
      const { event, ticket } = await boughtTicket(plain);
      const response = await plain.app.inject({ method: 'GET', url: applePassUrl(event, ticket.publicUuid) });
      expect(response.statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/v2/info' })).json().walletConfiguration).toEqual({
        passEnabled: false,
        gWalletEnabled: false,
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json().walletConfiguration).toEqual({
        passEnabled: true,
        gWalletEnabled: false,
      });
    } finally {
      await plain.close();
    }
  });

  it('refuses to start half configured, with a key its passphrase does not open, or with a key of another certificate', () => {
    const { APPLE_PASS_WWDR_CERTIFICATE: _omitted, ...incomplete } = appleEnv;
    expect(() => loadConfig(incomplete)).toThrow(/APPLE_PASS_WWDR_CERTIFICATE must be set too/);
    expect(() => loadConfig({ ...appleEnv, APPLE_PASS_CERTIFICATE: join(keyDir, 'missing.pem') })).toThrow(ConfigError);
    const wrongPassphrase = loadConfig({ ...appleEnv, APPLE_PASS_PRIVATE_KEY_PASSPHRASE: 'wrong' }).applePass!;
    expect(() => applePassSigner(wrongPassphrase)).toThrow(/APPLE_PASS_PRIVATE_KEY cannot be read/);
    const otherKey = loadConfig({ ...appleEnv, APPLE_PASS_CERTIFICATE: keys.wwdrCertificate }).applePass!;
    expect(() => applePassSigner(otherKey)).toThrow(/not the key of APPLE_PASS_CERTIFICATE/);
  });
});
