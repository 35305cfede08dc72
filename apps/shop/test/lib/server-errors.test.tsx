import { act, render, screen, waitFor } from '@testing-library/react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { bookingErrorResolver, shownInDocument } from '../../src/features/reservation/booking/booking-error-paths.ts';
import type { BookingFormValues } from '../../src/features/reservation/booking/booking-values.ts';
import { ApiError } from '../../src/lib/api-client.ts';
import {
  applyServerErrors,
  errorMessage,
  fieldIn,
  fieldPath,
  messageOfFieldError,
  sortServerErrors,
} from '../../src/lib/server-errors.ts';

const uuid = '5c3e1a2b-0000-4000-8000-000000000001';

interface Values extends FieldValues {
  email: string;
  billingAddressZip: string;
  tickets: Record<string, { email: string; additional: Record<string, (string | null)[]> }>;
  additionalServices: Record<
    string,
    { additionalServiceItemId: number; additional: Record<string, (string | null)[]> }[]
  >;
}

const defaults: Values = {
  email: '',
  billingAddressZip: '',
  tickets: { [uuid]: { email: '', additional: { company: [''], workshops: [null, null] } } },
  additionalServices: { [uuid]: [{ additionalServiceItemId: 7, additional: { drink: [''] } }] },
};

/** A form with the fields a server answer may name, each registered under its form path. */
function renderForm() {
  let form: UseFormReturn<Values> | null = null;
  function Form() {
    const hook = useForm<Values>({ defaultValues: defaults });
    form = hook;
    const field = (name: string, label: string) => (
      <label>
        {label}
        <input {...hook.register(name as never)} />
      </label>
    );
    return (
      <form>
        {field('email', 'Email')}
        {field('billingAddressZip', 'Postal code')}
        {field(`tickets.${uuid}.email`, 'Attendee email')}
        {field(`tickets.${uuid}.additional.company.0`, 'Company')}
        {field(`tickets.${uuid}.additional.workshops.0`, 'Green')}
        {field(`tickets.${uuid}.additional.workshops.1`, 'Security')}
        {field(`additionalServices.${uuid}.0.additional.drink.0`, 'Drink')}
      </form>
    );
  }
  render(<Form />);
  if (!form) throw new Error('form not rendered');
  return form as UseFormReturn<Values>;
}

const refusal = (...errors: [fieldName: string, code: string, args?: Record<string, string>][]) =>
  new ApiError(
    422,
    {
      success: false,
      errorCount: errors.length,
      validationErrors: errors.map(([fieldName, code, args]) => ({ fieldName, code, arguments: args ?? null })),
      warnings: [],
      value: false,
    },
    [],
  );

const errorOf = (form: UseFormReturn<Values>, name: string) =>
  messageOfFieldError(form.getFieldState(name as never).error);

describe('applyServerErrors', () => {
  test('bracket paths become form paths', () => {
    expect(fieldPath(`tickets[${uuid}].additional[company][0]`)).toBe(`tickets.${uuid}.additional.company.0`);
    expect(fieldPath(`additionalServices[${uuid}][0].additional[drink][0]`)).toBe(
      `additionalServices.${uuid}.0.additional.drink.0`,
    );
    expect(fieldPath('subscriptionOwner.email')).toBe('subscriptionOwner.email');
  });

  test('errors go under the fields they name, with their arguments; the rest is returned as global', () => {
    const form = renderForm();
    let global: ReturnType<typeof applyServerErrors> = [];
    act(() => {
      global = applyServerErrors(
        form,
        refusal(
          ['billingAddressZip', 'error.length', { '0': '5' }],
          [`tickets[${uuid}].email`, 'error.email'],
          ['contactAndTicketsForm', 'error.STEP_2_MISSING_ATTENDEE_DATA'],
          ['nowhere.in.this.form', 'error.generic'],
        ),
      );
    });

    expect(errorOf(form, 'billingAddressZip')).toEqual({ code: 'error.length', arguments: { '0': '5' } });
    expect(errorOf(form, `tickets.${uuid}.email`)).toEqual({ code: 'error.email', arguments: null });
    expect(errorOf(form, 'email')).toBeNull();
    expect(global).toEqual([
      { code: 'error.STEP_2_MISSING_ATTENDEE_DATA', arguments: null },
      { code: 'error.generic', arguments: null },
    ]);
  });

  test('the first field with an error receives the focus', async () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(
        form,
        refusal(
          ['contactAndTicketsForm', 'error.STEP_2_MISSING_ATTENDEE_DATA'],
          [`tickets[${uuid}].email`, 'error.email'],
          [`tickets[${uuid}].additional[company][0]`, 'error.tooLong'],
        ),
      );
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Attendee email')));
  });

  test('the focus goes to the topmost field with an error, whatever the order of the answer', async () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(
        form,
        refusal([`tickets[${uuid}].email`, 'error.email'], ['billingAddressZip', 'error.emptyField']),
      );
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Postal code')));
  });

  test('a field keeps its first error', () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form, refusal(['email', 'error.STEP_2_EMPTY_EMAIL'], ['email', 'error.STEP_2_INVALID_EMAIL']));
    });
    expect(errorOf(form, 'email')?.code).toBe('error.STEP_2_EMPTY_EMAIL');
  });

  test('a failure without a validation body is one global error: 5xx as the payment-request error', () => {
    const form = renderForm();
    const serverError = new ApiError(503, null, [{ code: 'error.STEP_2_PAYMENT_REQUEST_CREATION', arguments: null }]);
    expect(applyServerErrors(form, serverError)).toEqual([
      { code: 'error.STEP_2_PAYMENT_REQUEST_CREATION', arguments: null },
    ]);
    expect(applyServerErrors(form, new TypeError('offline'))).toEqual([
      { code: 'shop.error.generic', arguments: null },
    ]);
  });

  test('stored messages carry their arguments', () => {
    expect(messageOfFieldError({ message: errorMessage('error.tooShort', { '0': 3 }) })).toEqual({
      code: 'error.tooShort',
      arguments: { '0': 3 },
    });
    expect(messageOfFieldError({ message: 'error.emptyField' })).toEqual({ code: 'error.emptyField', arguments: null });
    expect(messageOfFieldError(undefined)).toBeNull();
  });
});

describe('sortServerErrors, for a form with a fixed list of fields', () => {
  const fields = ['email', 'captcha'] as const;

  test('errors naming one of the fields go under it, in order; the rest are global', () => {
    const sorted = sortServerErrors(
      {
        validationErrors: [
          { fieldName: 'email', code: 'error.email', arguments: null },
          { fieldName: 'tickets[x].email', code: 'error.ticket', arguments: null },
          { fieldName: 'email', code: 'error.email.again', arguments: { 0: 'a' } },
          { fieldName: null, code: 'error.global', arguments: null },
        ],
      },
      fieldIn(fields),
    );
    expect(sorted.fieldErrors).toEqual({
      email: [
        { code: 'error.email', arguments: null },
        { code: 'error.email.again', arguments: { 0: 'a' } },
      ],
    });
    expect(sorted.globalErrors.map((error) => error.code)).toEqual(['error.ticket', 'error.global']);
  });

  test('a failure without validation errors is its own global errors, or the generic one', () => {
    const refused = new ApiError(403, null, [{ code: 'error.forbidden', arguments: null }]);
    expect(sortServerErrors(refused, fieldIn(fields))).toEqual({
      fieldErrors: {},
      globalErrors: [{ code: 'error.forbidden', arguments: null }],
    });
    expect(sortServerErrors(new TypeError('offline'), fieldIn(fields)).globalErrors).toHaveLength(1);
  });
});

describe('the booking form resolver of server paths', () => {
  const resolveWith = (form: UseFormReturn<Values>) =>
    bookingErrorResolver(form.getValues() as unknown as BookingFormValues, shownInDocument);

  test('an additional-service field reported on the ticket lands on the supplement of that ticket', async () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form, refusal([`tickets[${uuid}].additional[drink][0]`, 'error.emptyField']), {
        resolve: resolveWith(form),
      });
    });
    expect(errorOf(form, `additionalServices.${uuid}.0.additional.drink.0`)?.code).toBe('error.emptyField');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Drink')));
  });

  test("the ticket's own additional field keeps its error", () => {
    const form = renderForm();
    let global: ReturnType<typeof applyServerErrors> = [];
    act(() => {
      global = applyServerErrors(form, refusal([`tickets[${uuid}].additional[company][0]`, 'error.tooLong']), {
        resolve: resolveWith(form),
      });
    });
    expect(global).toEqual([]);
    expect(errorOf(form, `tickets.${uuid}.additional.company.0`)?.code).toBe('error.tooLong');
  });

  test('a required checkbox group without slot index lands on its first option', async () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form, refusal([`tickets[${uuid}].additional[workshops]`, 'error.emptyField']), {
        resolve: resolveWith(form),
      });
    });
    expect(errorOf(form, `tickets.${uuid}.additional.workshops.0`)?.code).toBe('error.emptyField');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Green')));
  });

  test('a field that is not on screen is a global error', () => {
    const form = renderForm();
    let global: ReturnType<typeof applyServerErrors> = [];
    act(() => {
      global = applyServerErrors(
        form,
        refusal(['vatNr', 'error.emptyField'], [`tickets[${uuid}].additional[unknown][0]`, 'error.emptyField']),
        { resolve: resolveWith(form) },
      );
    });
    expect(global.map((error) => error.code)).toEqual(['error.emptyField', 'error.emptyField']);
  });
});
