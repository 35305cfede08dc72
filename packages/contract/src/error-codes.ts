import type { RouteKey } from './routes.ts';

/**
 * Codes the server returns in `validationErrors[].code` and `warnings[].code`.
 * Each code is a translation key, listed once under the first family that returns it. Server
 * extensions may add arbitrary codes, which is why `ErrorDescriptor.code` stays a plain string.
 */
export const errorCodes = [
  // reserve-tickets; the four from ACCESS_RESTRICTED to USAGE_EXCEEDED also from the subscription reserve call
  'error.STEP_1_SELECT_AT_LEAST_ONE',
  'error.STEP_1_OVER_MAXIMUM',
  'error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE',
  'error.STEP_1_NOT_ENOUGH_TICKETS',
  'error.STEP_1_ACCESS_RESTRICTED',
  'error.STEP_1_CODE_NOT_FOUND',
  'error.STEP_1_CATEGORIES_NOT_COMPATIBLE',
  'error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED',
  'error.STEP_2_CAPTCHA_VALIDATION_FAILED',

  // confirm overview (pay); TERMS_CONDITIONS also from the waiting list
  'error.STEP_2_ORDER_HAS_EXPIRED',
  'error.STEP_2_MISSING_PAYMENT_METHOD',
  'error.STEP_2_TERMS_CONDITIONS',
  'error.STEP_2_PAYMENT_PROCESSING_ERROR',

  // validate-to-overview, ticket update and profile update: contact and attendee data
  'error.STEP_2_EMPTY_EMAIL',
  'error.STEP_2_EMAIL_IS_TOO_LONG',
  'error.STEP_2_INVALID_EMAIL',
  'error.STEP_2_EMAIL_TYPO',
  'error.STEP_2_EMPTY_FIRSTNAME',
  'error.STEP_2_MAX_LENGTH_FIRSTNAME',
  'error.STEP_2_EMPTY_LASTNAME',
  'error.STEP_2_MAX_LENGTH_LASTNAME',
  'error.STEP_2_EMPTY_FULLNAME',
  'error.STEP_2_MAX_LENGTH_FULLNAME',
  'error.STEP_2_MISSING_ATTENDEE_DATA',
  'error.STEP_2_ADDITIONAL_ITEMS_NOT_ASSIGNED',
  'error.STEP_2_WHITELIST_CHECK_FAILED',

  // same family: VAT, billing address, Italian e-invoicing and additional fields
  'error.STEP_2_INVALID_VAT',
  'error.vatVIESDown',
  'error.emptyField',
  'error.tooLong',
  'error.tooShort',
  'error.tooOld',
  'error.tooYoung',
  'error.length',
  'error.restrictedValue',
  'error.disabledValue',
  'error.lengthMustBe7',
  'error.alphanumeric',
  'error.italyEInvoicingReferenceTypeSelectValue',
  'error.generic',
  'warning.fiscal-code-name-mismatch',

  // waiting list; error.email also from ticket update
  'error.email',
  'error.firstname',
  'error.lastname',
  'error.fullname',
  'lastname.fullname',
  'error.userLanguage',

  // subscription reserve
  'show-subscription.sold-out.message',

  // apply-code (subscription applied to an event reservation); error.restrictedValue too
  'subscription.uuid.not.found',
  'subscription.pin.not.found',
  'subscription.code.insert.full',
  'subscription.not.acquired',
  'subscription.not.valid',
  'subscription.expired',
  'subscription.max-usage-reached',
  'subscription.max-usage-reached-per-event',

  // polls
  'pin.invalid',
  'pin.duplicate',
  'not_found',

  // our server's rate limits on code guessing (validate-code, reserve-tickets with a code, apply-code)
  'error.TOO_MANY_REQUESTS',

  // our server's hold extension: the buyer asked for more time more often than allowed
  'error.HOLD_EXTENSION_LIMIT',
  // our server's hold extension: asked for before the last minutes in which the shop offers it
  'error.HOLD_EXTENSION_NOT_YET',

  // our server's fair queue: tickets asked for by a session the queue has not let in yet
  'error.QUEUE_ADMISSION_REQUIRED',
  // our server's live availability: the process holds as many streams as it is allowed
  'error.TOO_MANY_STREAMS',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Codes sent in `warnings`: they block the booking step only until re-sent with `ignoreWarnings=true`. */
export const warningCodes = [
  'error.STEP_2_EMAIL_TYPO',
  'warning.fiscal-code-name-mismatch',
] as const satisfies readonly ErrorCode[];

/** Codes whose message uses `{{0}}`, filled from `arguments["0"]` (or `params[0]` for warnings). */
export const codesWithArgument = [
  'error.STEP_1_OVER_MAXIMUM',
  'error.STEP_2_PAYMENT_PROCESSING_ERROR',
  'error.STEP_2_EMAIL_TYPO',
  'error.tooShort',
  'error.tooOld',
  'error.tooYoung',
  'error.length',
  'subscription.uuid.not.found',
  'subscription.pin.not.found',
  /** Seconds to wait before trying again, as in the answer's `Retry-After` header. */
  'error.TOO_MANY_REQUESTS',
] as const satisfies readonly ErrorCode[];

/** alf.io sends these, but its bundle has no message for them: a client needs its own text. */
export const codesMissingFromBundle = [
  'lastname.fullname',
  'error.userLanguage',
  'pin.duplicate',
  'not_found',
] as const satisfies readonly ErrorCode[];

/**
 * Prefixes of payment providers' message keys (`error.STEP2_STRIPE_card_declined`, …). They are
 * never codes: the server resolves them into argument 0 of `error.STEP_2_PAYMENT_PROCESSING_ERROR`,
 * falling back to `error.STEP2_STRIPE_unexpected`.
 */
export const paymentProviderMessagePrefixes = ['error.STEP2_STRIPE_', 'error.STEP_2_PAYPAL_'] as const;

/** The code the shop shows for any answer with a status above 499, as alf.io's shop does. */
export const serverFailureCode = 'error.STEP_2_PAYMENT_REQUEST_CREATION';

export const isErrorCode = (code: string | null): code is ErrorCode =>
  code !== null && (errorCodes as readonly string[]).includes(code);

/**
 * `fieldName` of global errors: the name of the request object the endpoint reads. An error
 * whose `fieldName` matches no form field is shown at the top of the form.
 */
export const globalErrorFields = {
  reservationForm: 'reservationForm',
  contactAndTicketsForm: 'contactAndTicketsForm',
  paymentForm: 'paymentForm',
  waitingQueueSubscriptionForm: 'waitingQueueSubscriptionForm',
  updateProfileForm: 'updateProfileForm',
  reservationCodeForm: 'reservationCodeForm',
  linkRecoveryForm: 'linkRecoveryForm',
  /** The subscription reserve call. */
  request: 'request',
  /** Poll errors. */
  pin: 'pin',
  /** validate-code; an unknown event there is reported on `eventName` with a null code. */
  promoCode: 'promoCode',
} as const;
export type GlobalErrorField = (typeof globalErrorFields)[keyof typeof globalErrorFields];

/**
 * Which global field each endpoint reports on. Ticket update reports its global errors with an
 * empty field name, so it is not listed.
 */
export const globalErrorFieldOf = {
  reserveTickets: 'reservationForm',
  validateCode: 'promoCode',
  subscribeWaitingList: 'waitingQueueSubscriptionForm',
  recoverReservationLinks: 'linkRecoveryForm',
  reserveSubscription: 'request',
  validateToOverview: 'contactAndTicketsForm',
  confirmOverview: 'paymentForm',
  applySubscriptionCode: 'reservationCodeForm',
  updateMe: 'updateProfileForm',
  listPolls: 'pin',
  getPoll: 'pin',
  answerPoll: 'pin',
  extendHold: 'request',
  streamAvailability: 'request',
} as const satisfies Partial<Record<RouteKey, GlobalErrorField>>;
