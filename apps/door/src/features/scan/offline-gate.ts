import type { CheckInStatus, TicketAndCheckInResult } from '@shop/contract';
import { callApi, type Connection } from '../../lib/api-client.ts';
import { decryptOfflineEntry, offlineKey } from '../../lib/offline-crypto.ts';
import type { Holder, Verdict } from './verdict.ts';

/** The event's tickets as downloaded for scanning offline, and the server's time to ask from next. */
export interface OfflineList {
  entries: Record<string, string>;
  changedSince: number;
}

/** A check-in made on this device while offline, waiting to be uploaded. */
export interface QueuedCheckIn {
  identifier: string;
  code: string;
  at: string;
  holder: Holder;
}

/** A queued check-in the server refused on upload: another gate was first, or the ticket changed. */
export interface Conflict {
  identifier: string;
  holder: Holder | null;
  status: CheckInStatus;
  at: string | null;
  by: string | null;
}

/** What an offline entry holds (alf.io's scan app format); times are seconds since the epoch. */
interface OfflineTicket {
  uuid: string;
  fullName: string;
  category: string;
  status: string;
  ticketValidityStart?: string;
  ticketValidityEnd?: string;
}

/** The ticket's identifier: the part of its QR code before the slash. */
export function identifierOf(code: string): string | null {
  const slash = code.indexOf('/');
  return slash > 0 ? code.slice(0, slash) : null;
}

/**
 * Decides a scan from the offline list alone, as the server would: a ticket checks in once, on
 * this device or (as far as the list knew when downloaded) anywhere else. `queued` is set when the
 * check-in is to be uploaded later.
 */
export async function checkInOffline(
  code: string,
  list: OfflineList,
  queue: readonly QueuedCheckIn[],
  now: Date,
): Promise<{ verdict: Verdict; queued: QueuedCheckIn | null }> {
  const identifier = identifierOf(code);
  if (!identifier) return { verdict: { kind: 'invalid' }, queued: null };
  const entry = list.entries[await offlineKey(code)];
  if (!entry) return { verdict: { kind: 'not-in-offline-list' }, queued: null };
  const ticket = (await decryptOfflineEntry(code, entry)) as OfflineTicket | null;
  if (!ticket || ticket.uuid !== identifier) return { verdict: { kind: 'invalid' }, queued: null };
  const holder: Holder = { name: ticket.fullName, category: ticket.category };
  const earlier = queue.find((item) => item.identifier === identifier);
  if (earlier) return { verdict: { kind: 'already', holder, at: earlier.at, by: null, here: true }, queued: null };
  if (ticket.status === 'CHECKED_IN')
    return { verdict: { kind: 'already', holder, at: null, by: null, here: false }, queued: null };
  if (ticket.status === 'TO_BE_PAID')
    return { verdict: { kind: 'payment-due', holder, amount: null, currency: null }, queued: null };
  const seconds = now.getTime() / 1000;
  const start = Number(ticket.ticketValidityStart ?? Number.NEGATIVE_INFINITY);
  const end = Number(ticket.ticketValidityEnd ?? Number.POSITIVE_INFINITY);
  if (seconds < start || seconds > end) return { verdict: { kind: 'not-yet', holder }, queued: null };
  if (ticket.status !== 'ACQUIRED') return { verdict: { kind: 'cancelled', holder }, queued: null };
  return {
    verdict: { kind: 'welcome', holder, offline: true },
    queued: { identifier, code, at: now.toISOString(), holder },
  };
}

/** Downloads the event's tickets changed since the list was last updated, 200 at a time (the API's limit). */
export async function downloadOfflineList(
  connection: Connection,
  event: string,
  previous: OfflineList | null,
): Promise<OfflineList> {
  const since = previous?.changedSince ?? 0;
  const ids = await callApi<number[]>(connection, 'offlineIdentifiers', {
    params: { eventName: event },
    query: { changedSince: String(since) },
  });
  const entries = { ...previous?.entries };
  for (let start = 0; start < ids.length; start += 200) {
    const batch = await callApi<Record<string, string>>(connection, 'offlineTickets', {
      params: { eventName: event },
      body: ids.slice(start, start + 200),
    });
    Object.assign(entries, batch);
  }
  // The server's clock is not read here (the header is not exposed across origins); one minute
  // back from ours covers a clock a little ahead, and the server sends a second back besides.
  return { entries, changedSince: Math.max(0, Date.now() - 60_000) };
}

/**
 * Uploads the queued check-ins; the first check-in of a ticket stands on the server, so a ticket
 * another gate checked in first comes back ALREADY_CHECK_IN and is reported as a conflict.
 */
export async function uploadQueue(
  connection: Connection,
  event: string,
  queue: readonly QueuedCheckIn[],
): Promise<Conflict[]> {
  const answers = await callApi<Record<string, TicketAndCheckInResult>>(connection, 'bulkCheckIn', {
    params: { eventName: event },
    query: { offlineUser: connection.gate },
    body: queue.map(({ identifier, code }) => ({ identifier, code })),
  });
  return queue.flatMap((item) => {
    const answer = answers[item.identifier];
    if (!answer || answer.result.status === 'SUCCESS') return [];
    // An upload whose answer was lost and is sent again finds its own check-in: no conflict.
    if (answer.result.status === 'ALREADY_CHECK_IN' && answer.ticket?.checkedInBy === connection.gate) return [];
    return [
      {
        identifier: item.identifier,
        holder: item.holder,
        status: answer.result.status,
        at: answer.ticket?.checkedInAt ?? null,
        by: answer.ticket?.checkedInBy ?? null,
      },
    ];
  });
}
