import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import { eventLanguages, type EventFormValues } from '../event-form.ts';
import { FormField, FieldError, useFieldError } from './field.tsx';
import { MarkdownPreview } from './markdown-preview.tsx';

/** The languages the event speaks and its description in each, with a preview of the Markdown. */
export function DescriptionFields() {
  const { t, lang: uiLang } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'descriptions' });
  const descriptions = useWatch({ control, name: 'descriptions' });
  const [previewed, setPreviewed] = useState<string | null>(null);
  const names = new Intl.DisplayNames([uiLang], { type: 'language' });
  const languagesError = useFieldError('descriptions');
  const chosen = fields.map((field) => field.lang);

  const toggle = (lang: string, on: boolean) => {
    if (on) append({ lang, body: '' }, { shouldFocus: false });
    // The last language stays: an event speaks at least one.
    else if (chosen.length > 1) remove(chosen.indexOf(lang));
  };

  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('editor.languages')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {eventLanguages.map((lang) => (
            <div className="form-check" key={lang}>
              <input
                id={`language-${lang}`}
                type="checkbox"
                className="form-check-input"
                checked={chosen.includes(lang)}
                disabled={chosen.length === 1 && chosen[0] === lang}
                onChange={(event) => toggle(lang, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`language-${lang}`} lang={lang}>
                {names.of(lang)}
              </label>
            </div>
          ))}
        </div>
        <FieldError {...languagesError} />
      </fieldset>
      {fields.map((field, index) => {
        const language = names.of(field.lang) ?? field.lang;
        const showing = previewed === field.lang;
        return (
          <div key={field.id} className="mb-3">
            <FormField
              name={`descriptions.${index}.body`}
              type="textarea"
              label={t('editor.description-in', [language])}
              hint={t('editor.description-hint')}
              className="mb-2"
            />
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm mb-2"
              aria-expanded={showing}
              onClick={() => setPreviewed(showing ? null : field.lang)}
            >
              {showing ? t('editor.preview-hide', [language]) : t('editor.preview-show', [language])}
            </button>
            {showing && (
              <MarkdownPreview
                text={descriptions[index]?.body ?? ''}
                lang={field.lang}
                label={t('editor.preview-of', [language])}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
