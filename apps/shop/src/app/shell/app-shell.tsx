import { Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useOptionalTranslation } from '../../lib/i18n.tsx';
import { BannerArea } from './banner-area.tsx';
import { ChallengeModal } from './challenge-modal.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ToastRegion } from './toast-region.tsx';
import { TopBar } from './top-bar.tsx';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';
import { useStartupToasts } from './use-startup-toasts.ts';

/**
 * Skip link, banners and top bar, the routed page, the footer, toasts and the challenge modal.
 * Until the first bundle arrives only `<main>` exists: its route shows a wordless loading state.
 */
export function AppShell() {
  const translator = useOptionalTranslation();
  useFocusOnNavigate();
  useStartupToasts(translator !== null);

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
          <SiteFooter />
          <ToastRegion />
          <ChallengeModal />
        </>
      ) : null}
    </>
  );
}
