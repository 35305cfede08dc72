import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatedResponse } from '../src/common.ts';
import { endpoints } from '../src/endpoints.ts';
import {
  codesMissingFromBundle,
  codesWithArgument,
  errorCodes,
  globalErrorFieldOf,
  globalErrorFields,
  isErrorCode,
  warningCodes,
} from '../src/error-codes.ts';

describe('ValidatedResponse', () => {
  it('reads the illustrative 422 body of the contract', () => {
    const body = {
      success: false,
      errorCount: 2,
      validationErrors: [
        { fieldName: 'tickets[0f6c…].email', code: 'error.email', arguments: null },
        { fieldName: 'contactAndTicketsForm', code: 'error.STEP_2_MISSING_ATTENDEE_DATA', arguments: null },
      ],
      warnings: [],
      value: false,
    };
    expect(endpoints.validateToOverview.responses[422].parse(body)).toEqual(body);
  });

  it('reads the illustrative success with a warning', () => {
    const body = {
      success: true,
      errorCount: 0,
      validationErrors: [],
      warnings: [{ code: 'error.STEP_2_EMAIL_TYPO', params: ['me@example'] }],
      value: true,
    };
    expect(endpoints.validateToOverview.responses[200].parse(body)).toEqual(body);
  });

  it('accepts positional arguments as strings or numbers, and a null field name', () => {
    const body = {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName: null, code: 'error.STEP_1_OVER_MAXIMUM', arguments: { '0': 5 } }],
      warnings: [],
      value: null,
    };
    expect(validatedResponse(z.string()).safeParse(body).success).toBe(true);
  });

  it('insists on every property, because alf.io never omits one', () => {
    const withoutWarnings = { success: true, errorCount: 0, validationErrors: [], value: true };
    expect(validatedResponse(z.boolean()).safeParse(withoutWarnings).success).toBe(false);
    const withoutArguments = {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName: 'email', code: 'error.email' }],
      warnings: [],
      value: false,
    };
    expect(validatedResponse(z.boolean()).safeParse(withoutArguments).success).toBe(false);
  });

  it('checks the value against the endpoint payload', () => {
    const body = { success: true, errorCount: 0, validationErrors: [], warnings: [], value: 42 };
    expect(endpoints.reserveTickets.responses[200].safeParse(body).success).toBe(false);
  });

  it('allows the empty 422 of the subscription reserve call', () => {
    expect(endpoints.reserveSubscription.responses[422].safeParse(undefined).success).toBe(true);
  });
});

describe('error codes', () => {
  it('lists each code once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('covers the codes the shop must translate', () => {
    for (const code of [
      'error.STEP_1_CODE_NOT_FOUND',
      'error.STEP_2_MISSING_ATTENDEE_DATA',
      'subscription.max-usage-reached-per-event',
      'lastname.fullname',
      'pin.invalid',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(isErrorCode('error.STEP2_STRIPE_card_declined')).toBe(false);
    expect(isErrorCode(null)).toBe(false);
  });

  it('keeps the sub-lists inside the main list', () => {
    for (const code of [...warningCodes, ...codesWithArgument, ...codesMissingFromBundle]) {
      expect(errorCodes).toContain(code);
    }
  });

  it('names global errors after the bound request object', () => {
    const names = Object.values(globalErrorFields);
    expect(names).toEqual(Object.keys(globalErrorFields));
    for (const [key, field] of Object.entries(globalErrorFieldOf)) {
      expect(names, key).toContain(field);
      expect(endpoints, key).toHaveProperty(key);
    }
  });
});
