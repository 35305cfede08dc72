import type { GlobalError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

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
