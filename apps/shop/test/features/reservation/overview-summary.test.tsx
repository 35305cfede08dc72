import type { ReservationInfo } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { InvoiceDetails } from '../../../src/features/reservation/overview/invoice-details.tsx';
import { summaryFooter, taxIdLine } from '../../../src/features/reservation/overview/summary-rules.ts';
import { SummaryTable } from '../../../src/features/reservation/overview/summary-table.tsx';
import { freeSummary, reservationFixture } from './overview-fixtures.ts';
import { renderPart } from './overview-render.tsx';

const chf = { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', fractionDigits: 2 };
const base = reservationFixture();

function withBilling(
  overrides: Partial<ReservationInfo['billingDetails']>,
  reservation: Partial<ReservationInfo> = {},
): ReservationInfo {
  return { ...base, invoiceRequested: true, ...reservation, billingDetails: { ...base.billingDetails, ...overrides } };
}

/** Each row as its cells' texts joined by ' | '. */
const rows = () =>
  screen
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()).join(' | '),
    );

describe('the VAT number line', () => {
  test('shows only with an invoice requested, the number not skipped, and a number given', () => {
    expect(taxIdLine(withBilling({ taxId: 'CHE-123.456.789', country: 'CH' }))).toEqual({
      labelKey: 'invoice-fields.tax-id',
      value: 'CHE-123.456.789',
    });
    expect(taxIdLine(withBilling({ taxId: 'CHE-123.456.789' }, { invoiceRequested: false }))).toBeNull();
    expect(taxIdLine(withBilling({ taxId: 'CHE-123.456.789' }, { skipVatNr: true }))).toBeNull();
    expect(taxIdLine(withBilling({ taxId: null }))).toBeNull();
    expect(taxIdLine(withBilling({ taxId: '' }))).toBeNull();
  });

  test('in Italy it is the fiscal code', () => {
    expect(taxIdLine(withBilling({ taxId: 'RSSMRA80A01H501U', country: 'IT' }))?.labelKey).toBe(
      'invoice-fields.fiscalCode',
    );
  });

  test('the invoice panel shows the billing address with it, and offers to edit', () => {
    const onEdit = vi.fn();
    const reservation = withBilling(
      { taxId: 'IT01234567890', country: 'IT' },
      { billingAddress: 'Acme S.p.A.\nVia Roma 1\n00100 Roma' },
    );
    renderPart(<InvoiceDetails reservation={reservation} italianEInvoicing={false} onEdit={onEdit} disabled={false} />);

    const address = screen.getByText(/Via Roma 1/).closest('address');
    expect(address?.textContent).toContain('Fiscal code: IT01234567890');
    screen.getByRole('button', { name: 'Edit' }).click();
    expect(onEdit).toHaveBeenCalled();
  });
});

describe('the lines under the items', () => {
  test('added VAT comes before the total, at the order rate', () => {
    const footer = summaryFooter(base.orderSummary, false, base);
    expect(footer).toEqual({
      vatAdded: [{ percentage: '8.10', amount: '14.99' }],
      vatIncluded: [],
      vatVoided: false,
      vatNotAdded: false,
    });
  });

  test('a line taxed otherwise shows its VAT under it, and the order keeps its VAT total', () => {
    // As alf.io sends a VAT-exempt ticket in an order with VAT included.
    const summary = {
      ...base.orderSummary,
      summary: [
        ...base.orderSummary.summary,
        { name: 'Student', amount: 1, price: '50.00', subTotal: '50.00', type: 'TICKET' as const, taxPercentage: null },
        { name: null, amount: 0, price: '', subTotal: '0.00', type: 'TAX_DETAIL' as const, taxPercentage: '0' },
      ],
    };
    expect(summaryFooter(summary, true, base).vatIncluded).toEqual([{ percentage: '8.10', amount: '14.99' }]);
    renderPart(<SummaryTable reservation={{ ...base, orderSummary: summary }} currency={chf} vatIncluded />);
    expect(rows()).toEqual([
      'Category | Quantity | Price | Subtotal',
      'Standard | 2 | CHF 100.00 | CHF 200.00',
      'Student | 1 | CHF 50.00 | CHF 50.00',
      'VAT (0%) |  |  | CHF 0.00',
      'Total | CHF 200.00',
      'Including VAT (8.1%) | CHF 14.99',
    ]);
  });

  test('a percentage discount shows its rate as the unit price and money as the subtotal', () => {
    const summary = {
      ...base.orderSummary,
      summary: [
        ...base.orderSummary.summary,
        {
          name: 'SUMMIT10',
          amount: 2,
          price: '-10%',
          subTotal: '-20.00',
          type: 'PROMOTION_CODE' as const,
          taxPercentage: null,
        },
      ],
    };
    renderPart(<SummaryTable reservation={{ ...base, orderSummary: summary }} currency={chf} vatIncluded />);
    expect(rows()[2]).toBe('SUMMIT10 | 2 | -10% | -CHF 20.00');
  });

  test('exempt orders say no VAT is charged; split payment says it is not added; free orders say nothing', () => {
    expect(summaryFooter({ ...base.orderSummary, displayVat: false }, true, base)).toMatchObject({
      vatVoided: true,
      vatIncluded: [],
    });
    const split = withBilling({
      invoicingAdditionalInfo: {
        empty: false,
        italianEInvoicing: {
          fiscalCode: 'X',
          referenceType: 'PEC',
          addresseeCode: null,
          pec: 'a@pec.it',
          splitPayment: true,
          reference: 'a@pec.it',
          referenceTypeAsString: 'PEC',
          empty: false,
        },
      },
    });
    expect(summaryFooter(base.orderSummary, true, split).vatNotAdded).toBe(true);
    expect(summaryFooter(freeSummary, true, split)).toEqual({
      vatAdded: [],
      vatIncluded: [],
      vatVoided: false,
      vatNotAdded: false,
    });
  });

  test('the table reads the items, the total and the VAT contained in it', () => {
    renderPart(<SummaryTable reservation={base} currency={chf} vatIncluded />);
    expect(rows()).toEqual([
      'Category | Quantity | Price | Subtotal',
      'Standard | 2 | CHF 100.00 | CHF 200.00',
      'Total | CHF 200.00',
      'Including VAT (8.1%) | CHF 14.99',
    ]);
  });

  test('discounts and an applied subscription are named, and the subscription can be removed', () => {
    const onRemove = vi.fn();
    const summary = {
      ...base.orderSummary,
      summary: [
        ...base.orderSummary.summary,
        {
          name: 'AUTO',
          amount: 1,
          price: '-10.00',
          subTotal: '-10.00',
          type: 'DYNAMIC_DISCOUNT' as const,
          taxPercentage: null,
        },
        {
          name: 'Season pass',
          amount: 1,
          price: '-100.00',
          subTotal: '-100.00',
          type: 'APPLIED_SUBSCRIPTION' as const,
          taxPercentage: null,
        },
      ],
    };
    renderPart(
      <SummaryTable
        reservation={{ ...base, orderSummary: summary }}
        currency={chf}
        vatIncluded={false}
        onRemoveSubscription={onRemove}
      />,
    );

    expect(screen.getByRole('rowheader', { name: 'Discount' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Subscription: Season pass/ });
    within(row).getByRole('button', { name: 'Remove the subscription from this order' }).click();
    expect(onRemove).toHaveBeenCalled();
    expect(rows().at(-2)).toBe('VAT (8.1%) | CHF 14.99');
  });
});
