import type { ApplicationLanguage, EmailTemplateName, EmailTemplates } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Field } from '../../../components/field.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { emailTemplatesQuery, type WordingScope } from '../api.ts';
import { savedWording, templateLabels, wordingLanguages } from '../email-template-rules.ts';
import { InheritedWording } from './inherited-wording.tsx';
import { WordingForm } from './wording-form.tsx';
import './email-templates.css';

/**
 * The organizer's wording of the e-mails buyers get: for the whole organization, or for one event,
 * whose wording wins and which shows what it inherits from the organization's.
 */
export function EmailTemplatesPage({ scope }: { scope: WordingScope }) {
  const { t } = useTranslation();
  const templates = useQuery(emailTemplatesQuery(scope));
  return (
    <>
      <h1 className="h3 mb-2">{t('email-templates.heading')}</h1>
      <p className="text-body-secondary">
        {t(scope.kind === 'event' ? 'email-templates.intro.event' : 'email-templates.intro.organization')}
      </p>
      <QueryState query={templates}>{(data) => <WordingEditor scope={scope} templates={data} />}</QueryState>
    </>
  );
}

function WordingEditor({ scope, templates }: { scope: WordingScope; templates: EmailTemplates }) {
  const { t, lang: uiLang } = useTranslation();
  const id = useId();
  const names = new Intl.DisplayNames([uiLang], { type: 'language' });
  const languageName = (language: string) => names.of(language) ?? language;
  const [template, setTemplate] = useState<EmailTemplateName>(templates.templates[0]?.name ?? 'CONFIRMATION_EMAIL');
  const [language, setLanguage] = useState<ApplicationLanguage>(
    (wordingLanguages as readonly string[]).includes(uiLang) ? (uiLang as ApplicationLanguage) : 'en',
  );
  const placeholders = templates.templates.find((entry) => entry.name === template)?.placeholders ?? [];
  const saved = savedWording(templates, template, language);
  return (
    <>
      <section className="mb-4" aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`} className="h5">
          {t('email-templates.worded-here')}
        </h2>
        {templates.overrides.length === 0 ? (
          <p className="mb-0">{t('email-templates.nothing-worded')}</p>
        ) : (
          <ul className="mb-0">
            {templates.overrides.map((entry) => (
              <li key={`${entry.template}-${entry.language}`}>
                {t('email-templates.worded-entry', [t(templateLabels[entry.template]), languageName(entry.language)])}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="email-templates-editor">
        <div className="row g-3 mb-3">
          <Field id={`${id}-template`} label={t('email-templates.template')} className="col-sm-8">
            {({ className, ...attributes }) => (
              <select
                className={`form-select ${className}`}
                {...attributes}
                value={template}
                onChange={(event) => setTemplate(event.target.value as EmailTemplateName)}
              >
                {templates.templates.map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {t(templateLabels[entry.name])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-language`} label={t('email-templates.language')} className="col-sm-4">
            {({ className, ...attributes }) => (
              <select
                className={`form-select ${className}`}
                {...attributes}
                value={language}
                onChange={(event) => setLanguage(event.target.value as ApplicationLanguage)}
              >
                {wordingLanguages.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {scope.kind === 'event' && <InheritedWording template={template} language={language} />}
        <WordingForm
          // A fresh form per template and language: each starts from what is saved for it.
          key={`${template}-${language}`}
          scope={scope}
          template={template}
          templateLabel={t(templateLabels[template])}
          language={language}
          languageLabel={languageName(language)}
          placeholders={placeholders}
          saved={saved}
        />
      </div>
    </>
  );
}
