import { Suspense, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useOptionalTranslation } from '../../lib/i18n.tsx';
import { AnalyticsConsentBanner, AnalyticsPreferencesButton, preferencesButtonId } from './analytics-consent.tsx';
import { BannerArea } from './banner-area.tsx';
import { ChallengeModal } from './challenge-modal.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ToastRegion } from './toast-region.tsx';
import { TopBar } from './top-bar.tsx';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';
import { useStartupToasts } from './use-startup-toasts.ts';

/**
 * Skip link, the analytics question, banners and top bar, the routed page, the footer (with the
 * analytics preferences), toasts and the challenge modal.
 * Until the first bundle arrives only `<main>` exists: its route shows a wordless loading state.
 */
export function AppShell() {
  const translator = useOptionalTranslation();
  useFocusOnNavigate();
  useStartupToasts(translator !== null);
  const [reviewingAnalytics, setReviewingAnalytics] = useState(false);

  // The answered question goes away: focus returns to where it was asked again, or to the page.
  const analyticsAnswered = () => {
    const target = document.getElementById(reviewingAnalytics ? preferencesButtonId : 'main');
    target?.focus({ preventScroll: true });
    setReviewingAnalytics(false);
  };

  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };

  return (
    <>
      {translator ? (
        <>
          <a className="visually-hidden-focusable shop-skip-link" href="#main" onClick={skipToMain}>
            {translator.t('shop.skip-to-content')}
          </a>
          <AnalyticsConsentBanner reviewing={reviewingAnalytics} onAnswer={analyticsAnswered} />
          <header>
            <BannerArea />
            <TopBar />
          </header>
        </>
      ) : null}
      <main id="main" tabIndex={-1} className="container shop-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {translator ? (
        <>
          <SiteFooter>
            <AnalyticsPreferencesButton onReview={() => setReviewingAnalytics(true)} />
          </SiteFooter>
          <ToastRegion />
          <ChallengeModal />
        </>
      ) : null}
    </>
  );
}
