import type { PurchaseContextWithReservations, ReservationHeader } from '@shop/contract';
import { pageHref, reservationStepFor } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { formatMoney } from '../../../lib/money.ts';
import { myOrdersQuery } from '../api.ts';
import { orderStatusKey, shortReservationId } from '../order-status.ts';

/** The signed-in buyer's orders, one table per event or subscription, newest data from the server. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const orders = useQuery(myOrdersQuery());
  useDocumentTitle(t('user.menu.my-orders'));

  return (
    <section className="shop-account-page">
      <h1 tabIndex={-1}>{t('user.menu.my-orders')}</h1>
      <p>{t('my-orders.description')}</p>
      {orders.isPending ? <PageLoading /> : null}
      {orders.isError ? <RetryAlert message={t('shop.error.generic')} onRetry={() => void orders.refetch()} /> : null}
      {orders.data?.length === 0 ? <p className="alert alert-info">{t('shop.my-orders.empty')}</p> : null}
      {orders.data?.map((context) => (
        <PurchaseContextOrders key={`${context.type}-${context.publicIdentifier}`} context={context} />
      ))}
    </section>
  );
}

function PurchaseContextOrders({ context }: { context: PurchaseContextWithReservations }) {
  const { t, lang } = useTranslation();
  const headingId = useId();
  const start = localized(context.formattedStartDate, lang);
  const end = localized(context.formattedEndDate, lang);
  const dates = start && end && !context.sameDay ? `${start} – ${end}` : start;
  const title = localized(context.title, lang);
  return (
    <section className="shop-my-orders-context" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {t('my-orders.for-pc.description', [t(`purchase-context.${context.type}`), title])}
      </h2>
      {dates ? <p className="shop-account-muted">{dates}</p> : null}
      <table className="shop-orders-table">
        <thead>
          <tr>
            <th scope="col">{t('my-orders.id')}</th>
            <th scope="col">{t('my-orders.status')}</th>
            <th scope="col">{t('my-orders.confirmation-date')}</th>
            <th scope="col">{t('ticket.holder')}</th>
            <th scope="col" className="shop-orders-amount">
              {t('my-orders.total-amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {context.reservations.map((reservation) => (
            <OrderRow key={reservation.id} context={context} reservation={reservation} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OrderRow({
  context,
  reservation,
}: {
  context: PurchaseContextWithReservations;
  reservation: ReservationHeader;
}) {
  const { t, lang } = useTranslation();
  // The reservation's own address: its status guard shows the page its status belongs to,
  // which for a paid order lists the tickets.
  const href = pageHref.reservation(
    { type: context.type, publicIdentifier: context.publicIdentifier, reservationId: reservation.id },
    reservationStepFor(reservation.status, false),
  );
  return (
    <tr>
      <th scope="row">
        <Link to={href}>{shortReservationId(reservation.id)}</Link>
      </th>
      <td data-label={t('my-orders.status')}>{t(orderStatusKey(reservation.status))}</td>
      <td data-label={t('my-orders.confirmation-date')}>{localized(reservation.formattedConfirmedOn, lang)}</td>
      <td data-label={t('ticket.holder')}>
        <ul className="list-unstyled shop-last">
          {reservation.items.map((item) => {
            const holder = [item.firstName, item.lastName].filter(Boolean).join(' ');
            return (
              <li key={item.id}>
                {`${holder || t('reservation-page-complete.ticket-not-assigned')} (${localized(item.type, lang)})`}
              </li>
            );
          })}
        </ul>
      </td>
      <td className="shop-orders-amount" data-label={t('my-orders.total-amount')}>
        {formatMoney(String(reservation.finalPrice), reservation.currencyCode, lang)}
      </td>
    </tr>
  );
}
