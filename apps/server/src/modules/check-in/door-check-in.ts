import { timingSafeEqual } from 'node:crypto';
import type { CheckInStatus, CheckInTicket, TicketAndCheckInResult, TicketCheckInStatusResult } from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { insertOrganizerChange } from '../organizer/organizer-audit-repository.ts';
import { actorName, type Organizer } from '../organizer/organizer-roles.ts';
import { codeOf } from '../ticket/ticket-access.ts';
import { attendeeFullName } from '../ticket/ticket-code.ts';
import {
  findTicketByInternalUuid,
  lockTicketByInternalUuid,
  markCheckedIn,
  markPaidOnSite,
  CHECKED_IN_BY,
  ON_SITE_PAID_AT,
  revertCheckedIn,
  type TicketChangeAudit,
  type TicketRecord,
} from '../ticket/ticket-repository.ts';

/** Who scans, at which event: `auditUser` is the scan app's offline user when it names one. */
export interface Gate {
  organizer: Organizer;
  eventId: number;
  auditUser: string | null;
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

/** The scanned ticket's answer, without changing it. */
export async function lookUpTicket(
  db: Queryable,
  gate: Gate,
  identifier: string,
  code: string | null,
): Promise<TicketAndCheckInResult> {
  const ticket = await findTicketByInternalUuid(db, identifier);
  return answer(evaluate(gate, ticket, code), ticket);
}

/** Whether the event's ticket is checked in; null when the event has no such ticket. */
export async function ticketCheckInStatus(
  db: Queryable,
  gate: Gate,
  identifier: string,
): Promise<TicketCheckInStatusResult | null> {
  const ticket = await findTicketByInternalUuid(db, identifier);
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
  return {
    before: { status: ticket.status },
    after: { status: after, ...(gate.auditUser && { offlineUser: gate.auditUser }) },
  };
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
  const ticket = await findTicketByInternalUuid(db, identifier);
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
