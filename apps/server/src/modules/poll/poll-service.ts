import {
  globalErrorFields,
  type ErrorDescriptor,
  type Poll,
  type PollAnswerForm,
  type PollWithOptions,
} from '@shop/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../http/validated-response.ts';
import { findVisibleEvent } from '../event-page/event-repository.ts';
import { uuidPrefixOfTicketPin } from './ticket-pin.ts';
import {
  findCheckedInTicketsByUuidPrefix,
  findOpenPoll,
  findOpenPolls,
  findOptions,
  saveAnswer,
} from './poll-repository.ts';

/**
 * The poll area of an event (`listPolls`, `getPoll`, `answerPoll` in the contract). Attendees
 * prove they are in the room with the PIN of their checked-in ticket; every refusal is a global
 * error on `pin`, except an option that is not one of the poll's.
 */
export type PollOutcome<V> =
  | { ok: true; value: V }
  | {
      ok: false;
      errors: ErrorDescriptor[];
      /** The PIN itself was refused (unknown event, no or several checked-in tickets with it). */
      pinRefused?: true;
    };

const refused = <V>(code: 'not_found' | 'pin.invalid' | 'pin.duplicate'): PollOutcome<V> => ({
  ok: false,
  errors: [fieldError(globalErrorFields.pin, code)],
});

const pinRefused = <V>(code: 'not_found' | 'pin.invalid' | 'pin.duplicate'): PollOutcome<V> => ({
  ok: false,
  errors: [fieldError(globalErrorFields.pin, code)],
  pinRefused: true,
});

type Attendee =
  { ok: true; eventId: number; ticketId: number } | { ok: false; code: 'not_found' | 'pin.invalid' | 'pin.duplicate' };

async function attendeeOf(db: Queryable, eventName: string, pin: string | null): Promise<Attendee> {
  const event = await findVisibleEvent(db, eventName);
  if (!event) return { ok: false, code: 'not_found' };
  const prefix = uuidPrefixOfTicketPin(pin?.trim() ?? '');
  if (prefix === null) return { ok: false, code: 'pin.invalid' };
  const tickets = await findCheckedInTicketsByUuidPrefix(db, event.id, prefix);
  if (tickets.length === 0) return { ok: false, code: 'pin.invalid' };
  if (tickets.length > 1) return { ok: false, code: 'pin.duplicate' };
  return { ok: true, eventId: event.id, ticketId: tickets[0]! };
}

export async function listPolls(db: Queryable, eventName: string, pin: string): Promise<PollOutcome<Poll[]>> {
  const attendee = await attendeeOf(db, eventName, pin);
  if (!attendee.ok) return pinRefused(attendee.code);
  return { ok: true, value: await findOpenPolls(db, attendee.eventId) };
}

export async function getPoll(
  db: Queryable,
  eventName: string,
  pollId: number,
  pin: string,
): Promise<PollOutcome<PollWithOptions>> {
  const attendee = await attendeeOf(db, eventName, pin);
  if (!attendee.ok) return pinRefused(attendee.code);
  const poll = await findOpenPoll(db, attendee.eventId, pollId);
  if (!poll) return refused('not_found');
  return { ok: true, value: { poll, options: await findOptions(db, poll.id) } };
}

export async function answerPoll(
  db: Queryable,
  eventName: string,
  pollId: number,
  form: z.output<typeof PollAnswerForm>,
): Promise<PollOutcome<boolean>> {
  const attendee = await attendeeOf(db, eventName, form.pin);
  if (!attendee.ok) return pinRefused(attendee.code);
  const poll = await findOpenPoll(db, attendee.eventId, pollId);
  if (!poll) return refused('not_found');
  if (form.optionId === null) return { ok: false, errors: [fieldError('optionId', 'error.emptyField')] };
  const options = await findOptions(db, poll.id);
  // alf.io fails with a server error here; an option of another poll is the client's mistake.
  if (!options.some((option) => option.id === form.optionId)) {
    return { ok: false, errors: [fieldError('optionId', 'error.restrictedValue')] };
  }
  await saveAnswer(db, { pollId: poll.id, optionId: form.optionId, ticketId: attendee.ticketId });
  return { ok: true, value: true };
}
