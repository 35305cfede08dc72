import type { ErrorDescriptor, WaitingQueueSubscriptionForm } from '@shop/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../http/validated-response.ts';
import type { EventRow } from '../event-page/event-repository.ts';
import { waitingListOf } from '../event-page/ticket-categories.ts';
import { insertWaitingEntry } from './waiting-list-repository.ts';

/**
 * `POST …/waiting-list/subscribe` (`endpoints.subscribeWaitingList` in the contract): a visitor leaves a name and an
 * address to hear when tickets are released, or when a sale opens (pre-registration).
 */
export type WaitingListForm = z.output<typeof WaitingQueueSubscriptionForm>;

export type SubscribeOutcome = { ok: true; stored: boolean } | { ok: false; errors: ErrorDescriptor[] };

const MAX_LENGTH = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function subscribeToWaitingList(
  db: Queryable,
  event: EventRow,
  form: WaitingListForm,
): Promise<SubscribeOutcome> {
  const errors = validate(event, form);
  if (errors.length > 0) return { ok: false, errors };
  const waitingList = await waitingListOf(db, event);
  // alf.io answers `false` for a refusal without a field to blame; here: a list that is not open.
  if (!waitingList.open) return { ok: true, stored: false };
  const firstName = form.firstName?.trim() ?? null;
  const lastName = form.lastName?.trim() ?? null;
  await insertWaitingEntry(db, {
    eventId: event.id,
    firstName: event.useFirstAndLastName ? firstName : null,
    lastName: event.useFirstAndLastName ? lastName : null,
    fullName: event.useFirstAndLastName ? `${firstName} ${lastName}` : (form.fullName?.trim() ?? ''),
    email: form.email!.trim(),
    language: languageOf(form.userLanguage)!,
    selectedCategoryId:
      form.selectedCategory !== null && waitingList.categoryIds.includes(form.selectedCategory)
        ? form.selectedCategory
        : null,
    type: waitingList.preSales ? 'PRE_SALES' : 'SOLD_OUT',
  });
  return { ok: true, stored: true };
}

/** Field errors with alf.io's codes, two of which are not bundle keys (`lastname.fullname`, `error.userLanguage`). */
function validate(event: EventRow, form: WaitingListForm): ErrorDescriptor[] {
  const errors: ErrorDescriptor[] = [];
  if (!form.termAndConditionsAccepted)
    errors.push(fieldError('termAndConditionsAccepted', 'error.STEP_2_TERMS_CONDITIONS'));
  if (event.privacyUrl?.trim() && !form.privacyPolicyAccepted)
    errors.push(fieldError('privacyPolicyAccepted', 'error.STEP_2_TERMS_CONDITIONS'));
  if (event.useFirstAndLastName) {
    if (isBlank(form.firstName) || tooLong(form.firstName)) errors.push(fieldError('firstName', 'error.firstname'));
    if (isBlank(form.lastName)) errors.push(fieldError('lastName', 'lastname.fullname'));
    else if (tooLong(form.lastName)) errors.push(fieldError('lastName', 'error.lastname'));
  } else if (isBlank(form.fullName) || tooLong(form.fullName)) {
    errors.push(fieldError('fullName', 'error.fullname'));
  }
  const email = form.email?.trim() ?? '';
  if (!EMAIL.test(email) || tooLong(email)) errors.push(fieldError('email', 'error.email'));
  if (languageOf(form.userLanguage) === null) errors.push(fieldError('userLanguage', 'error.userLanguage'));
  return errors;
}

const isBlank = (value: string | null) => !value?.trim();
const tooLong = (value: string | null) => [...(value?.trim() ?? '')].length > MAX_LENGTH;

/** `de-CH` is stored as `de`; what is not a language tag is missing. */
function languageOf(tag: string | null): string | null {
  const lang = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2}$/.test(lang) ? lang : null;
}
