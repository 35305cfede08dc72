import { timingSafeEqual } from 'node:crypto';
import {
  isUuid,
  type CheckInStatus,
  type CheckInTicket,
  type TicketAndCheckInResult,
  type TicketCheckInStatusResult,
} from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { insertOrganizerChange } from '../organizer/organizer-audit-repository.ts';
import { actorName, type Organizer } from '../organizer/organizer-roles.ts';
import { codeOf } from '../ticket/ticket-access.ts';
import { attendeeFullName } from '../ticket/ticket-code.ts';
import {
  findTicketByInternalUuid,
  findTicketsAtOrganizationEvent,
  findTicketsByInternalUuids,
  lockTicketByInternalUuid,
  markAllCheckedIn,
  markCheckedIn,
  markPaidOnSite,
  CHECKED_IN_BY,
  ON_SITE_PAID_AT,
  revertCheckedIn,
  type PlannedCheckIn,
  type TicketChangeAudit,
  type TicketRecord,
} from '../ticket/ticket-repository.ts';

/** Who scans, at which event: `auditUser` is the scan app's offline user when it names one. */
export interface Gate {
  organizer: Organizer;
  eventId: number;
  auditUser: string | null;
}

/**
 * The organizer's gate at its event with this short name, and the scanned tickets as they are
 * now (of whichever event), read in one round trip; null when the organization has no such event.
 */
export async function openGate(
  db: Queryable,
  organizer: Organizer,
  eventName: string,
  identifiers: readonly string[],
  offlineUser?: string,
): Promise<{ gate: Gate; tickets: TicketRecord[] } | null> {
  const found = await findTicketsAtOrganizationEvent(db, organizer.organizationId, eventName, identifiers);
  if (!found) return null;
  return {
    gate: { organizer, eventId: found.eventId, auditUser: offlineUser?.trim() || null },
    tickets: found.tickets,
  };
}

/** The scanned ticket among those the gate read, or null. */
export function scannedTicket(tickets: readonly TicketRecord[], identifier: string): TicketRecord | null {
  return tickets.find((ticket) => ticket.uuid === identifier.toLowerCase()) ?? null;
}

const MESSAGES: Record<CheckInStatus, string> = {
  EVENT_NOT_FOUND: 'The ticket is for another event',
  TICKET_NOT_FOUND: 'Ticket not found',
  EMPTY_TICKET_CODE: 'Missing ticket code',
  INVALID_TICKET_CODE: 'Ticket QR code does not match',
  INVALID_TICKET_STATE: 'Invalid ticket state',
  ALREADY_CHECK_IN: 'Already checked in',
  MUST_PAY: 'Must pay for ticket',
  OK_READY_TO_BE_CHECKED_IN: 'Ready to be checked in',
  SUCCESS: 'success',
  INVALID_TICKET_CATEGORY_CHECK_IN_DATE: 'Not allowed to check in at this time',
  ERROR: 'error',
};

function answer(status: CheckInStatus, ticket: TicketRecord | null): TicketAndCheckInResult {
  let message = MESSAGES[status];
  if (status === 'ALREADY_CHECK_IN' && ticket?.checkedInAt) message += ` at ${ticket.checkedInAt.toISOString()}`;
  if (status === 'INVALID_TICKET_STATE' && ticket) message += `: ${ticket.status}`;
  const result: TicketAndCheckInResult['result'] = { status, message };
  if (status === 'MUST_PAY' && ticket) {
    result.dueAmount = ticket.finalPriceCents / 100;
    result.currency = ticket.currencyCode;
  }
  // As alf.io's, a scan with a wrong code or of another event's ticket shows nobody's name.
  const shown = ticket && status !== 'INVALID_TICKET_CODE' && status !== 'EVENT_NOT_FOUND' ? ticket : null;
  return {
    ticket: shown && ticketView(shown),
    result,
    ...(status === 'SUCCESS' && { additionalServices: [], fieldsToDisplay: [], boxColor: null }),
  };
}

function recordedCheckInBy(ticket: TicketRecord): string | null {
  const by = ticket.metadata[CHECKED_IN_BY];
  return typeof by === 'string' ? by : null;
}

function ticketView(ticket: TicketRecord): CheckInTicket {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    eventId: ticket.eventId,
    ticketsReservationId: ticket.reservationId,
    categoryId: ticket.categoryId,
    categoryName: ticket.categoryName,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    fullName: attendeeFullName(ticket),
    email: ticket.email,
    userLanguage: ticket.userLanguage,
    assigned: !!ticket.email,
    checkedIn: ticket.status === 'CHECKED_IN',
    status: ticket.status,
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    checkedInBy: ticket.status === 'CHECKED_IN' ? recordedCheckInBy(ticket) : null,
  };
}

/** Who the ticket records as having checked it in: the gate's own name, or else the key. */
function checkedInBy(gate: Gate): string {
  return gate.auditUser ?? actorName(gate.organizer.actor);
}

function sameCode(expected: string, scanned: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(scanned, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether the holder still pays at the door: alf.io's TO_BE_PAID, or a ticket of an order to be
 * paid on site that nobody took the payment of yet.
 */
export function paymentDue(ticket: TicketRecord): boolean {
  if (ticket.status === 'TO_BE_PAID') return true;
  return ticket.status === 'ACQUIRED' && ticket.paymentProxy === 'ON_SITE' && !(ON_SITE_PAID_AT in ticket.metadata);
}

/** What scanning `code` would do now, in the order alf.io checks: event, ticket, code, payment, state. */
function evaluate(gate: Gate, ticket: TicketRecord | null, code: string | null): CheckInStatus {
  if (!ticket) return 'TICKET_NOT_FOUND';
  if (ticket.eventId !== gate.eventId) return 'EVENT_NOT_FOUND';
  if (!code?.trim()) return 'EMPTY_TICKET_CODE';
  if (!sameCode(codeOf(ticket), code.trim())) return 'INVALID_TICKET_CODE';
  if (ticket.reservationStatus !== 'COMPLETE') return 'INVALID_TICKET_STATE';
  if (paymentDue(ticket)) return 'MUST_PAY';
  if (ticket.status === 'CHECKED_IN') return 'ALREADY_CHECK_IN';
  if (ticket.status !== 'ACQUIRED') return 'INVALID_TICKET_STATE';
  return 'OK_READY_TO_BE_CHECKED_IN';
}

/** The scanned ticket's answer, without changing it; `ticket` as the gate read it with its event. */
export function lookUpTicket(gate: Gate, ticket: TicketRecord | null, code: string | null): TicketAndCheckInResult {
  return answer(evaluate(gate, ticket, code), ticket);
}

/** Whether the event's ticket is checked in; null when the event has no such ticket. */
export function ticketCheckInStatus(gate: Gate, ticket: TicketRecord | null): TicketCheckInStatusResult | null {
  if (!ticket || ticket.eventId !== gate.eventId) return null;
  return {
    ticketUuid: ticket.uuid,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    checkInStatus: ticket.status === 'CHECKED_IN' ? 'ALREADY_CHECK_IN' : 'OK_READY_TO_BE_CHECKED_IN',
    // Our tickets carry no tags.
    tags: [],
  };
}

/** The ticket's status before and after an organizer's change, as the audit log keeps them. */
function statusChange(gate: Gate, ticket: TicketRecord, after: string) {
  return { before: { status: ticket.status }, after: afterChange(gate, after) };
}

function afterChange(gate: Gate, after: string) {
  return { status: after, ...(gate.auditUser && { offlineUser: gate.auditUser }) };
}

async function audit(tx: Queryable, gate: Gate, ticket: TicketRecord, action: string, after: string): Promise<void> {
  await insertOrganizerChange(tx, gate.organizer.actor, {
    action,
    organizationId: gate.organizer.organizationId,
    entityType: 'TICKET',
    entityId: ticket.uuid,
    eventId: ticket.eventId,
    reservationId: ticket.reservationId,
    ...statusChange(gate, ticket, after),
  });
}

/** The same entry, for the statement that checks the ticket in to write. */
function checkInAudit(gate: Gate, ticket: TicketRecord, action: string): TicketChangeAudit {
  const { actor, organizationId } = gate.organizer;
  return {
    organizationId,
    actor: actorName(actor),
    userId: actor.kind === 'user' ? actor.userId : null,
    action,
    ...statusChange(gate, ticket, 'CHECKED_IN'),
  };
}

/**
 * Checks the ticket in once. A scan is a read and one conditional update that writes its audit
 * entry too: of two gates (or processes) scanning the ticket at once, the update of one finds it
 * checked in already. `payOnSite` first takes a payment due at the door as received (the caller
 * checked that it may), in one transaction on the locked ticket.
 */
export async function checkInTicket(
  db: Database,
  gate: Gate,
  identifier: string,
  code: string | null,
  payOnSite = false,
): Promise<TicketAndCheckInResult> {
  return checkInReadTicket(db, gate, await findTicketByInternalUuid(db, identifier), identifier, code, payOnSite);
}

/** The same, for a ticket the gate read already (with its event, in the same round trip). */
export async function checkInReadTicket(
  db: Database,
  gate: Gate,
  ticket: TicketRecord | null,
  identifier: string,
  code: string | null,
  payOnSite = false,
): Promise<TicketAndCheckInResult> {
  const status = evaluate(gate, ticket, code);
  if (!ticket) return answer(status, null);
  if (status === 'MUST_PAY' && payOnSite) return payAndCheckIn(db, gate, identifier, code);
  if (status !== 'OK_READY_TO_BE_CHECKED_IN') return answer(status, ticket);
  const checked = await markCheckedIn(db, ticket, checkedInBy(gate), checkInAudit(gate, ticket, 'CHECK_IN'));
  if (checked) return answer('SUCCESS', { ...ticket, ...checked });
  // Changed since it was read: mostly another gate was first, whose check-in the answer names.
  const now = await findTicketByInternalUuid(db, identifier);
  const current = evaluate(gate, now, code);
  return answer(current === 'OK_READY_TO_BE_CHECKED_IN' ? 'ALREADY_CHECK_IN' : current, now);
}

async function payAndCheckIn(
  db: Database,
  gate: Gate,
  identifier: string,
  code: string | null,
): Promise<TicketAndCheckInResult> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicketByInternalUuid(tx, identifier);
    let status = evaluate(gate, ticket, code);
    if (!ticket) return answer(status, null);
    if (status === 'MUST_PAY') {
      await markPaidOnSite(tx, ticket.id);
      await audit(tx, gate, ticket, 'ON_SITE_PAYMENT_CONFIRMED', 'ACQUIRED');
      status = 'OK_READY_TO_BE_CHECKED_IN';
    }
    if (status !== 'OK_READY_TO_BE_CHECKED_IN') return answer(status, ticket);
    const checked = await markCheckedIn(tx, ticket, checkedInBy(gate), checkInAudit(gate, ticket, 'CHECK_IN'));
    return checked ? answer('SUCCESS', { ...ticket, ...checked }) : answer('ALREADY_CHECK_IN', ticket);
  });
}

/** A check-in the scan app made offline and uploads: the scanned identifier and code. */
export interface OfflineScan {
  identifier: string;
  code?: string | null;
}

/**
 * Checks in the uploaded scans' tickets as if each scan were made in upload order, in one
 * statement: the first check-in of a ticket stands, a later scan of it (in this upload, or one
 * another gate or upload was first with) answers ALREADY_CHECK_IN, and under a repeated
 * identifier the first scan's answer is kept. `tickets` are the scanned tickets as the gate read
 * them. `payOnSite` takes payments due at the door as received (the caller checked that it may).
 * One round trip whatever the upload's length, and a second to read again the tickets another
 * was first with, to answer with their check-in.
 */
export async function checkInUpload(
  db: Database,
  gate: Gate,
  scans: readonly OfflineScan[],
  tickets: readonly TicketRecord[],
  payOnSite: boolean,
): Promise<Record<string, TicketAndCheckInResult>> {
  const read = new Map(tickets.map((ticket) => [ticket.uuid, ticket]));
  // Each ticket as the scans before have left it, to evaluate the next scan against.
  const current = new Map<number, TicketRecord>();
  const planned = new Map<number, PlannedCheckIn>();
  const firstScans = new Map<
    string,
    { code: string | null; ticket: TicketRecord | null; status: CheckInStatus; plans: boolean }
  >();
  for (const { identifier, code } of scans) {
    const found = isUuid(identifier) ? read.get(identifier.toLowerCase()) : undefined;
    const ticket = found ? (current.get(found.id) ?? found) : null;
    const status = evaluate(gate, ticket, code ?? null);
    const plans = !!ticket && (status === 'OK_READY_TO_BE_CHECKED_IN' || (status === 'MUST_PAY' && payOnSite));
    if (!firstScans.has(identifier))
      firstScans.set(identifier, { code: code ?? null, ticket: found ?? null, status, plans });
    if (!ticket || !plans) continue;
    const paying = status === 'MUST_PAY';
    planned.set(ticket.id, { ticket, payOnSite: paying });
    const metadata = { ...ticket.metadata, ...(paying && { [ON_SITE_PAID_AT]: true }) };
    current.set(ticket.id, { ...ticket, status: 'CHECKED_IN', metadata });
  }

  const { actor, organizationId } = gate.organizer;
  const plans = [...planned.values()];
  const checked = await markAllCheckedIn(db, plans, checkedInBy(gate), {
    organizationId,
    actor: actorName(actor),
    userId: actor.kind === 'user' ? actor.userId : null,
    checkedInAfter: afterChange(gate, 'CHECKED_IN'),
    paidAfter: afterChange(gate, 'ACQUIRED'),
  });
  const lost = plans.filter(({ ticket }) => !checked.has(ticket.id)).map(({ ticket }) => ticket.uuid);
  const reread = new Map((await findTicketsByInternalUuids(db, lost)).map((ticket) => [ticket.uuid, ticket]));

  const answers: Record<string, TicketAndCheckInResult> = {};
  for (const [identifier, { code, ticket, status, plans: planning }] of firstScans) {
    if (!ticket || !planned.has(ticket.id)) {
      answers[identifier] = answer(status, ticket);
      continue;
    }
    const change = checked.get(ticket.id);
    if (change && planning) {
      answers[identifier] = answer('SUCCESS', { ...ticket, ...change });
      continue;
    }
    // A scan after the check-in, or one another gate or upload was first with: answered as a
    // single scan would be then.
    const now = change ? { ...ticket, ...change } : (reread.get(ticket.uuid) ?? null);
    const then = evaluate(gate, now, code);
    answers[identifier] = answer(then === 'OK_READY_TO_BE_CHECKED_IN' ? 'ALREADY_CHECK_IN' : then, now);
  }
  return answers;
}

/**
 * Checks the ticket in without its code, when staff found the holder by name; a payment due on
 * site is taken as received only when `payOnSite`. False when the ticket is not the event's,
 * not of a complete order, or cannot be checked in.
 */
export async function manualCheckIn(
  db: Database,
  gate: Gate,
  identifier: string,
  payOnSite: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicketByInternalUuid(tx, identifier);
    if (!ticket || ticket.eventId !== gate.eventId || ticket.reservationStatus !== 'COMPLETE') return false;
    if (paymentDue(ticket)) {
      if (!payOnSite || !(await markPaidOnSite(tx, ticket.id))) return false;
      await audit(tx, gate, ticket, 'ON_SITE_PAYMENT_CONFIRMED', 'ACQUIRED');
    }
    const audited = checkInAudit(gate, ticket, 'MANUAL_CHECK_IN');
    return (await markCheckedIn(tx, ticket, checkedInBy(gate), audited)) !== null;
  });
}

/**
 * Undoes a check-in. Unlike alf.io, which asks a ticket paid at the door for its payment again,
 * a payment taken at the door stays taken, so the holder is not charged twice.
 */
export async function revertCheckIn(db: Database, gate: Gate, identifier: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicketByInternalUuid(tx, identifier);
    if (!ticket || ticket.eventId !== gate.eventId) return false;
    if (!(await revertCheckedIn(tx, ticket.id))) return false;
    await audit(tx, gate, ticket, 'REVERT_CHECK_IN', 'ACQUIRED');
    return true;
  });
}
