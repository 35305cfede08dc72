import type { SubscriptionDetails } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PurchaseContextImage } from '../../../components/ui/purchase-context-image.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { localized } from '../../../lib/localized.ts';
import { saleState } from '../sale-period.ts';
import { ReserveButton } from './reserve-button.tsx';
import { SubscriptionFacts } from './subscription-facts.tsx';

const unavailableMessage = {
  'not-started': 'show-event.sales-not-started',
  ended: 'show-event.sales-ended',
  open: 'show-subscription.sold-out.message',
} as const;

interface SubscriptionDetailProps {
  id: string;
  subscription: SubscriptionDetails;
  /** Where 'back to the organizer' leads: alf.io sends no website for subscriptions. */
  backTo: string;
}

/**
 * The subscription detail: what it is and costs, and Continue while any is left. With
 * none left (`numAvailable` 0, also outside the sale window) a warning takes its place.
 */
export function SubscriptionDetail({ id, subscription, backTo }: SubscriptionDetailProps) {
  const { t, lang } = useTranslation();
  const [now] = useState(Date.now);
  const title = t('show-subscription.header.title', [localized(subscription.title, lang)]);
  useDocumentTitle(title);
  const sale = saleState(subscription.salePeriod, now);
  const available = subscription.numAvailable > 0;
  const saleDate = localized(
    sale === 'not-started' ? subscription.formattedOnSaleFrom : subscription.formattedOnSaleTo,
    lang,
  );
  const unavailable =
    sale !== 'open' && saleDate ? t(unavailableMessage[sale], [saleDate]) : t(unavailableMessage.open);

  return (
    <article className="shop-subscription">
      <h1 tabIndex={-1}>{title}</h1>
      <div className="shop-subscription-summary">
        <PurchaseContextImage fileBlobId={subscription.fileBlobId} eager className="shop-subscription-image" />
        <SubscriptionFacts subscription={subscription} sale={sale} />
      </div>
      <SafeHtml className="shop-description" html={localized(subscription.description, lang)} />
      {available ? null : (
        <div className="alert alert-warning">
          <h2 className="h5 shop-last">{unavailable}</h2>
        </div>
      )}
      <div className="shop-actions">
        {available ? <ReserveButton id={id} /> : null}
        <Link className="btn btn-outline-secondary" to={backTo}>
          {t('common.back-to-organizer')}
        </Link>
      </div>
    </article>
  );
}
