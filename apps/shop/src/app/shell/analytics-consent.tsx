import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import {
  setAnalyticsConsent,
  useActiveAnalyticsProvider,
  useAnalyticsConsent,
  type AnalyticsConsent,
} from '../../lib/analytics.ts';

const titleId = 'analytics-consent-title';

/**
 * The question whether the page may load the organizer's analytics: asked while unanswered, or again
 * when the visitor asks to change the answer. Part of the page, not a dialog: nothing else is
 * blocked and focus moves freely; both answers look alike, so neither is pushed.
 */
export function AnalyticsConsentBanner({ reviewing, onAnswer }: { reviewing: boolean; onAnswer: () => void }) {
  const { t, lang } = useTranslation();
  const provider = useActiveAnalyticsProvider();
  const consent = useAnalyticsConsent();
  const section = useRef<HTMLElement>(null);
  const shown = provider !== null && (consent === null || reviewing);

  // Asked again from the bottom of the page: the question is at the top, so keyboard and screen reader users are taken there.
  useEffect(() => {
    if (shown && reviewing) section.current?.focus();
  }, [shown, reviewing]);

  if (!shown) return null;
  const answer = (choice: AnalyticsConsent) => {
    setAnalyticsConsent(choice);
    onAnswer();
  };
  return (
    <section ref={section} tabIndex={-1} aria-labelledby={titleId} className="container shop-consent">
      <div className="border rounded bg-body-tertiary p-3">
        <h2 id={titleId} className="h6">
          {t('shop.analytics.title')}
        </h2>
        <p className="mb-2">
          {t('shop.analytics.text', [
            new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(provider.names),
          ])}
        </p>
        {consent ? (
          <p className="mb-2">{t(consent === 'accepted' ? 'shop.analytics.accepted' : 'shop.analytics.declined')}</p>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => answer('accepted')}>
            {t('shop.analytics.accept')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => answer('declined')}>
            {t('shop.analytics.decline')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Where an answer given can be changed, at the foot of every page that has analytics. */
export function AnalyticsPreferencesButton({ onReview }: { onReview: () => void }) {
  const { t } = useTranslation();
  const provider = useActiveAnalyticsProvider();
  const consent = useAnalyticsConsent();
  if (!provider || consent === null) return null;
  return (
    <button type="button" id={preferencesButtonId} className="btn btn-link p-0" onClick={onReview}>
      {t('shop.analytics.preferences')}
    </button>
  );
}

export const preferencesButtonId = 'analytics-preferences';
