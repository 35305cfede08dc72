import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The description as buyers will read it; the only place of the editor that sets inner HTML, after sanitizing. */
export function MarkdownPreview({ text, lang, label }: { text: string; lang: string; label: string }) {
  const { t } = useTranslation();
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('../markdown.ts').then(({ renderMarkdown }) => {
      if (current) setHtml(renderMarkdown(text));
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (html === null)
    return (
      <p role="status" className="text-body-secondary">
        {t('state.loading')}
      </p>
    );
  return (
    <section aria-label={label} lang={lang} className="border rounded p-3 bg-body-tertiary">
      {text.trim() === '' ? (
        <p className="text-body-secondary mb-0">{t('editor.preview-empty')}</p>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
