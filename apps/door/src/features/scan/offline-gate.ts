import type { CheckInStatus, TicketAndCheckInResult } from '@shop/contract';
import { callApi, callApiWithHeaders, type Connection } from '../../lib/api-client.ts';
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
  /** The holder paid here what was due on site: sent with alf.io's `forceCheckInPaymentOnSite`. */
  paymentTaken?: boolean;
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
 * check-in is to be uploaded later. `paymentTaken` says the doorkeeper took the payment due on
 * site; whether this key may take it is known only on upload, which reports a refusal.
 */
export async function checkInOffline(
  code: string,
  list: OfflineList,
  queue: readonly QueuedCheckIn[],
  now: Date,
  paymentTaken = false,
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
  const due = ticket.status === 'TO_BE_PAID';
  if (due && !paymentTaken)
    return { verdict: { kind: 'payment-due', holder, amount: null, currency: null }, queued: null };
  const seconds = now.getTime() / 1000;
  const start = Number(ticket.ticketValidityStart ?? Number.NEGATIVE_INFINITY);
  const end = Number(ticket.ticketValidityEnd ?? Number.POSITIVE_INFINITY);
  if (seconds < start || seconds > end) return { verdict: { kind: 'not-yet', holder }, queued: null };
  if (ticket.status !== 'ACQUIRED' && !due) return { verdict: { kind: 'cancelled', holder }, queued: null };
  return {
    verdict: { kind: 'welcome', holder, offline: true },
    queued: { identifier, code, at: now.toISOString(), holder, ...(due && { paymentTaken: true }) },
  };
}

/** Downloads the event's tickets changed since the list was last updated, 200 at a time (the API's limit). */
export async function downloadOfflineList(
  connection: Connection,
  event: string,
  previous: OfflineList | null,
): Promise<OfflineList> {
  const since = previous?.changedSince ?? 0;
  const { value: ids, headers } = await callApiWithHeaders<number[]>(connection, 'offlineIdentifiers', {
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
  return { entries, changedSince: nextChangedSince(headers.get('Alfio-TIME'), Date.now()) };
}

/**
 * Where the next download starts: the server's time of this one (`Alfio-TIME`), so a device clock
 * that is wrong loses no change. Without it (a server across origins that does not expose the
 * header, or alf.io's "0" when offline check-in is off), one minute back from the device's clock.
 */
export function nextChangedSince(serverTime: string | null, deviceNow: number): number {
  const server = Number(serverTime);
  if (serverTime && Number.isSafeInteger(server) && server > 0) return server;
  return Math.max(0, deviceNow - 60_000);
}

/**
 * Uploads the queued check-ins; the first check-in of a ticket stands on the server, so a ticket
 * another gate checked in first comes back ALREADY_CHECK_IN and is reported as a conflict, and a
 * payment this key may not take comes back MUST_PAY. Those with a payment taken go in a second
 * upload that asks the server to record it, as alf.io's scan app does.
 */
export async function uploadQueue(
  connection: Connection,
  event: string,
  queue: readonly QueuedCheckIn[],
): Promise<Conflict[]> {
  const answers: Record<string, TicketAndCheckInResult> = {};
  for (const paid of [false, true]) {
    const items = queue.filter((item) => !!item.paymentTaken === paid);
    if (items.length === 0) continue;
    const batch = await callApi<Record<string, TicketAndCheckInResult>>(connection, 'bulkCheckIn', {
      params: { eventName: event },
      query: { offlineUser: connection.gate, ...(paid && { forceCheckInPaymentOnSite: 'true' }) },
      body: items.map(({ identifier, code }) => ({ identifier, code })),
    });
    for (const [identifier, answer] of Object.entries(batch)) answers[identifier] ??= answer;
  }
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
