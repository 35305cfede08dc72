import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { secretsOfMethod, type EventFormValues } from '../event-form.ts';
import { Check, FormField } from './field.tsx';

/**
 * The settings of the chosen payment methods, write-only: each says whether it is set (for the
 * event or for the organization) and takes a new value; the event's own can be removed.
 */
export function SecretFields({ settingsSet }: { settingsSet: { event: string[]; organization: string[] } }) {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const methods = useWatch({ control, name: 'paymentMethods' });
  const free = useWatch({ control, name: 'freeOfCharge' });
  const names = free ? [] : methods.flatMap((method) => secretsOfMethod[method] ?? []);
  if (names.length === 0) return null;
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.secrets')}</legend>
      <p className="form-text mt-0">{t('editor.secrets-hint')}</p>
      <div className="row">
        {names.map((name) => {
          const own = settingsSet.event.includes(name);
          const state = own
            ? t('editor.secret-set-event')
            : settingsSet.organization.includes(name)
              ? t('editor.secret-set-organization')
              : t('editor.secret-not-set');
          return (
            <div key={name} className="col-md-6 mb-3">
              <FormField
                className="mb-1"
                name={`secrets.${name}.value`}
                type="password"
                autoComplete="new-password"
                label={t(`editor.secret.${name}` as MessageKey)}
                hint={state}
              />
              {own && <Check name={`secrets.${name}.clear`} label={t('editor.secret-clear')} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
