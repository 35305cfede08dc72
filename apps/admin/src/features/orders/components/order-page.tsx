import type { OrganizerRole } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { orderQuery, type OrderOverview } from '../api.ts';
import { orderActions } from '../order-actions.ts';
import { buyerName, shortReference, useDateTime, useMoney } from '../order-format.ts';
import { OrderActionsBar, useOrderChange } from './order-actions-bar.tsx';
import { DocumentsSection } from './order-documents.tsx';
import { AuditSection, EmailsSection, ItemsSection, MoneySection, TicketsSection } from './order-sections.tsx';

/** One order: what was bought, by whom, what happened to it, and what the organizer may do with it. */
export function OrderPage({ role }: { role: OrganizerRole }) {
  const { t } = useTranslation();
  const { slug = '', reservationId = '' } = useParams();
  const order = useQuery(orderQuery(slug, reservationId));
  return (
    <>
      <p className="mb-2">
        <Link className="admin-nav-link" to={`/orders?event=${encodeURIComponent(slug)}`}>
          {t('orders.back')}
        </Link>
      </p>
      <QueryState query={order}>{(found) => <OrderDetails slug={slug} order={found} role={role} />}</QueryState>
    </>
  );
}

function OrderDetails({ slug, order, role }: { slug: string; order: OrderOverview; role: OrganizerRole }) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  const date = useDateTime();
  const actions = orderActions(order, role);
  const change = useOrderChange(slug, order);
  return (
    <>
      <h1 className="h3 mb-3">{t('orders.order.heading', [shortReference(order.id)])}</h1>
      <dl className="row mb-3">
        <dt className="col-sm-3">{t('orders.status')}</dt>
        <dd className="col-sm-9">{t(`status.${order.status}`)}</dd>
        <dt className="col-sm-3">{t('orders.buyer')}</dt>
        <dd className="col-sm-9">
          {buyerName(order)}
          {order.email && <span className="d-block text-body-secondary">{order.email}</span>}
        </dd>
        <dt className="col-sm-3">{t('orders.payment')}</dt>
        <dd className="col-sm-9">
          {t(`payment.${order.paymentProxy ?? 'NONE'}`)} · {t(order.paid ? 'orders.paid' : 'orders.not-paid')}
        </dd>
        <dt className="col-sm-3">{t('orders.total')}</dt>
        <dd className="col-sm-9">{money(order.finalPriceCents)}</dd>
        <dt className="col-sm-3">{t('orders.created')}</dt>
        <dd className="col-sm-9">{date(order.createdAt)}</dd>
        {order.confirmedAt && (
          <>
            <dt className="col-sm-3">{t('orders.confirmed')}</dt>
            <dd className="col-sm-9">{date(order.confirmedAt)}</dd>
          </>
        )}
        <dt className="col-sm-3">{t('orders.invoice')}</dt>
        <dd className="col-sm-9">
          {order.invoiceNumber && order.invoiceUrl ? (
            <a className="admin-nav-link" href={order.invoiceUrl}>
              {t('orders.invoice.link', [order.invoiceNumber])}
            </a>
          ) : (
            t('orders.invoice.none')
          )}
        </dd>
      </dl>
      <OrderActionsBar slug={slug} order={order} actions={actions} change={change} />
      <ItemsSection order={order} />
      <TicketsSection
        order={order}
        canChange={actions.includes('change-attendee')}
        onChange={(ticketUuid) => change.start({ action: 'change-attendee', ticketUuid })}
      />
      <MoneySection order={order} />
      <DocumentsSection slug={slug} reservationId={order.id} />
      <EmailsSection order={order} />
      <AuditSection order={order} />
    </>
  );
}
