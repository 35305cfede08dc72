import type { EventDetails, TicketCategory } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { categoryState, type CategoryState } from '../category-state.ts';
import { localized } from '../../../lib/localized.ts';
import { CategoryPrice } from './category-price.tsx';
import { QuantityField } from './category-quantity.tsx';

type CardEvent = Pick<EventDetails, 'currency' | 'currencyDescriptor' | 'vat' | 'vatIncluded' | 'format'>;

interface CategoryCardProps {
  category: TicketCategory;
  event: CardEvent;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRefresh: () => void;
}

/** One ticket category in one of its four states. */
export function CategoryCard({ category, event, quantity, onQuantity, onRefresh }: CategoryCardProps) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const state = categoryState(category);
  const ticketsLeft =
    state === 'saleable' && category.availableTickets !== null && category.availableTickets > 0
      ? category.availableTickets
      : 0;
  return (
    <li className={`card shop-item shop-category-${state}`}>
      <div className="card-body">
        <div className="shop-item-header">
          <h3 id={titleId} className="h5">
            {category.name}
          </h3>
          <CategoryPrice category={category} event={event} />
        </div>
        {ticketsLeft > 0 || (event.format === 'HYBRID' && category.ticketAccessType === 'ONLINE') ? (
          <p className="shop-item-badges">
            {ticketsLeft > 0 ? (
              <span className="badge shop-badge-success">{t('show-event.tickets.left', [ticketsLeft])}</span>
            ) : null}
            {event.format === 'HYBRID' && category.ticketAccessType === 'ONLINE' ? (
              <span className="badge shop-badge-info">{t('event.online.badge')}</span>
            ) : null}
          </p>
        ) : null}
        <SafeHtml className="shop-item-description" html={localized(category.description, lang)} />
        {state === 'saleable' ? (
          <div className="shop-item-footer">
            <p className="shop-sale-period">
              {t('show-event.sales-end', [localized(category.formattedExpiration, lang)])}
            </p>
            <QuantityField
              itemName={category.name}
              max={category.maximumSaleableTickets}
              value={quantity}
              onChange={onQuantity}
            />
          </div>
        ) : (
          <CategoryUnavailable state={state} category={category} titleId={titleId} onRefresh={onRefresh} />
        )}
      </div>
    </li>
  );
}

interface UnavailableProps {
  state: Exclude<CategoryState, 'saleable'>;
  category: TicketCategory;
  titleId: string;
  onRefresh: () => void;
}

function CategoryUnavailable({ state, category, titleId, onRefresh }: UnavailableProps) {
  const { t, lang } = useTranslation();
  const refresh = (
    <button type="button" className="btn btn-sm btn-outline-dark" aria-describedby={titleId} onClick={onRefresh}>
      {t('common.refresh')}
    </button>
  );
  switch (state) {
    case 'all-reserved':
      return (
        <div className="shop-item-footer">
          <div>
            <p className="shop-state">{t('show-event.all-tickets-reserved')}</p>
            <p className="shop-state-info">{t('show-event.all-tickets-reserved.info')}</p>
          </div>
          {refresh}
        </div>
      );
    case 'sold-out':
      return (
        <div className="shop-item-footer">
          <p className="shop-state shop-state-sold-out">{t('show-event.sold-out')}</p>
          {refresh}
        </div>
      );
    case 'not-available':
      return (
        <div className="shop-item-footer">
          <p className="shop-state">{t('show-event.not-available')}</p>
          {category.saleInFuture ? (
            <p className="shop-sale-period">
              {t('show-event.sales-not-started', [localized(category.formattedInception, lang)])}
            </p>
          ) : null}
        </div>
      );
  }
}
