import type { BasicSubscriptionDescriptorInfo } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import { Link } from 'react-router';
import { PriceWithVat } from '../../../components/ui/price-with-vat.tsx';
import { PurchaseContextImage } from '../../../components/ui/purchase-context-image.tsx';
import { SubscriptionValidity } from '../../../components/ui/subscription-validity.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { organizerOrigin } from '../organizer-origin.ts';

interface SubscriptionCardProps {
  subscription: BasicSubscriptionDescriptorInfo;
  /** 3 under the home page's 'Subscriptions' heading, 2 on the full list. */
  headingLevel: 2 | 3;
  organizerSlug: string | null;
  search: string;
  eagerImage: boolean;
}

/** A subscription of a list: what it gives, what it costs, and the way to its page. */
export function SubscriptionCard({
  subscription,
  headingLevel,
  organizerSlug,
  search,
  eagerImage,
}: SubscriptionCardProps) {
  const { t, lang } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = localized(subscription.title, lang);

  return (
    <li className="card shop-card">
      <PurchaseContextImage fileBlobId={subscription.fileBlobId} eager={eagerImage} />
      <div className="card-body shop-card-body">
        <Heading className="shop-card-title">{title}</Heading>
        <p className="shop-card-line">
          <SubscriptionValidity subscription={subscription} />
        </p>
        <p className="shop-card-line">
          <span className="visually-hidden">{t('reservation-page.price')}:</span>{' '}
          <PriceWithVat
            formattedPrice={subscription.formattedPrice}
            currency={subscription.currencyDescriptor}
            vat={subscription.vat}
            vatIncluded={subscription.vatIncluded}
          />
        </p>
      </div>
      <div className="card-footer shop-card-footer">
        <Link
          className="btn btn-success shop-card-action"
          to={{ pathname: pageHref.subscription(subscription.id), search }}
          state={organizerOrigin(organizerSlug)}
        >
          {t('subscription-list.link')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
    </li>
  );
}
