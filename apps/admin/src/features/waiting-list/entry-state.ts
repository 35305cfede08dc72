import type { MessageKey } from '../../messages/index.ts';
import type { WaitingQueueSubscription } from './api.ts';

/** What the organizer reads of an entry: a state's words, and for an open offer its deadline. */
export interface EntryState {
  key: MessageKey;
  /** ISO 8601: until when the offered seat is held. */
  until: string | null;
}

/** The server's status → the words on screen; an offer whose hold time is unknown says only "offered". */
export function entryState(entry: Pick<WaitingQueueSubscription, 'status' | 'offerExpiresAt'>): EntryState {
  switch (entry.status) {
    case 'WAITING':
      return { key: 'waiting-list.state.waiting', until: null };
    case 'PENDING':
      return entry.offerExpiresAt
        ? { key: 'waiting-list.state.offered-until', until: entry.offerExpiresAt }
        : { key: 'waiting-list.state.offered', until: null };
    case 'ACQUIRED':
      return { key: 'waiting-list.state.acquired', until: null };
    case 'EXPIRED':
      return { key: 'waiting-list.state.expired', until: null };
    case 'CANCELLED':
      return { key: 'waiting-list.state.cancelled', until: null };
  }
}

/** The people still waiting for a seat or holding one offered: the dashboard's count. */
export function waitingCount(entries: readonly Pick<WaitingQueueSubscription, 'status'>[]): number {
  return entries.filter((entry) => entry.status === 'WAITING' || entry.status === 'PENDING').length;
}
