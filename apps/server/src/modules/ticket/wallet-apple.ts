import { createPrivateKey, X509Certificate } from 'node:crypto';
import { PKPass } from 'passkit-generator';
import type { ApplePassConfig } from '../../config.ts';
import { ICON_SIZES, ticketIcon } from './wallet-icon.ts';
import type { PassContent } from './wallet-pass-content.ts';

/** What signs every pass: the pass type certificate with its key, and Apple's intermediate certificate. */
export interface ApplePassSigner {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificates: { wwdr: string; signerCert: string; signerKey: string };
  icons: Record<string, Buffer>;
}

/**
 * Reads the key once at start, so a wrong passphrase or a damaged file stops the server instead
 * of failing the first buyer's download. The signing library reads only some key formats;
 * Node reads them all and hands it the key decrypted, in the one format it always understands.
 */
export function applePassSigner(config: ApplePassConfig): ApplePassSigner {
  let signerKey: string;
  try {
    signerKey = createPrivateKey({ key: config.privateKey, passphrase: config.privateKeyPassphrase })
      .export({ format: 'pem', type: 'pkcs1' })
      .toString();
  } catch (error) {
    throw new Error('APPLE_PASS_PRIVATE_KEY cannot be read (is APPLE_PASS_PRIVATE_KEY_PASSPHRASE right?)', {
      cause: error,
    });
  }
  const certificate = readCertificate(config.certificate, 'APPLE_PASS_CERTIFICATE');
  readCertificate(config.wwdrCertificate, 'APPLE_PASS_WWDR_CERTIFICATE');
  if (!certificate.checkPrivateKey(createPrivateKey(signerKey)))
    throw new Error('APPLE_PASS_PRIVATE_KEY is not the key of APPLE_PASS_CERTIFICATE');
  return {
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    certificates: { wwdr: config.wwdrCertificate, signerCert: config.certificate, signerKey },
    icons: Object.fromEntries(Object.entries(ICON_SIZES).map(([name, size]) => [name, ticketIcon(size)])),
  };
}

function readCertificate(pem: string, name: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch (error) {
    throw new Error(`${name} is not a certificate`, { cause: error });
  }
}

/** The signed `.pkpass` archive of one ticket: an event ticket whose QR code is the ticket code. */
export function applePass(signer: ApplePassSigner, content: PassContent): Buffer {
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: signer.passTypeIdentifier,
    teamIdentifier: signer.teamIdentifier,
    serialNumber: content.serialNumber,
    organizationName: content.organizerName,
    description: `${content.labels.ticket}: ${content.eventName}`,
    backgroundColor: 'rgb(31, 58, 95)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(200, 214, 232)',
    relevantDate: content.startLocal,
    // Past passes drop out of the wallet's list on their own once the event is over.
    expirationDate: content.endLocal,
    sharingProhibited: true,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: content.code, messageEncoding: 'iso-8859-1' }],
    semantics: {
      eventName: content.eventName,
      eventStartDate: content.startLocal,
      eventEndDate: content.endLocal,
      attendeeName: content.holder,
      ...(content.location && { venueName: content.location }),
    },
    eventTicket: {
      headerFields: [{ key: 'category', label: content.labels.category, value: content.category }],
      primaryFields: [{ key: 'event', label: content.labels.ticket, value: content.eventName }],
      secondaryFields: [{ key: 'holder', label: content.labels.holder, value: content.holder }],
      auxiliaryFields: [
        { key: 'when', label: content.labels.dateTime, value: content.when },
        ...(content.location ? [{ key: 'location', label: content.labels.location, value: content.location }] : []),
      ],
      backFields: [
        { key: 'reference', label: content.labels.reference, value: content.orderReference },
        { key: 'order', label: content.labels.order, value: content.orderHolder },
        { key: 'organizer', label: content.organizerName, value: content.organizerEmail },
        { key: 'time-zone', label: content.labels.dateTime, value: `${content.when} (${content.timeZone})` },
      ],
    },
  };
  const pass = new PKPass({ 'pass.json': Buffer.from(JSON.stringify(passJson)), ...signer.icons }, signer.certificates);
  return pass.getAsBuffer();
}
