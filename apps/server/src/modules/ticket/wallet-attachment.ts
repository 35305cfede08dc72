import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { findTicketAddress } from './ticket-document-repository.ts';
import { findEventTicket } from './ticket-repository.ts';
import { applePass, applePassSigner } from './wallet-apple.ts';
import { passContentFor } from './wallet-pass-content.ts';

/** A ticket's Apple Wallet pass as an e-mail attachment. */
export interface WalletPassFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type WalletPassRenderer = (ticketId: number) => Promise<WalletPassFile | null>;

/**
 * The pass the ticket page offers (`appleWalletPass`), under the same conditions, for the e-mails
 * that carry the ticket's PDF; null when the server holds no pass keys. Google Wallet has no file
 * to attach: its pass is a link, which the ticket page shows.
 */
export function walletPassRenderer(db: Queryable, config: Config): WalletPassRenderer | null {
  if (!config.applePass) return null;
  const signer = applePassSigner(config.applePass);
  return async (ticketId) => {
    const address = await findTicketAddress(db, ticketId);
    const ticket = address && (await findEventTicket(db, address.eventShortName, address.publicUuid));
    const content = await passContentFor(db, config, ticket, 'apple');
    if (!content) return null;
    return {
      filename: `Passbook-${content.serialNumber.slice(0, 8)}.pkpass`,
      contentType: 'application/vnd.apple.pkpass',
      content: applePass(signer, content),
    };
  };
}
