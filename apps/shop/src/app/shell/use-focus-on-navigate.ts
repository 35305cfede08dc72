import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const giveUpAfterMs = 10_000;

/**
 * After a client-side navigation focus moves to the new page's main heading, so keyboard and
 * screen reader users start at the content they asked for. Pages may still be loading, so the
 * heading is awaited; if the visitor moves the focus meanwhile (opens the account menu, say), the
 * heading leaves it there. The first page load keeps the browser's own focus.
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main || focusHeading(main)) return;
    const focusedAtNavigation = document.activeElement;
    const observer = new MutationObserver(() => {
      if (focusMovedSince(focusedAtNavigation) || focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timeout = setTimeout(() => observer.disconnect(), giveUpAfterMs);
    return () => {
      observer.disconnect();
      clearTimeout(timeout);
    };
  }, [pathname]);
}

function focusMovedSince(focusedAtNavigation: Element | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== focusedAtNavigation && active.isConnected;
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}
