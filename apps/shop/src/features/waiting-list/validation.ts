import type { GlobalError } from '../../lib/api-client.ts';
import type { WaitingListBody } from './api.ts';

/** The waiting-list form as typed. */
export interface WaitingListValues {
  firstName: string;
  lastName: string;
  email: string;
  userLanguage: string;
  /** A category id, or empty for any category. */
  selectedCategory: string;
  termAndConditionsAccepted: boolean;
  privacyPolicyAccepted: boolean;
}

/** In the order of the form: the first one with an error receives focus. */
export const waitingListFields = [
  'firstName',
  'lastName',
  'email',
  'userLanguage',
  'selectedCategory',
  'termAndConditionsAccepted',
  'privacyPolicyAccepted',
] as const satisfies readonly (keyof WaitingListValues)[];

export type WaitingListField = (typeof waitingListFields)[number];
export type WaitingListErrors = Partial<Record<WaitingListField, GlobalError[]>>;

/** Names and e-mail at most 255 characters. */
export const maxTextLength = 255;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own checks, with the server's codes for the same mistakes so both sides read alike. */
export function validateWaitingList(
  values: WaitingListValues,
  { privacyRequired }: { privacyRequired: boolean },
): WaitingListErrors {
  const errors: WaitingListErrors = {};
  const fail = (field: WaitingListField, code: string) => (errors[field] = [{ code, arguments: null }]);
  const text = (field: 'firstName' | 'lastName' | 'email', emptyCode: string) => {
    const value = values[field].trim();
    if (value === '') fail(field, emptyCode);
    else if (value.length > maxTextLength) fail(field, 'error.tooLong');
  };
  text('firstName', 'error.firstname');
  text('lastName', 'error.lastname');
  text('email', 'error.email');
  if (!errors.email && !emailPattern.test(values.email.trim())) fail('email', 'error.email');
  if (!values.userLanguage) fail('userLanguage', 'error.userLanguage');
  if (!values.termAndConditionsAccepted) fail('termAndConditionsAccepted', 'error.STEP_2_TERMS_CONDITIONS');
  if (privacyRequired && !values.privacyPolicyAccepted)
    fail('privacyPolicyAccepted', 'shop.event-page.waiting-list.privacy-required');
  return errors;
}

export function firstInvalidField(errors: WaitingListErrors): WaitingListField | null {
  return waitingListFields.find((field) => errors[field]?.length) ?? null;
}

export function waitingListBody(values: WaitingListValues, privacyRequired: boolean): WaitingListBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userLanguage: values.userLanguage,
    selectedCategory: values.selectedCategory ? Number(values.selectedCategory) : null,
    termAndConditionsAccepted: values.termAndConditionsAccepted,
    privacyPolicyAccepted: privacyRequired ? values.privacyPolicyAccepted : false,
  };
}
