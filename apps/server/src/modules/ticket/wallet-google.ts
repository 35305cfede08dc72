import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import type { GoogleWalletConfig } from '../../config.ts';
import type { PassContent } from './wallet-pass-content.ts';

/** The service account key, read once at start so a damaged key stops the server, not a buyer. */
export interface GoogleWalletSigner {
  issuerId: string;
  classSuffix: string;
  clientEmail: string;
  key: KeyObject;
}

export function googleWalletSigner(config: GoogleWalletConfig): GoogleWalletSigner {
  let key: KeyObject;
  try {
    key = createPrivateKey(config.privateKey);
  } catch (error) {
    throw new Error('the private_key of GOOGLE_WALLET_SERVICE_ACCOUNT cannot be read', { cause: error });
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT must hold an RSA key');
  return { ...config, key };
}

/**
 * Google Wallet's "save" link for a ticket: a JWT signed by the service account (RS256) that
 * carries the event's class and the ticket's object, which Google creates when the buyer saves it.
 * Google never updates an existing object from such a link, so the object's id changes with the
 * ticket code: a renamed holder gets a new object instead of the old name.
 */
export function googleWalletSaveUrl(
  signer: GoogleWalletSigner,
  content: PassContent,
  eventId: number,
  origin: string,
  now: Date = new Date(),
): string {
  const classId = `${signer.issuerId}.${signer.classSuffix}-${eventId}`;
  const codeDigest = createHash('sha256').update(content.code).digest('hex').slice(0, 16);
  const text = (value: string) => ({ defaultValue: { language: content.lang, value } });
  const claims = {
    iss: signer.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins: [origin],
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: content.organizerName,
          reviewStatus: 'UNDER_REVIEW',
          eventName: text(content.eventName),
          ...(content.location && { venue: { name: text(content.location), address: text(content.location) } }),
          dateTime: { start: content.startLocal, end: content.endLocal },
        },
      ],
      eventTicketObjects: [
        {
          id: `${signer.issuerId}.${content.serialNumber}-${codeDigest}`,
          classId,
          state: 'ACTIVE',
          barcode: { type: 'QR_CODE', value: content.code },
          ticketHolderName: content.holder,
          ticketType: text(content.category),
          reservationInfo: { confirmationCode: content.orderReference },
          validTimeInterval: { start: { date: content.startLocal }, end: { date: content.endLocal } },
          textModulesData: [{ id: 'when', header: content.labels.dateTime, body: content.when }],
        },
      ],
    },
  };
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), signer.key).toString('base64url');
  return `https://pay.google.com/gp/v/save/${unsigned}.${signature}`;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
