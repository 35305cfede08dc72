import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The day this statement was last reviewed against the shop; change it with the statement. */
export const statementDate = '2026-11-29';

/** Whom a buyer writes to about a barrier: an event's organizer, or the shop's operator. */
export type AccessibilityContact =
  { kind: 'organizer'; name: string; email: string } | { kind: 'operator'; email: string } | null;

const features = ['keyboard', 'screen-reader', 'pdf', 'zoom', 'motion', 'language'] as const;
const limitations = ['payment', 'content', 'challenge'] as const;

/**
 * What the shop meets, what it does not yet, and how to report a barrier. The claims are the
 * ones the shop's tests back: keyboard journeys, labelled fields, announced errors.
 */
export function AccessibilityStatement({ contact }: { contact: AccessibilityContact }) {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('shop.accessibility.title'));
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${statementDate}T00:00:00Z`),
  );
  return (
    <article className="shop-accessibility">
      <h1>{t('shop.accessibility.title')}</h1>
      <p>{t('shop.accessibility.intro')}</p>

      <h2>{t('shop.accessibility.standard.title')}</h2>
      <p>{t('shop.accessibility.standard.text')}</p>

      <h2>{t('shop.accessibility.features.title')}</h2>
      <ul>
        {features.map((feature) => (
          <li key={feature}>{t(`shop.accessibility.features.${feature}`)}</li>
        ))}
      </ul>

      <h2>{t('shop.accessibility.limitations.title')}</h2>
      <ul>
        {limitations.map((limitation) => (
          <li key={limitation}>{t(`shop.accessibility.limitations.${limitation}`)}</li>
        ))}
      </ul>

      <h2>{t('shop.accessibility.contact.title')}</h2>
      <p>{t('shop.accessibility.contact.text')}</p>
      {contact ? (
        <p>
          {contact.kind === 'organizer'
            ? t('shop.accessibility.contact.organizer', [contact.name])
            : t('shop.accessibility.contact.operator')}{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      ) : (
        <p>{t('shop.accessibility.contact.none')}</p>
      )}

      <p className="text-muted">{t('shop.accessibility.date', [date])}</p>
    </article>
  );
}
