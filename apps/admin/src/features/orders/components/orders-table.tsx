import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { OrderSearchResult } from '../api.ts';
import { buyerName, shortReference, useDateTime, useMoney } from '../order-format.ts';

type Row = OrderSearchResult['orders'][number];

export function OrdersTable({ slug, orders }: { slug: string; orders: readonly Row[] }) {
  const { t } = useTranslation();
  const date = useDateTime();
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('orders.caption')}>
      <table className="table align-middle">
        <caption className="visually-hidden">{t('orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.reference')}</th>
            <th scope="col">{t('orders.buyer')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">{t('orders.payment')}</th>
            <th scope="col" className="admin-number">
              {t('orders.tickets')}
            </th>
            <th scope="col" className="admin-number">
              {t('orders.total')}
            </th>
            <th scope="col">{t('orders.created')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} slug={slug} order={order} date={date} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ slug, order, date }: { slug: string; order: Row; date: (iso: string | null) => string }) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  return (
    <tr>
      <th scope="row">
        <Link
          className="admin-nav-link"
          to={`/orders/${encodeURIComponent(slug)}/${order.id}`}
          aria-label={t('orders.open', [shortReference(order.id), buyerName(order)])}
        >
          {shortReference(order.id)}
        </Link>
      </th>
      <td>
        {buyerName(order)}
        {order.email && <span className="d-block small text-body-secondary">{order.email}</span>}
      </td>
      <td>{t(`status.${order.status}`)}</td>
      <td>{t(`payment.${order.paymentProxy ?? 'NONE'}`)}</td>
      <td className="admin-number">{order.tickets}</td>
      <td className="admin-number">{money(order.finalPriceCents)}</td>
      <td>{date(order.createdAt)}</td>
    </tr>
  );
}
