import type { AdditionalService } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import type { MandatoryNote, SupplementBound } from '../bounds.ts';
import { localized } from '../../../lib/localized.ts';
import { taxNote, withCurrency } from '../money.ts';
import { AmountField } from './amount-field.tsx';
import { QuantityField } from './category-quantity.tsx';

interface AdditionalServiceItemProps {
  service: AdditionalService;
  bound: SupplementBound;
  currency: string;
  quantity: number;
  amount: string;
  invalidAmount: boolean;
  onQuantity: (quantity: number) => void;
  onAmount: (text: string) => void;
}

const percentageKeys: Record<Exclude<MandatoryNote, 'one-for-ticket'>, string> = {
  'percentage-of-tickets': 'show-event.additional.percentage.tickets',
  'percentage-of-reservation': 'show-event.additional.percentage.reservation',
};

/** One supplement or donation: a quantity, a free amount, a fixed note, or "not available". */
export function AdditionalServiceItem(props: AdditionalServiceItemProps) {
  const { service, bound } = props;
  const { lang } = useTranslation();
  const titleId = useId();
  const title = localized(service.title, lang);
  return (
    <li className="card shop-item">
      <div className="card-body">
        <div className="shop-item-header">
          <h4 id={titleId} className="h6">
            {title}
          </h4>
          <ServicePrice service={service} bound={bound} currency={props.currency} />
        </div>
        <SafeHtml className="shop-item-description" html={localized(service.description, lang)} />
        <div className="shop-item-footer">
          <ServiceControl {...props} title={title} />
        </div>
      </div>
    </li>
  );
}

function ServicePrice({
  service,
  bound,
  currency,
}: Pick<AdditionalServiceItemProps, 'service' | 'bound' | 'currency'>) {
  const { t, lang } = useTranslation();
  if (bound.kind === 'amount') return null;
  if (bound.kind === 'mandatory' && bound.note !== 'one-for-ticket') {
    return (
      <p className="shop-item-price">
        <strong>{`${service.formattedFinalPrice}%`}</strong>{' '}
        <small className="shop-tax-note">{t(percentageKeys[bound.note])}</small>
      </p>
    );
  }
  if (service.free) return <p className="shop-item-price">{t('common.free')}</p>;
  const price = service.hasDiscount ? service.formattedDiscountedPrice : service.formattedFinalPrice;
  const tax = service.vatApplies ? taxNote(t, service.vatPercentage, service.vatIncluded, lang) : '';
  return (
    <p className="shop-item-price">
      <strong>{withCurrency(currency, price, lang)}</strong>
      {tax ? <small className="shop-tax-note">{tax}</small> : null}
    </p>
  );
}

function ServiceControl({
  service,
  bound,
  currency,
  quantity,
  amount,
  invalidAmount,
  onQuantity,
  onAmount,
  title,
}: AdditionalServiceItemProps & { title: string }) {
  const { t, lang } = useTranslation();
  switch (bound.kind) {
    case 'unavailable':
      return (
        <div>
          <p className="shop-state">{t('show-event.not-available')}</p>
          {service.saleInFuture ? (
            <p className="shop-sale-period">
              {t('show-event.sales-not-started', [localized(service.formattedInception, lang)])}
            </p>
          ) : null}
        </div>
      );
    case 'mandatory':
      return (
        <p className="shop-state-info">
          {t(bound.note === 'one-for-ticket' ? 'show-event.mandatoryOneForTicket' : 'show-event.mandatoryPercentage')}
        </p>
      );
    case 'quantity':
      return <QuantityField itemName={title} max={bound.max} value={quantity} onChange={onQuantity} />;
    case 'amount':
      return (
        <AmountField itemName={title} currency={currency} value={amount} invalid={invalidAmount} onChange={onAmount} />
      );
  }
}
