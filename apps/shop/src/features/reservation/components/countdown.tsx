import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { countdownLevel, formatRemaining, offersMoreTime, type CountdownLevel } from '../countdown-time.ts';
import { HoldExtension, type ExtensibleHold } from './hold-extension.tsx';

interface CountdownProps {
  /** Expiry of the reservation, epoch ms (`ReservationInfo.validity`). */
  validity: number;
  /** Called once, when the time has run out (also when it already had on arrival). */
  onExpired: () => void;
  /** The hold the buyer may extend; absent when the server offers no extension. */
  extensibleHold?: ExtensibleHold;
}

const variants: Record<CountdownLevel, string> = {
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  expired: 'danger',
};
const announcements: Partial<Record<CountdownLevel, string>> = {
  warning: 'shop.reservation.countdown.warning',
  danger: 'shop.reservation.countdown.danger',
};

/**
 * The time left to complete the reservation. The text changes every
 * second, but screen readers are told only when a threshold is crossed: a live region that holds
 * the message of the current level, which changes twice at most.
 */
export function Countdown({ validity, onExpired, extensibleHold }: CountdownProps) {
  const { t, lang } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const level = countdownLevel(validity - now);
  const expiredCalled = useRef(false);
  const latestOnExpired = useRef(onExpired);

  useEffect(() => {
    latestOnExpired.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    if (level === 'expired') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [level]);

  useEffect(() => {
    if (level !== 'expired' || expiredCalled.current) return;
    expiredCalled.current = true;
    latestOnExpired.current();
  }, [level]);

  const sticky = level === 'warning' || level === 'danger';
  const banner = useStickyHeight(sticky);
  const announcement = announcements[level];
  return (
    <div
      ref={banner}
      className={`alert alert-${variants[level]} shop-countdown${sticky ? ' shop-countdown-sticky' : ''}`}
    >
      {level === 'expired' ? (
        <p className="shop-last">{t('error.STEP_2_ORDER_HAS_EXPIRED')}</p>
      ) : (
        <RemainingTime text={t('reservation-page.time-for-completion')} time={formatRemaining(validity - now, lang)} />
      )}
      {extensibleHold !== undefined && level !== 'expired' ? (
        <HoldExtension hold={extensibleHold} offering={offersMoreTime(validity - now)} />
      ) : null}
      <span className="visually-hidden" role="status">
        {announcement ? t(announcement) : ''}
      </span>
    </div>
  );
}

/**
 * While the banner is stuck to the top, the page keeps its height free above whatever takes the
 * focus (the root's scroll padding reads `--shop-countdown-height`). The height is measured, not
 * assumed: a longer language or a narrow phone wraps the message onto more lines.
 */
function useStickyHeight(sticky: boolean) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!sticky || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--shop-countdown-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--shop-countdown-height');
    };
  }, [sticky]);
  return banner;
}

/** The message with the time in bold where it has its `##time##` marker. */
function RemainingTime({ text, time }: { text: string; time: string }) {
  const [before, after] = text.includes('##time##') ? text.split('##time##', 2) : [`${text} `, ''];
  return (
    <p className="shop-last">
      {before}
      <strong>{time}</strong>
      {after}
    </p>
  );
}
