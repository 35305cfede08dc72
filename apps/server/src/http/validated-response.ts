import type { ErrorDescriptor, ValidatedResponse } from '@shop/contract';
import type { z } from 'zod';

export function success<V>(value: V, warnings: ValidatedResponse<V>['warnings'] = []): ValidatedResponse<V> {
  return { success: true, errorCount: 0, validationErrors: [], warnings, value };
}

export function failure<V>(errors: ErrorDescriptor[], value: V | null = null): ValidatedResponse<V> {
  return { success: false, errorCount: errors.length, validationErrors: errors, warnings: [], value };
}

export function fieldError(fieldName: string, code: string, args?: Record<string, string | number>): ErrorDescriptor {
  return { fieldName, code, arguments: args ?? null };
}

/**
 * A body that does not fit the schema, as field errors: `tickets.abc.email` becomes the
 * contract's bracket path `tickets[abc].email`; a body that is not an object at all is a global
 * error on the bound form.
 */
export function validationFailed(error: z.ZodError, formName: string): ValidatedResponse<null> {
  const errors = error.issues.map((issue) =>
    issue.path.length === 0
      ? fieldError(formName, 'error.restrictedValue')
      : fieldError(
          toBracketPath(issue.path),
          issue.code === 'invalid_type' && issue.input === undefined ? 'error.emptyField' : 'error.restrictedValue',
        ),
  );
  return failure(errors);
}

/** Text PostgreSQL cannot store (a NUL character), as field errors at the paths that carry it. */
export function unstorableText(paths: readonly (readonly PropertyKey[])[], formName: string): ValidatedResponse<null> {
  return failure(
    paths.map((path) => fieldError(path.length === 0 ? formName : toBracketPath(path), 'error.restrictedValue')),
  );
}

function toBracketPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => {
      const text = String(segment);
      if (index === 0) return text;
      return typeof segment === 'number' || /[^A-Za-z0-9_$]/.test(text) || isMapKey(path, index)
        ? `[${text}]`
        : `.${text}`;
    })
    .join('');
}

/** `tickets` and `additional` are maps keyed by uuid or field name: alf.io writes their keys in brackets. */
function isMapKey(path: readonly PropertyKey[], index: number): boolean {
  const parent = String(path[index - 1]);
  return ['tickets', 'additional', 'additionalServices'].includes(parent);
}
