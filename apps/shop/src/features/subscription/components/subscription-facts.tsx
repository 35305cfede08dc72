import type { SubscriptionDetails } from '@shop/contract';
import { PriceWithVat } from '../../../components/ui/price-with-vat.tsx';
import { SubscriptionValidity } from '../../../components/ui/subscription-validity.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import type { SaleState } from '../sale-period.ts';

/** The facts of a subscription, as a description list: who sells it, validity, price, sale period. */
export function SubscriptionFacts({ subscription, sale }: { subscription: SubscriptionDetails; sale: SaleState }) {
  const { t, lang } = useTranslation();
  const onSaleFrom = localized(subscription.formattedOnSaleFrom, lang);
  const onSaleTo = localized(subscription.formattedOnSaleTo, lang);
  const saleText =
    sale === 'not-started' && onSaleFrom
      ? t('show-event.sales-not-started', [onSaleFrom])
      : sale === 'ended' && onSaleTo
        ? t('show-event.sales-ended', [onSaleTo])
        : onSaleTo
          ? t('show-event.sales-end', [onSaleTo])
          : null;

  return (
    <dl className="shop-facts">
      {subscription.organizationName ? (
        <div>
          <dt>{t('show-event.by')}</dt>
          <dd>
            {subscription.organizationEmail ? (
              <a href={`mailto:${subscription.organizationEmail}`}>{subscription.organizationName}</a>
            ) : (
              subscription.organizationName
            )}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('shop.catalogue.validity')}</dt>
        <dd>
          <SubscriptionValidity subscription={subscription} />
        </dd>
      </div>
      <div>
        <dt>{t('reservation-page.price')}</dt>
        <dd>
          <PriceWithVat
            formattedPrice={subscription.formattedPrice}
            currency={subscription.currencyDescriptor}
            vat={subscription.vat}
            vatIncluded={subscription.vatIncluded}
            free={subscription.free}
          />
        </dd>
      </div>
      {saleText ? (
        <div>
          <dt>{t('shop.catalogue.sale-period')}</dt>
          <dd>{saleText}</dd>
        </div>
      ) : null}
    </dl>
  );
}
