import type { AnalyticsConfiguration } from '@shop/contract';
import { useEffect, useMemo } from 'react';
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
 */
export function useAnalytics(configuration: AnalyticsConfiguration | null | undefined): void {
  const key = configuration?.googleAnalyticsKey ?? null;
  const anonymous = configuration?.googleAnalyticsScrambledInfo ?? false;
  const clientId = configuration?.clientId ?? null;
  const provider = useMemo(
    () => analyticsProvider({ googleAnalyticsKey: key, googleAnalyticsScrambledInfo: anonymous, clientId }),
    [key, anonymous, clientId],
  );
  const consent = useAnalyticsConsent();
  const { pathname, search } = useLocation();

  useEffect(() => publishAnalyticsProvider(provider), [provider]);
  useEffect(() => {
    if (consent === 'accepted') reportPageView(provider, `${pathname}${search}`);
  }, [provider, consent, pathname, search]);
}
