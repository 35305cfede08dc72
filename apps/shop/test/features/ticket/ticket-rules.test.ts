import { describe, expect, test } from 'vitest';
import { afterRelease, downloadMode, isOnlineTicket, walletOffer } from '../../../src/features/ticket/ticket-rules.ts';

const both = { gWalletEnabled: true, passEnabled: true };

describe('the ticket rules', () => {
  test('a ticket is online for an online event, and for an online category of a hybrid one', () => {
    expect(isOnlineTicket('ONLINE', 'INHERIT')).toBe(true);
    expect(isOnlineTicket('HYBRID', 'ONLINE')).toBe(true);
    expect(isOnlineTicket('HYBRID', 'IN_PERSON')).toBe(false);
    expect(isOnlineTicket('IN_PERSON', 'ONLINE')).toBe(false);
  });

  test('wallet passes follow the server, never for an online ticket', () => {
    expect(walletOffer(both, false)).toEqual({ google: true, apple: true });
    expect(walletOffer({ gWalletEnabled: false, passEnabled: true }, false)).toEqual({ google: false, apple: true });
    expect(walletOffer(both, true)).toEqual({ google: false, apple: false });
    expect(walletOffer(undefined, false)).toEqual({ google: false, apple: false });
  });

  test('a download is the PDF itself unless a wallet is on, then a dialog', () => {
    expect(downloadMode({ google: false, apple: false })).toBe('pdf');
    expect(downloadMode({ google: true, apple: false })).toBe('dialog');
    expect(downloadMode({ google: false, apple: true })).toBe('dialog');
  });

  test('after a release: the event page from the update page or when no ticket is left, else the order again', () => {
    expect(afterRelease('update-page', 3)).toBe('event-page');
    expect(afterRelease('success-page', 0)).toBe('event-page');
    expect(afterRelease('success-page', 1)).toBe('reload');
  });
});
