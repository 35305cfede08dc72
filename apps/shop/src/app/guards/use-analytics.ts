import type { AnalyticsConfiguration } from '@shop/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  analyticsProvider,
  publishAnalyticsProvider,
  reportPageView,
  useAnalyticsConsent,
} from '../../lib/analytics.ts';

/**
 * The scope's analytics configuration is the one in force while its routes are on screen, and each
 * of its pages counts as a page view once the visitor has accepted (the page where they accept too).
 * Page and provider come from the same render, so a view is never booked to the previous page's provider.
 * A page counts once however often the effect runs for it; coming back to it later counts again.
 */
export function useAnalytics(configuration: AnalyticsConfiguration | null | undefined): void {
  const key = configuration?.googleAnalyticsKey ?? null;
  const anonymous = configuration?.googleAnalyticsScrambledInfo ?? false;
  const clientId = configuration?.clientId ?? null;
  const matomoUrl = configuration?.matomoUrl ?? null;
  const matomoSiteId = configuration?.matomoSiteId ?? null;
  const provider = useMemo(
    () =>
      analyticsProvider({
        googleAnalyticsKey: key,
        googleAnalyticsScrambledInfo: anonymous,
        clientId,
        matomoUrl,
        matomoSiteId,
      }),
    [key, anonymous, clientId, matomoUrl, matomoSiteId],
  );
  const consent = useAnalyticsConsent();
  const { pathname, search } = useLocation();
  const counted = useRef<string | null>(null);

  useEffect(() => publishAnalyticsProvider(provider), [provider]);
  useEffect(() => {
    if (consent !== 'accepted' || !provider) return;
    const path = `${pathname}${search}`;
    const page = `${provider.key} ${path}`;
    if (counted.current === page) return;
    counted.current = page;
    reportPageView(provider, path);
  }, [provider, consent, pathname, search]);
}
