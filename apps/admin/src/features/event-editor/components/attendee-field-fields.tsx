import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { attendeeFieldTypes, emptyAttendeeField, type EventFormValues } from '../event-form.ts';
import { Check, FieldError, FormField, SelectField, useFieldError } from './field.tsx';

/** The questions each attendee answers when the tickets are assigned: a label per language of the event. */
export function AttendeeFieldFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'attendeeFields' });
  const questions = useWatch({ control, name: 'attendeeFields' });
  const languages = useWatch({ control, name: 'descriptions' }).map((description) => description.lang);
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.fields')}</legend>
      {fields.map((field, index) => {
        const question = questions[index];
        const title =
          languages.map((lang) => question?.labels[lang]?.trim()).find(Boolean) ||
          t('editor.field-number', [index + 1]);
        return (
          <fieldset key={field.id} className="border rounded p-3 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">{title}</legend>
            <LabelsError index={index} />
            <div className="row">
              {languages.map((lang) => (
                <FormField
                  key={lang}
                  className="col-md-6 mb-3"
                  name={`attendeeFields.${index}.labels.${lang}`}
                  label={t('editor.field-label', [lang.toUpperCase()])}
                />
              ))}
              <TypeSelect index={index} />
              {(question?.type === 'LIST_BOX' || question?.type === 'CHECKBOX') && (
                <FormField
                  className="col-md-6 mb-3"
                  type="textarea"
                  name={`attendeeFields.${index}.options`}
                  label={t('editor.field-options')}
                  hint={t('editor.field-options-hint')}
                />
              )}
            </div>
            <div className="mb-3">
              <Check name={`attendeeFields.${index}.required`} label={t('editor.field-required')} />
            </div>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
              {t('editor.field-remove', [title])}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => append(emptyAttendeeField())}>
        {t('editor.field-add')}
      </button>
    </fieldset>
  );
}

function LabelsError({ index }: { index: number }) {
  return <FieldError {...useFieldError(`attendeeFields.${index}.labels`)} />;
}

function TypeSelect({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={`attendeeFields.${index}.type`}
      label={t('editor.field-type')}
      options={attendeeFieldTypes.map((type) => ({ value: type, label: t(`editor.field-type.${type}` as MessageKey) }))}
      className="col-md-6 mb-3"
    />
  );
}
