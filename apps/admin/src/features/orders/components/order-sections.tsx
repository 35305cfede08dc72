import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { messages, type MessageKey } from '../../../messages/index.ts';
import type { OrderOverview } from '../api.ts';
import { useDateTime, useMoney } from '../order-format.ts';

/** A titled table that scrolls sideways on a narrow screen, or a sentence when it has no rows. */
export function Section({
  title,
  empty,
  head,
  children,
}: {
  title: string;
  empty: string | null;
  head: readonly string[];
  children: ReactNode;
}) {
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      {empty !== null ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={title}>
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                {head.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A code the server sent, in words where the messages have them. */
function useCode() {
  const { t } = useTranslation();
  return (prefix: string, code: string) => {
    const key = `${prefix}.${code}`;
    return key in messages.en ? t(key as MessageKey) : code;
  };
}

export function ItemsSection({ order }: { order: OrderOverview }) {
  const { t } = useTranslation();
  const rows = order.items.summary;
  return (
    <Section
      title={t('orders.items')}
      empty={rows.length === 0 ? t('orders.items.none') : null}
      head={[t('orders.items.name'), t('orders.items.quantity'), t('orders.items.price'), t('orders.items.subtotal')]}
    >
      {rows.map((row, index) => (
        <tr key={index}>
          <td>{row.name}</td>
          <td className="admin-number">{row.amount}</td>
          <td className="admin-number">{row.price}</td>
          <td className="admin-number">{row.subTotal}</td>
        </tr>
      ))}
    </Section>
  );
}

export function TicketsSection({
  order,
  canChange,
  onChange,
}: {
  order: OrderOverview;
  canChange: boolean;
  onChange: (ticketUuid: string) => void;
}) {
  const { t } = useTranslation();
  const code = useCode();
  const date = useDateTime();
  const head = [t('orders.tickets.attendee'), t('orders.tickets.category'), t('orders.tickets.state')];
  return (
    <Section
      title={t('orders.tickets')}
      empty={order.tickets.length === 0 ? t('orders.tickets.none') : null}
      head={canChange ? [...head, t('orders.tickets.change')] : head}
    >
      {order.tickets.map((ticket) => {
        const name = [ticket.firstName, ticket.lastName].filter(Boolean).join(' ');
        return (
          <tr key={ticket.uuid}>
            <td>
              {name || t('orders.tickets.unassigned')}
              {ticket.email && <span className="d-block small text-body-secondary">{ticket.email}</span>}
            </td>
            <td>{ticket.category}</td>
            <td>
              {ticket.checkedInAt
                ? t('orders.tickets.checked-in', [date(ticket.checkedInAt)])
                : code('ticket', ticket.status)}
              {ticket.paidOnSiteAt && (
                <span className="d-block small">{t('orders.tickets.paid-on-site', [date(ticket.paidOnSiteAt)])}</span>
              )}
            </td>
            {canChange && (
              <td>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={t('orders.tickets.change-of', [name || t('orders.tickets.unassigned')])}
                  onClick={() => onChange(ticket.uuid)}
                >
                  {t('orders.tickets.change')}
                </button>
              </td>
            )}
          </tr>
        );
      })}
    </Section>
  );
}

export function MoneySection({ order }: { order: OrderOverview }) {
  const { t } = useTranslation();
  const code = useCode();
  const date = useDateTime();
  const money = useMoney(order.currency);
  return (
    <>
      <Section
        title={t('orders.payments')}
        empty={order.payments.length === 0 ? t('orders.payments.none') : null}
        head={[
          t('orders.payments.date'),
          t('orders.payments.method'),
          t('orders.payments.state'),
          t('orders.payments.amount'),
        ]}
      >
        {order.payments.map((payment) => (
          <tr key={payment.id}>
            <td>{date(payment.createdAt)}</td>
            <td>
              {code('payment', payment.paymentProxy)}
              {payment.transactionId && (
                <span className="d-block small text-body-secondary">{payment.transactionId}</span>
              )}
            </td>
            <td>{code('transaction', payment.status)}</td>
            <td className="admin-number">{money(payment.amount)}</td>
          </tr>
        ))}
      </Section>
      <Section
        title={t('orders.refunds')}
        empty={order.refunds.length === 0 ? t('orders.refunds.none') : null}
        head={[
          t('orders.payments.date'),
          t('orders.payments.method'),
          t('orders.payments.state'),
          t('orders.payments.amount'),
        ]}
      >
        {order.refunds.map((refund) => (
          <tr key={refund.id}>
            <td>{date(refund.createdAt)}</td>
            <td>{code('payment', refund.paymentProxy)}</td>
            <td>
              {code('refund', refund.status)}
              {refund.lastError && <span className="d-block small">{refund.lastError}</span>}
            </td>
            <td className="admin-number">{money(refund.amount)}</td>
          </tr>
        ))}
      </Section>
    </>
  );
}

export function EmailsSection({ order }: { order: OrderOverview }) {
  const { t } = useTranslation();
  const code = useCode();
  const date = useDateTime();
  return (
    <Section
      title={t('orders.emails')}
      empty={order.emails.length === 0 ? t('orders.emails.none') : null}
      head={[
        t('orders.payments.date'),
        t('orders.emails.recipient'),
        t('orders.emails.subject'),
        t('orders.payments.state'),
      ]}
    >
      {order.emails.map((email, index) => (
        <tr key={index}>
          <td>{date(email.createdAt)}</td>
          <td>{email.recipient}</td>
          <td>{email.subject}</td>
          <td>{code('email', email.status)}</td>
        </tr>
      ))}
    </Section>
  );
}

export function AuditSection({ order }: { order: OrderOverview }) {
  const { t } = useTranslation();
  const code = useCode();
  const date = useDateTime();
  return (
    <Section
      title={t('orders.audit')}
      empty={order.audit.length === 0 ? t('orders.audit.none') : null}
      head={[t('orders.payments.date'), t('orders.audit.what'), t('orders.audit.who')]}
    >
      {order.audit.map((entry, index) => (
        <tr key={index}>
          <td>{date(entry.createdAt)}</td>
          <td>{code('audit', entry.action)}</td>
          <td>{entry.actor ?? t('orders.audit.system')}</td>
        </tr>
      ))}
    </Section>
  );
}
