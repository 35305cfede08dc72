import { globalErrorFieldOf, type Endpoint, type ErrorDescriptor, type ValidatedResponse } from '@shop/contract';
import type { FastifyReply } from 'fastify';
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

/**
 * The answer over a rate limit: 429 with `Retry-After`, and where the endpoint answers a
 * `ValidatedResponse`, a global error saying how many seconds to wait; a plain text elsewhere.
 */
export function tooManyRequests(reply: FastifyReply, endpoint: Endpoint, waitSeconds: number): FastifyReply {
  reply.code(429).header('Retry-After', String(waitSeconds));
  const declared = (endpoint.responses as Record<number, unknown>)[429];
  if (typeof declared === 'object' && declared !== null && 'safeParse' in declared) {
    const formName: string = (globalErrorFieldOf as Partial<Record<string, string>>)[endpoint.key] ?? '';
    return reply.send(failure([fieldError(formName, 'error.TOO_MANY_REQUESTS', { '0': waitSeconds })]));
  }
  return reply.type('text/plain').send('too many requests');
}
