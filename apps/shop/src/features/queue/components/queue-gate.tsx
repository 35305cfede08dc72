import type { QueuePlace } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { queuePlaceQuery } from '../api.ts';

interface QueueGateProps {
  eventName: string;
  /** The ticket selection, shown once the queue lets the buyer in. */
  children: ReactNode;
}

/**
 * The waiting room before the ticket selection at an on-sale peak. Where the buyer stands is a
 * polite live region that stays in place from the first answer to the admission, so screen
 * readers hear each change and "your turn" without the focus moving; the selection then appears
 * below it.
 */
export function QueueGate({ eventName, children }: QueueGateProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const place = useQuery(queuePlaceQuery(eventName));
  const admitted = place.data?.admitted === true;
  return (
    <>
      <section className="shop-queue card mb-4" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} className="h4">
            {t('shop.queue.title')}
          </h2>
          {admitted ? null : <p>{t('shop.queue.intro')}</p>}
          <div role="status" aria-atomic="true" className="shop-queue-standing">
            {place.data ? <Standing place={place.data} /> : null}
          </div>
          {place.data && !admitted ? (
            <p className="shop-last">
              {t('shop.queue.keep-open', [String(Math.round(place.data.placeKeptSeconds / 60))])}
            </p>
          ) : null}
        </div>
      </section>
      {admitted ? children : null}
    </>
  );
}

function Standing({ place }: { place: QueuePlace }) {
  const { t, lang } = useTranslation();
  if (place.admitted) return <p className="shop-last">{t('shop.queue.admitted')}</p>;
  if (place.drawAt !== null) {
    const opening = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(place.drawAt);
    return (
      <>
        <p>{t('shop.queue.before-start', [opening])}</p>
        <p>{t('shop.queue.waiting', [String(place.waiting)])}</p>
      </>
    );
  }
  const minutes = Math.ceil(place.estimatedWaitSeconds / 60);
  return (
    <>
      <p className="shop-queue-position">
        <strong>{t('shop.queue.position', [String(place.position ?? '')])}</strong>
      </p>
      <p>{minutes <= 1 ? t('shop.queue.estimate-soon') : t('shop.queue.estimate', [String(minutes)])}</p>
    </>
  );
}
