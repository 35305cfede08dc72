import type { BookingErrors } from './booking-errors.ts';
import { emailTypoSuggestion, isEmailValid } from './email-typo.ts';

/** Longest name and e-mail address, as the database and the documents take them. */
export const MAX_NAME_LENGTH = 255;

const blank = (value: string | null | undefined) => !value?.trim();
const tooLong = (value: string | null | undefined) => [...(value ?? '')].length > MAX_NAME_LENGTH;

export interface Contact {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * The contact person. alf.io measures the length of both names on a legacy
 * full name the shop never sends, so its length errors never fire; each name is measured itself
 * here. A valid address that looks mistyped is a warning carrying the address to suggest.
 */
export function checkContact(contact: Contact, errors: BookingErrors): void {
  const { email } = contact;
  if (blank(email)) errors.reject('email', 'error.STEP_2_EMPTY_EMAIL');
  else if (tooLong(email)) errors.reject('email', 'error.STEP_2_EMAIL_IS_TOO_LONG', MAX_NAME_LENGTH);
  else if (!isEmailValid(email)) errors.reject('email', 'error.STEP_2_INVALID_EMAIL');
  else {
    const suggestion = emailTypoSuggestion(email!);
    if (suggestion) errors.warn('error.STEP_2_EMAIL_TYPO', [suggestion]);
  }
  checkName(contact.firstName, 'firstName', 'FIRSTNAME', errors);
  checkName(contact.lastName, 'lastName', 'LASTNAME', errors);
}

function checkName(
  value: string | null,
  fieldName: string,
  which: 'FIRSTNAME' | 'LASTNAME' | 'FULLNAME',
  errors: BookingErrors,
): void {
  if (blank(value)) errors.reject(fieldName, `error.STEP_2_EMPTY_${which}`);
  else if (tooLong(value)) errors.reject(fieldName, `error.STEP_2_MAX_LENGTH_${which}`, MAX_NAME_LENGTH);
}

export interface HolderNames {
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
}

/** An attendee under `prefix` (`tickets[uuid].`): e-mail, and first and last name, or a full name on legacy events. */
export function checkHolder(
  holder: HolderNames,
  prefix: string,
  useFirstAndLastName: boolean,
  errors: BookingErrors,
): void {
  if (!isEmailValid(holder.email?.trim()) || tooLong(holder.email)) errors.reject(`${prefix}email`, 'error.email');
  if (useFirstAndLastName) {
    checkName(holder.firstName, `${prefix}firstName`, 'FIRSTNAME', errors);
    checkName(holder.lastName, `${prefix}lastName`, 'LASTNAME', errors);
  } else {
    checkName(holder.fullName, `${prefix}fullName`, 'FULLNAME', errors);
  }
}

/** A subscription bought for someone else names its owner. */
export function checkSubscriptionOwner(owner: Contact | null, errors: BookingErrors): void {
  if (blank(owner?.firstName)) errors.reject('subscriptionOwner.firstName', 'error.STEP_2_EMPTY_FIRSTNAME');
  if (blank(owner?.lastName)) errors.reject('subscriptionOwner.lastName', 'error.STEP_2_EMPTY_LASTNAME');
  if (blank(owner?.email)) errors.reject('subscriptionOwner.email', 'error.STEP_2_EMPTY_EMAIL');
  else if (!isEmailValid(owner?.email?.trim())) errors.reject('subscriptionOwner.email', 'error.STEP_2_INVALID_EMAIL');
}
