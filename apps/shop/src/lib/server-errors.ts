import type { ErrorDescriptor, ValidatedResponse } from '@shop/contract';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorCodes, type GlobalError } from './api-client.ts';

/**
 * The one road from a server's validation answer (`ErrorDescriptor`s in `packages/contract`) to a react-hook-form form:
 * each error whose `fieldName` names a field of the form goes under that field, the first such
 * field on the page is focused (and so scrolled into view), and the rest comes back as global
 * errors.
 * Field messages are translation keys with their arguments, shown by `messageOfFieldError`.
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
  const validation = validationOf(failure);
  if (!validation)
    return failure instanceof ApiError ? [...failure.globalErrors] : [{ code: errorCodes.generic, arguments: null }];

  const resolve =
    options.resolve ?? ((path: string) => (form.getValues(path as FieldPath<F>) === undefined ? null : path));
  const globalErrors: GlobalError[] = [];
  const claimed = new Set<string>();
  for (const error of validation.validationErrors) {
    if (!error.code) continue;
    const field = error.fieldName ? resolve(fieldPath(error.fieldName)) : null;
    if (!field) {
      globalErrors.push({ code: error.code, arguments: error.arguments });
      continue;
    }
    // A field shows its first error; later ones for the same field would only hide it.
    if (claimed.has(field)) continue;
    claimed.add(field);
    form.setError(field as FieldPath<F>, { type: 'server', message: errorMessage(error.code, error.arguments) });
  }
  const first = firstOnPage([...claimed]);
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
