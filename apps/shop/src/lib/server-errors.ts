import type { ErrorDescriptor, ValidatedResponse } from '@shop/contract';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorCodes, type GlobalError } from './api-client.ts';

/**
 * The one road from a server's answer to a form. A 422 answer lists validation errors, each with
 * an optional `fieldName` (`tickets[uuid].email`): an error whose field the form shows goes under
 * that field, every other one is shown above the form (see `ValidatedResponse` in
 * `packages/contract`). `sortServerErrors` decides which is which; `applyServerErrors` puts them
 * on a react-hook-form form. Field messages are translation keys with their arguments.
 */

/** `tickets[uuid].additional[company][0]` → `tickets.uuid.additional.company.0`. */
export function fieldPath(fieldName: string): string {
  return fieldName.replace(/\[/g, '.').replace(/\]/g, '').replace(/^\./, '');
}

/** A field error's message as the form stores it: the key alone, or key and arguments as JSON. */
export function errorMessage(code: string, args: ErrorDescriptor['arguments'] = null): string {
  return args && Object.keys(args).length > 0 ? JSON.stringify({ code, arguments: args }) : code;
}

/** What a field shows for a stored message: the key to translate and its arguments. */
export function messageOfFieldError(error: Pick<FieldError, 'message'> | undefined): GlobalError | null {
  const message = error?.message;
  if (!message) return null;
  if (message.startsWith('{')) {
    try {
      const parsed = JSON.parse(message) as GlobalError;
      if (typeof parsed.code === 'string') return { code: parsed.code, arguments: parsed.arguments ?? null };
    } catch {
      // A key that merely starts with a brace.
    }
  }
  return { code: message, arguments: null };
}

export interface SortedServerErrors<F extends string> {
  /** Each field's errors, in the server's order. */
  fieldErrors: Partial<Record<F, GlobalError[]>>;
  globalErrors: GlobalError[];
}

/**
 * Splits what a send failed with into field errors and global errors. `resolve` names the form
 * field a dotted server path belongs to, or null. A failure without validation errors is one
 * global error: the server's own, else the generic one.
 */
export function sortServerErrors<F extends string>(
  failure: unknown,
  resolve: (path: string) => F | null,
): SortedServerErrors<F> {
  const validation = validationOf(failure);
  if (!validation)
    return {
      fieldErrors: {},
      globalErrors:
        failure instanceof ApiError ? [...failure.globalErrors] : [{ code: errorCodes.generic, arguments: null }],
    };
  const sorted: SortedServerErrors<F> = { fieldErrors: {}, globalErrors: [] };
  for (const error of validation.validationErrors) {
    if (!error.code) continue;
    const entry = { code: error.code, arguments: error.arguments };
    const field = error.fieldName ? resolve(fieldPath(error.fieldName)) : null;
    if (field) (sorted.fieldErrors[field] ??= []).push(entry);
    else sorted.globalErrors.push(entry);
  }
  return sorted;
}

/** A resolver for a form with a fixed list of fields: a server path is a field when it names one. */
export function fieldIn<F extends string>(fields: readonly F[]): (path: string) => F | null {
  return (path) => fields.find((field) => field === path) ?? null;
}

export interface ServerErrorOptions {
  /**
   * The form field a dotted server path belongs to, or null when none does (a global error).
   * By default a path is a field when the form has a value there.
   */
  resolve?: (path: string) => string | null;
}

type ServerErrorForm<F extends FieldValues> = Pick<UseFormReturn<F>, 'setError' | 'setFocus' | 'getValues'>;

/**
 * Puts the errors of `failure` on the form and returns those no field claims. `failure` may be
 * a `ValidatedResponse`, or whatever a call threw: an `ApiError` with a 422 body is mapped like
 * one, any other failure becomes its single global error (5xx: `error.STEP_2_PAYMENT_REQUEST_CREATION`).
 */
export function applyServerErrors<F extends FieldValues>(
  form: ServerErrorForm<F>,
  failure: unknown,
  options: ServerErrorOptions = {},
): GlobalError[] {
  const resolve =
    options.resolve ?? ((path: string) => (form.getValues(path as FieldPath<F>) === undefined ? null : path));
  const { fieldErrors, globalErrors } = sortServerErrors(failure, resolve);
  const claimed = Object.keys(fieldErrors);
  for (const field of claimed) {
    // A field shows its first error; later ones for the same field would only hide it.
    const [first] = fieldErrors[field] ?? [];
    if (first)
      form.setError(field as FieldPath<F>, { type: 'server', message: errorMessage(first.code, first.arguments) });
  }
  const first = firstOnPage(claimed);
  if (first) focusField(form, first);
  return globalErrors;
}

/**
 * The server lists its errors in the order it checks them, not in the order of the page: the
 * buyer is taken to the topmost field (by its `name`), or to the first listed when none shows.
 */
function firstOnPage(fields: readonly string[]): string | undefined {
  let first: { field: string; element: Element } | undefined;
  for (const field of fields) {
    const element = document.getElementsByName(field)[0];
    if (element && (!first || element.compareDocumentPosition(first.element) & Node.DOCUMENT_POSITION_FOLLOWING))
      first = { field, element };
  }
  return first?.field ?? fields[0];
}

function validationOf(failure: unknown): Pick<ValidatedResponse<unknown>, 'validationErrors'> | null {
  if (failure instanceof ApiError) return failure.validation;
  if (
    typeof failure === 'object' &&
    failure !== null &&
    Array.isArray((failure as { validationErrors?: unknown }).validationErrors)
  ) {
    return failure as Pick<ValidatedResponse<unknown>, 'validationErrors'>;
  }
  return null;
}

/**
 * Focus moves the page to the field; centring it keeps it clear of a sticky banner above.
 * react-hook-form focuses in a timeout, so the scroll waits for the next one.
 */
function focusField<F extends FieldValues>(form: ServerErrorForm<F>, field: string): void {
  form.setFocus(field as FieldPath<F>);
  setTimeout(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView?.({ block: 'center' });
  });
}
