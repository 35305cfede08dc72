import type { ValidatedResponse } from '@shop/contract';
import type { GlobalError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The one road from a server's validation answer to the screen (contract §1.8.1): each error
 * whose field path names one of the form's fields goes under that field, the rest are global.
 * `tickets[uuid].email` is matched as `tickets.uuid.email`.
 */
export interface SplitErrors<F extends string> {
  fieldErrors: Partial<Record<F, GlobalError[]>>;
  globalErrors: GlobalError[];
}

export function splitServerErrors<F extends string>(
  validation: Pick<ValidatedResponse<unknown>, 'validationErrors'> | null,
  fields: readonly F[],
): SplitErrors<F> {
  const result: SplitErrors<F> = { fieldErrors: {}, globalErrors: [] };
  for (const error of validation?.validationErrors ?? []) {
    if (!error.code) continue;
    const path = (error.fieldName ?? '').replace(/\[/g, '.').replace(/\]/g, '');
    const field = fields.find((name) => name === path);
    const entry = { code: error.code, arguments: error.arguments };
    if (field) (result.fieldErrors[field] ??= []).push(entry);
    else result.globalErrors.push(entry);
  }
  return result;
}

/** The first error of a field, as its translated message. */
export function FieldError({ id, errors }: { id: string; errors: readonly GlobalError[] | undefined }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  if (!first) return null;
  return (
    <div id={id} className="shop-field-error">
      {t(first.code, first.arguments)}
    </div>
  );
}

/**
 * Errors that belong to no field, each in a red alert. The container stays in the page, empty,
 * so screen readers announce errors as they arrive.
 */
export function GlobalErrors({ errors }: { errors: readonly GlobalError[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="shop-live shop-global-errors">
      {errors.map((error, index) => (
        <div key={`${error.code}-${index}`} className="alert alert-danger">
          {t(error.code, error.arguments)}
        </div>
      ))}
    </div>
  );
}
