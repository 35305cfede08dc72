import type { GlobalError } from '../../lib/api-client.ts';
import { fieldIn, sortServerErrors } from '../../lib/server-errors.ts';

/** PINs are written in this alphabet, which leaves out look-alike characters; any case is fine. */
const pinPattern = /^[ACDEFGHJKLMNPQRTUVWXY34679]{6,7}$/;

/** The PIN as the server reads it: spaces people type between groups dropped, upper case. */
export function normalizePin(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The PIN field's own check, with the server's code for the same mistake. */
export function pinError(typed: string): GlobalError | null {
  const pin = normalizePin(typed);
  if (pin === '') return { code: 'error.emptyField', arguments: null };
  return pinPattern.test(pin) ? null : { code: 'pin.invalid', arguments: null };
}

export function optionError(optionId: number | null): GlobalError | null {
  return optionId === null ? { code: 'shop.poll.choose-option', arguments: null } : null;
}

export interface PollErrors {
  /** Errors about the PIN: the server reports every refusal of the poll area there. */
  pin: GlobalError[];
  optionId: GlobalError[];
  /** Anything else: a network failure, a server error. */
  other: GlobalError[];
}

/** Sorts what a poll call failed with into the PIN's errors, the option's and the rest. */
export function pollErrorsOf(failure: unknown): PollErrors {
  const { fieldErrors, globalErrors } = sortServerErrors(failure, fieldIn(['pin', 'optionId'] as const));
  return { pin: fieldErrors.pin ?? [], optionId: fieldErrors.optionId ?? [], other: globalErrors };
}

/** A refusal that means the attendee must enter another PIN rather than retry. */
export function isPinRefused(errors: PollErrors): boolean {
  return errors.pin.some((error) => error.code === 'pin.invalid' || error.code === 'pin.duplicate');
}
