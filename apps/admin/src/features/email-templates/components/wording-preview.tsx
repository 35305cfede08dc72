import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { tagsIn } from '../email-template-rules.ts';

/** The subject and text as typed, the placeholders and sections marked where the e-mail fills them in. */
export function WordingPreview({ subject, body, language }: { subject: string; body: string; language: string }) {
  const { t } = useTranslation();
  const id = useId();
  const marked = (text: string) =>
    tagsIn(text).map((part, index) =>
      part.tag ? (
        <mark key={index} className="email-templates-tag">
          {part.text}
        </mark>
      ) : (
        part.text
      ),
    );
  if (subject.trim() === '' && body.trim() === '') return null;
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6">
          {t('email-templates.preview')}
        </h2>
        <p className="form-text mt-0">{t('email-templates.preview-hint')}</p>
        <div lang={language}>
          {subject.trim() !== '' && <p className="fw-semibold">{marked(subject)}</p>}
          {body.trim() !== '' && <p className="email-templates-body mb-0">{marked(body)}</p>}
        </div>
      </div>
    </section>
  );
}
