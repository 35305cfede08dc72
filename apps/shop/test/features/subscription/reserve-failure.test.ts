import { describe, expect, test } from 'vitest';
import { reserveFailureMessage } from '../../../src/features/subscription/reserve-failure.ts';
import { ApiError, errorCodes } from '../../../src/lib/api-client.ts';

const validation = (...codes: (string | null)[]) => ({
  success: false,
  errorCount: codes.length,
  validationErrors: codes.map((code) => ({ fieldName: 'request', code, arguments: code ? { 0: 'A' } : null })),
  warnings: [],
  value: null,
});

describe('what a failed reservation tells', () => {
  test('the first validation error with a code, with its arguments', () => {
    const error = new ApiError(
      422,
      validation(null, 'error.STEP_1_CODE_NOT_FOUND', 'show-subscription.sold-out.message'),
      [],
    );
    expect(reserveFailureMessage(error)).toEqual({ key: 'error.STEP_1_CODE_NOT_FOUND', args: { 0: 'A' } });
  });

  test('a server error or a failed human challenge by its own code', () => {
    expect(reserveFailureMessage(new ApiError(500, null, [{ code: errorCodes.server, arguments: null }])).key).toBe(
      errorCodes.server,
    );
    expect(reserveFailureMessage(new ApiError(403, null, [{ code: errorCodes.challenge, arguments: null }])).key).toBe(
      errorCodes.challenge,
    );
  });

  test('anything else: the reservation failed', () => {
    const failed = 'reservation-page-error-status.header.title';
    expect(reserveFailureMessage(new ApiError(422, null, [{ code: errorCodes.generic, arguments: null }])).key).toBe(
      failed,
    );
    expect(reserveFailureMessage(new ApiError(404, null, [{ code: errorCodes.generic, arguments: null }])).key).toBe(
      failed,
    );
    expect(reserveFailureMessage(new TypeError('boom')).key).toBe(failed);
  });
});
