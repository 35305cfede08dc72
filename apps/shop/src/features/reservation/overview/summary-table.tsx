import type { CurrencyDescriptor, ReservationInfo, SummaryRow } from '@shop/contract';
import { useTranslation, type Translate } from '../../../lib/i18n.tsx';
import { formatMoney, formatUnitPrice, formatVatRate } from '../../../lib/money.ts';
import { summaryFooter, type VatLine } from './summary-rules.ts';

interface SummaryTableProps {
  reservation: Pick<ReservationInfo, 'orderSummary' | 'billingDetails'>;
  currency: CurrencyDescriptor | null;
  vatIncluded: boolean;
  /** Offered on event overviews only: removes the applied subscription (after the buyer confirms). */
  onRemoveSubscription?: () => void;
}

function rowLabel(row: SummaryRow, t: Translate, lang: string): string {
  switch (row.type) {
    case 'TAX_DETAIL':
      return t('reservation-page.vat', [formatVatRate(row.taxPercentage ?? '0', lang), t('common.vat')]);
    case 'DYNAMIC_DISCOUNT':
      return t('reservation.dynamic.discount.description');
    case 'APPLIED_SUBSCRIPTION':
      return t('summary.table.subscription', [row.name ?? '']);
    default:
      return row.name ?? '';
  }
}

/** What the order is made of and costs, in the visitor's language. */
export function SummaryTable({ reservation, currency, vatIncluded, onRemoveSubscription }: SummaryTableProps) {
  const { t, lang } = useTranslation();
  const summary = reservation.orderSummary;
  const footer = summaryFooter(summary, vatIncluded, reservation);
  const money = (amount: string) => formatMoney(amount, currency?.code, lang, currency?.fractionDigits);
  const unitPrice = (price: string) => formatUnitPrice(price, currency?.code, lang, currency?.fractionDigits);
  const vatRow = (key: string, line: VatLine, index: number) => (
    <tr key={`${key}-${index}`} className="shop-summary-vat">
      <th scope="row" colSpan={3}>
        {t(key, [formatVatRate(line.percentage, lang), t('common.vat')])}
      </th>
      <td className="shop-summary-amount">{money(line.amount)}</td>
    </tr>
  );

  return (
    <div className="shop-summary">
      <table className="shop-summary-table">
        <caption className="visually-hidden">{t('reservation-page.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reservation-page.category')}</th>
            <th scope="col" className="shop-summary-quantity">
              {t('reservation-page.amount')}
            </th>
            <th scope="col" className="shop-summary-amount">
              {t('reservation-page.price')}
            </th>
            <th scope="col" className="shop-summary-amount">
              {t('reservation-page.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.summary.map((row, index) => (
            <tr
              key={`${row.type}-${row.name ?? ''}-${index}`}
              className={row.type === 'TAX_DETAIL' ? 'shop-summary-vat' : undefined}
            >
              <th scope="row">
                {rowLabel(row, t, lang)}
                {row.type === 'APPLIED_SUBSCRIPTION' && onRemoveSubscription ? (
                  <button
                    type="button"
                    className="btn btn-link btn-sm shop-remove-subscription"
                    onClick={onRemoveSubscription}
                  >
                    {t('summary.table.remove-applied-subscription-from-order')}
                  </button>
                ) : null}
              </th>
              <td className="shop-summary-quantity">{row.type === 'TAX_DETAIL' ? null : row.amount}</td>
              <td className="shop-summary-amount">{unitPrice(row.price)}</td>
              <td className="shop-summary-amount">{money(row.subTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {footer.vatAdded.map((line, index) => vatRow('reservation-page.vat', line, index))}
          <tr className="shop-summary-total">
            <th scope="row" colSpan={3}>
              {t('reservation-page.total')}
            </th>
            <td className="shop-summary-amount">
              <strong>{summary.free ? t('common.free') : money(summary.totalPrice)}</strong>
            </td>
          </tr>
          {footer.vatIncluded.map((line, index) => vatRow('reservation-page.vat-included', line, index))}
          {footer.vatVoided ? (
            <tr>
              <td colSpan={4}>{t('invoice.vat-voided', [t('common.vat')])}</td>
            </tr>
          ) : null}
          {footer.vatNotAdded ? (
            <tr>
              <td colSpan={4}>{t('invoice.vat-not-added', [t('common.vat')])}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </div>
  );
}
