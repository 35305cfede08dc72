import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * What `{{…}}` may name in this e-mail, each a button that puts it into the subject or the text,
 * wherever the cursor last was. The names are plain text too, for copying.
 */
export function PlaceholderList({
  placeholders,
  target,
  onInsert,
}: {
  placeholders: readonly string[];
  target: 'subject' | 'body';
  onInsert: (placeholder: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="mb-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6 mb-1">
        {t('email-templates.placeholders')}
      </h2>
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        {t(
          target === 'subject' ? 'email-templates.placeholders-hint-subject' : 'email-templates.placeholders-hint-body',
        )}{' '}
        {t('email-templates.sections-hint')}
      </p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {placeholders.map((placeholder) => (
          <li key={placeholder}>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm font-monospace"
              aria-label={t('email-templates.insert', [`{{${placeholder}}}`])}
              aria-describedby={`${id}-hint`}
              onClick={() => onInsert(placeholder)}
            >
              {`{{${placeholder}}}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
