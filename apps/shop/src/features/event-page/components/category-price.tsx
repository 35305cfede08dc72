import type { EventDetails, TicketCategory } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { currencyOf, taxNote, withCurrency } from '../money.ts';

type PricedEvent = Pick<EventDetails, 'currency' | 'currencyDescriptor' | 'vat' | 'vatIncluded'>;

/** The ticket price: free, plain, or struck through beside the discounted one; with its tax note. */
export function CategoryPrice({ category, event }: { category: TicketCategory; event: PricedEvent }) {
  const { t, lang } = useTranslation();
  if (category.free) return <p className="shop-item-price">{t('common.free')}</p>;
  const currency = currencyOf(event);
  const tax = category.displayTaxInformation ? taxNote(t, event.vat, event.vatIncluded, lang) : '';
  return (
    <p className="shop-item-price">
      {category.hasDiscount ? (
        <>
          <del>
            <span className="visually-hidden">{t('shop.event-page.price.original')} </span>
            {withCurrency(currency, category.formattedFinalPrice, lang)}
          </del>{' '}
          <strong>
            <span className="visually-hidden">{t('shop.event-page.price.discounted')} </span>
            {withCurrency(currency, category.formattedDiscountedPrice, lang)}
          </strong>
        </>
      ) : (
        <strong>{withCurrency(currency, category.formattedFinalPrice, lang)}</strong>
      )}
      {tax ? <small className="shop-tax-note">{tax}</small> : null}
    </p>
  );
}
