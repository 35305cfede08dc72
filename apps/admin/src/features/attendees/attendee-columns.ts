import type { MessageKey } from '../../messages/index.ts';
import type { AttendeeField, EventAttendee } from './api.ts';

/** A holder's name as one line, whichever parts they gave. */
export function attendeeName(attendee: Pick<EventAttendee, 'firstName' | 'lastName'>): string {
  return [attendee.firstName, attendee.lastName].filter(Boolean).join(' ');
}

/**
 * An additional field's answer in one cell: a choice by its text in the table's language (the
 * server words it), a checkbox field's several values joined.
 */
export function fieldValue(
  attendee: Pick<EventAttendee, 'additional'>,
  field: Pick<AttendeeField, 'name' | 'choices'>,
): string {
  return (attendee.additional[field.name] ?? []).map((value) => field.choices[value] ?? value).join(', ');
}

/** The page count for `total` rows, at least one so the pager always reads "page 1 of 1". */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A sold ticket's state in words: checked in, paid, or to be paid at the door. */
export function ticketStateKey(status: string): MessageKey {
  if (status === 'CHECKED_IN') return 'attendees.checked-in';
  if (status === 'TO_BE_PAID') return 'attendees.to-be-paid';
  return 'attendees.not-checked-in';
}
