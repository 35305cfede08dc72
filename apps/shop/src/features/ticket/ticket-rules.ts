import type { AlfioInfo, EventFormat, TicketAccessType } from '@shop/contract';

export type WalletConfiguration = AlfioInfo['walletConfiguration'];

/** Online tickets have nothing to show at a door: a HYBRID event decides per category. */
export function isOnlineTicket(format: EventFormat, accessType: TicketAccessType | null): boolean {
  return format === 'ONLINE' || (format === 'HYBRID' && accessType === 'ONLINE');
}

export interface WalletOffer {
  google: boolean;
  apple: boolean;
}

/** Wallet passes are offered where the server enables them, never for an online ticket. */
export function walletOffer(wallet: WalletConfiguration | undefined, online: boolean): WalletOffer {
  if (online || !wallet) return { google: false, apple: false };
  return { google: wallet.gWalletEnabled, apple: wallet.passEnabled };
}

/** How a ticket is downloaded: the PDF directly, or a dialog offering the wallets beside it. */
export function downloadMode(offer: WalletOffer): 'pdf' | 'dialog' {
  return offer.google || offer.apple ? 'dialog' : 'pdf';
}

/** Where the buyer goes after releasing a ticket. */
export type AfterRelease = 'event-page' | 'reload';

/**
 * From the update page, or when the released ticket was the order's last one, nothing is left
 * to show: the event page; on the success page with other tickets, the page reloads.
 */
export function afterRelease(from: 'success-page' | 'update-page', ticketsLeft: number): AfterRelease {
  switch (from) {
    case 'update-page':
      return 'event-page';
    case 'success-page':
      return ticketsLeft > 0 ? 'reload' : 'event-page';
  }
}
