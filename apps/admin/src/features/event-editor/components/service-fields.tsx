import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { emptyService, type EventFormValues } from '../event-form.ts';
import { FieldError, FormField, SelectField, useFieldError } from './field.tsx';

const policies = [
  'OPTIONAL_UNLIMITED_AMOUNT',
  'OPTIONAL_MAX_AMOUNT_PER_TICKET',
  'OPTIONAL_MAX_AMOUNT_PER_RESERVATION',
  'MANDATORY_ONE_FOR_TICKET',
] as const;

/** Supplements sold with the tickets and donations, each with a title per language and a sales window. */
export function ServiceFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const services = useWatch({ control, name: 'services' });
  const languages = useWatch({ control, name: 'descriptions' }).map((description) => description.lang);
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.services')}</legend>
      {fields.map((field, index) => {
        const service = services[index];
        const donation = service?.type === 'DONATION';
        const at = `services.${index}` as const;
        const title =
          languages.map((lang) => service?.titles[lang]?.trim()).find(Boolean) ||
          t(donation ? 'editor.donation-number' : 'editor.service-number', [index + 1]);
        return (
          <fieldset key={field.id} className="border rounded p-3 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">{title}</legend>
            <TitlesError index={index} />
            <div className="row">
              {languages.map((lang) => (
                <FormField
                  key={lang}
                  className="col-md-6 mb-3"
                  name={`${at}.titles.${lang}`}
                  label={t('editor.service-title', [lang.toUpperCase()])}
                />
              ))}
              <FormField
                className="col-6 col-md-3 mb-3"
                name={`${at}.price`}
                label={t(donation ? 'editor.donation-minimum' : 'editor.service-price')}
                inputMode="decimal"
              />
              {!donation && <PolicySelect index={index} />}
              {!donation && (
                <FormField
                  className="col-6 col-md-3 mb-3"
                  name={`${at}.maxQtyPerOrder`}
                  label={t('editor.service-max')}
                  inputMode="numeric"
                />
              )}
              <FormField
                className="col-md-6 mb-3"
                name={`${at}.inception`}
                type="datetime-local"
                label={t('editor.service-from')}
              />
              <FormField
                className="col-md-6 mb-3"
                name={`${at}.expiration`}
                type="datetime-local"
                label={t('editor.service-to')}
              />
            </div>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
              {t('editor.service-remove', [title])}
            </button>
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => append(emptyService('SUPPLEMENT'))}
        >
          {t('editor.service-add')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => append(emptyService('DONATION'))}
        >
          {t('editor.donation-add')}
        </button>
      </div>
    </fieldset>
  );
}

function TitlesError({ index }: { index: number }) {
  return <FieldError {...useFieldError(`services.${index}.titles`)} />;
}

function PolicySelect({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={`services.${index}.policy`}
      label={t('editor.service-policy')}
      options={policies.map((policy) => ({ value: policy, label: t(`editor.service-policy.${policy}` as MessageKey) }))}
      className="col-md-6 mb-3"
    />
  );
}
