import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { testApp, type TestApp } from '../../helpers.ts';

const BOUNCE_DOMAIN = 'bounces.example.org';

/** A key and a certificate for the bounce domain, signed by that key: made for this run, trusted by nobody else. */
function selfSignedCertificate(): { key: string; cert: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ format: 'pem', type: 'spki' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const name = [{ name: 'commonName', value: BOUNCE_DOMAIN }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: BOUNCE_DOMAIN }] }]);
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  return { key, cert: forge.pki.certificateToPem(cert) };
}

let dir: string;
let tls: { key: string; cert: string };
let keyFile: string;
let certFile: string;
let t: TestApp;
beforeAll(async () => {
  tls = selfSignedCertificate();
  dir = await mkdtemp(join(tmpdir(), 'bounce-tls-'));
  keyFile = join(dir, 'key.pem');
  certFile = join(dir, 'cert.pem');
  await writeFile(keyFile, tls.key);
  await writeFile(certFile, tls.cert);
  t = await testApp({
    EXPIRY_SWEEP_SECONDS: '0',
    MAIL_BOUNCE_DOMAIN: BOUNCE_DOMAIN,
    MAIL_BOUNCE_PORT: '0',
    MAIL_BOUNCE_TLS_KEY: keyFile,
    MAIL_BOUNCE_TLS_CERT: certFile,
    HOST: '127.0.0.1',
  });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function report(recipient: string): string {
  return [
    'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
    '',
    '--r',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    '',
    '--r--',
    '',
  ].join('\r\n');
}

describe('the bounce listener with a key and certificate', () => {
  it('offers STARTTLS with that certificate, and takes a report over it', async () => {
    const token = randomBytes(16).toString('hex');
    await t.db.query(
      `INSERT INTO email_message (recipient, subject, text_body, status, bounce_token)
       VALUES ('tls@example.net', 'Hello', 'Body', 'SENT', $1)`,
      [token],
    );
    // A sending server that insists on encryption and checks the certificate against the domain.
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: t.bouncePort!,
      secure: false,
      requireTLS: true,
      tls: { servername: BOUNCE_DOMAIN, ca: [tls.cert] },
    });
    try {
      const answer = await transport.sendMail({
        envelope: { from: '', to: `bounces+${token}@${BOUNCE_DOMAIN}` },
        raw: report('tls@example.net'),
      });
      expect(answer.response).toMatch(/^250/);
    } finally {
      transport.close();
    }
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM email_message WHERE bounce_token = $1', [
      token,
    ]);
    expect(row!.status).toBe('BOUNCED');
  });

  it('is refused to a client that wants encryption when no certificate is set', async () => {
    const plain = await testApp({ MAIL_BOUNCE_DOMAIN: BOUNCE_DOMAIN, MAIL_BOUNCE_PORT: '0', HOST: '127.0.0.1' });
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: plain.bouncePort!,
      secure: false,
      requireTLS: true,
    });
    try {
      await expect(
        transport.sendMail({
          envelope: { from: '', to: `bounces+${randomBytes(16).toString('hex')}@${BOUNCE_DOMAIN}` },
          raw: report('x@example.net'),
        }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      transport.close();
      await plain.close();
    }
  });

  it('needs both files and the listener, and refuses a file that holds no PEM', async () => {
    const listener = { MAIL_BOUNCE_DOMAIN: BOUNCE_DOMAIN, MAIL_BOUNCE_PORT: '2525' };
    expect(loadConfig({ ...listener, MAIL_BOUNCE_TLS_KEY: keyFile, MAIL_BOUNCE_TLS_CERT: certFile }).bounceTls).toEqual(
      tls,
    );
    expect(loadConfig(listener).bounceTls).toBeNull();
    expect(() => loadConfig({ ...listener, MAIL_BOUNCE_TLS_KEY: keyFile })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ MAIL_BOUNCE_DOMAIN: BOUNCE_DOMAIN, MAIL_BOUNCE_TLS_KEY: keyFile, MAIL_BOUNCE_TLS_CERT: certFile }),
    ).toThrow(/need MAIL_BOUNCE_PORT/);
    const notPem = join(dir, 'not.pem');
    await writeFile(notPem, 'hello');
    expect(() => loadConfig({ ...listener, MAIL_BOUNCE_TLS_KEY: notPem, MAIL_BOUNCE_TLS_CERT: certFile })).toThrow(
      /not in PEM format/,
    );
  });
});
