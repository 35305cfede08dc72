import type { OrderSummary, ReservationInfo } from '@shop/contract';

/** One VAT line under the items: its rate (a decimal string) and amount. */
export interface VatLine {
  percentage: string;
  amount: string;
}

export interface SummaryFooter {
  /** Added VAT, listed before the total (prices without VAT). */
  vatAdded: VatLine[];
  /** VAT contained in the total, listed after it (prices with VAT). */
  vatIncluded: VatLine[];
  /** No VAT is charged at all (reverse charge and the like): `invoice.vat-voided`. */
  vatVoided: boolean;
  /** Italian split payment: VAT shown but paid by the buyer to the state, `invoice.vat-not-added`. */
  vatNotAdded: boolean;
}

/**
 * The lines below the items: the order's VAT at its rate, before the total
 * when VAT is added, after it when included. Free orders have none. A TAX_DETAIL row (a line
 * taxed otherwise than the order, e.g. a VAT-exempt ticket) stays among the items, right under
 * the line it qualifies, as alf.io sends it; the order's VAT total still shows here.
 */
export function summaryFooter(
  summary: OrderSummary,
  vatIncluded: boolean,
  billing: Pick<ReservationInfo, 'billingDetails'>,
): SummaryFooter {
  const none: SummaryFooter = { vatAdded: [], vatIncluded: [], vatVoided: false, vatNotAdded: false };
  if (summary.free) return none;
  const splitPayment = billing.billingDetails.invoicingAdditionalInfo.italianEInvoicing?.splitPayment === true;
  if (!summary.displayVat) return { ...none, vatVoided: true, vatNotAdded: splitPayment };
  const lines: VatLine[] = [{ percentage: summary.vatPercentage, amount: summary.totalVAT }];
  return vatIncluded
    ? { ...none, vatIncluded: lines, vatNotAdded: splitPayment }
    : { ...none, vatAdded: lines, vatNotAdded: splitPayment };
}

export interface TaxIdLine {
  labelKey: 'invoice-fields.fiscalCode' | 'invoice-fields.tax-id';
  value: string;
}

/**
 * The buyer's VAT number is shown only when an invoice was requested, the
 * number was not skipped and there is one; in Italy it is the fiscal code.
 */
export function taxIdLine(
  reservation: Pick<ReservationInfo, 'invoiceRequested' | 'skipVatNr' | 'billingDetails'>,
): TaxIdLine | null {
  const taxId = reservation.billingDetails.taxId;
  if (!reservation.invoiceRequested || reservation.skipVatNr === true || !taxId) return null;
  return {
    labelKey: reservation.billingDetails.country === 'IT' ? 'invoice-fields.fiscalCode' : 'invoice-fields.tax-id',
    value: taxId,
  };
}

/** An event order paid (partly) with a subscription shows that row with a remove action. */
export function hasAppliedSubscription(summary: OrderSummary): boolean {
  return summary.summary.some((row) => row.type === 'APPLIED_SUBSCRIPTION');
}
