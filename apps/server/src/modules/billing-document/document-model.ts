import type { SummaryRow } from '@shop/contract';
import { formatCents } from '../../lib/money.ts';
import { localized } from '../reservation/pricing/order-lines.ts';
import { taxTreatmentOf, type OrderPricing, type TaxTreatment } from '../reservation/pricing/order-pricing.ts';
import { summaryOf, type PricedOrder } from '../reservation/pricing/order-summary.ts';
import { shortRate } from '../reservation/pricing/order-summary-rows.ts';
import type { ScopedSettings } from '../settings/scoped-settings.ts';
import type { BuyerRow } from './billing-document-repository.ts';
import type { DocumentType } from './billing-documents.ts';
import { documentTexts } from '../../messages/texts/billing-document-texts.ts';

/**
 * Everything an invoice, receipt or credit note shows, frozen when the document is issued: later
 * changes to the order, the organizer's address or the buyer's data do not alter a document once
 * written. A credit note's amounts are written as credited, that is negative.
 */
export interface DocumentModel {
  type: DocumentType;
  /** Null for receipts. */
  number: string | null;
  /** A credit note's: the invoice it credits. */
  credits?: { invoiceNumber: string };
  language: string;
  issuedAt: string;
  timeZone: string;
  reservation: { id: string; shortId: string };
  purchase: string;
  organization: { name: string; email: string; address: string[]; vatNumber: string | null };
  buyer: {
    name: string;
    email: string | null;
    company: string | null;
    address: string[];
    vatNumber: string | null;
    fiscalCode: string | null;
    customerReference: string | null;
  };
  rows: SummaryRow[];
  vatBreakdown: { rate: string; taxable: string; vat: string }[];
  totals: { net: string; vat: string; total: string };
  tax: TaxTreatment;
  currency: string | null;
  payment: { method: string | null; paid: boolean };
}

function countryName(code: string | null, lang: string): string | null {
  if (!code) return null;
  const region = code.toUpperCase() === 'EL' ? 'GR' : code.toUpperCase();
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

function buyerOf(row: BuyerRow, lang: string): DocumentModel['buyer'] {
  const cityLine = [row.zip, row.city].filter(Boolean).join(' ');
  const business = row.addCompany && Boolean(row.company?.trim());
  return {
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    company: business ? row.company : null,
    address: row.invoiceRequested
      ? [row.line1, row.line2, cityLine, row.state, countryName(row.country, lang)].filter((line): line is string =>
          Boolean(line?.trim()),
        )
      : [],
    vatNumber:
      business && row.vatNr?.trim()
        ? `${row.country && !row.vatNr.toUpperCase().startsWith(row.country.toUpperCase()) ? row.country.toUpperCase() : ''}${row.vatNr}`
        : null,
    fiscalCode: row.fiscalCode?.trim() ? row.fiscalCode : null,
    customerReference: row.customerReference?.trim() ? row.customerReference : null,
  };
}

/** Per rate, what is taxed and the tax, shrunk like the totals when an amount comes off the whole order. */
export function vatBreakdown(
  pricing: OrderPricing,
  treatment: TaxTreatment,
  currency: string | null,
  /** What the breakdown adds up to: the order's total, or the part of it a refund gives back. */
  total = pricing.totals.final,
): DocumentModel['vatBreakdown'] {
  const byRate = new Map<string, { final: number; vat: number }>();
  for (const line of pricing.lines) {
    const key = shortRate(line.rate.percent);
    const sum = byRate.get(key) ?? { final: 0, vat: 0 };
    byRate.set(key, { final: sum.final + line.price.final, vat: sum.vat + line.price.vat });
  }
  const before = [...byRate.values()].reduce((sum, entry) => sum + entry.final, 0);
  const scale = (cents: number) => (before === 0 ? 0 : Math.round((cents * total) / before));
  return [...byRate]
    .filter(([, entry]) => entry.final > 0)
    .map(([rate, entry]) => {
      const final = scale(entry.final);
      const vat = scale(entry.vat);
      return {
        rate,
        taxable: formatCents(treatment === 'charged' ? final - vat : final, currency),
        vat: formatCents(vat, currency),
      };
    });
}

export interface ModelInput {
  type: DocumentType;
  number: string | null;
  priced: PricedOrder;
  buyer: BuyerRow;
  settings: ScopedSettings;
  organization: { name: string; email: string };
  contextTitle: Record<string, string>;
  timeZone: string;
  shortId: string;
  issuedAt: Date;
  payment: { method: string | null; paid: boolean };
}

export function documentModel(input: ModelInput): DocumentModel {
  const { priced } = input;
  const { header } = priced.order;
  const lang = header.language;
  const treatment = taxTreatmentOf(header.vatStatus);
  const summary = summaryOf(priced, lang);
  const money = (cents: number) => formatCents(cents, header.currency);
  const { totals } = priced.pricing;
  return {
    type: input.type,
    number: input.number,
    language: lang,
    issuedAt: input.issuedAt.toISOString(),
    timeZone: input.timeZone,
    reservation: { id: header.id, shortId: input.shortId },
    purchase: localized(input.contextTitle, lang),
    organization: {
      ...input.organization,
      address: (input.settings.text('INVOICE_ADDRESS') ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      vatNumber: input.settings.text('VAT_NR'),
    },
    buyer: buyerOf(input.buyer, lang),
    rows: summary.summary,
    vatBreakdown: header.currency === null ? [] : vatBreakdown(priced.pricing, treatment, header.currency),
    totals: {
      net: money(treatment === 'charged' ? totals.final - totals.vat : totals.final),
      vat: money(totals.vat),
      total: money(totals.final),
    },
    tax: treatment,
    currency: header.currency,
    payment: input.payment,
  };
}

/** What a credit note gives back: the whole order (it is cancelled), or an amount refunded of it. */
export type Credit = { kind: 'order' } | { kind: 'refund'; amountCents: number };

/** An amount as credited: the sign turned, zero left as it is. */
export function credited(amount: string): string {
  if (amount.startsWith('-')) return amount.slice(1);
  return /^[0.,\s]*$/.test(amount) ? amount : `-${amount}`;
}

/**
 * A credit note of `invoiceNumber`: the order's lines and totals credited, or for a refund one
 * line of the amount given back, its VAT split over the order's rates in their proportions.
 */
export function creditNoteModel(input: ModelInput, invoiceNumber: string, credit: Credit): DocumentModel {
  const model = documentModel(input);
  const negate = (row: DocumentModel['rows'][number]) => ({
    ...row,
    price: credited(row.price),
    subTotal: credited(row.subTotal),
  });
  const negateTotals = (totals: DocumentModel['totals']) => ({
    net: credited(totals.net),
    vat: credited(totals.vat),
    total: credited(totals.total),
  });
  const negateBreakdown = (entries: DocumentModel['vatBreakdown']) =>
    entries.map((entry) => ({ rate: entry.rate, taxable: credited(entry.taxable), vat: credited(entry.vat) }));
  if (credit.kind === 'order')
    return {
      ...model,
      credits: { invoiceNumber },
      rows: model.rows.map(negate),
      vatBreakdown: negateBreakdown(model.vatBreakdown),
      totals: negateTotals(model.totals),
    };

  const { pricing, order } = input.priced;
  const currency = order.header.currency;
  const money = (cents: number) => formatCents(cents, currency);
  const refund = credit.amountCents;
  const final = pricing.totals.final;
  const vat = model.tax === 'charged' && final > 0 ? Math.round((pricing.totals.vat * refund) / final) : 0;
  const rates = new Set(pricing.lines.map((line) => shortRate(line.rate.percent)));
  return {
    ...model,
    credits: { invoiceNumber },
    rows: [
      {
        name: documentTexts(model.language).refund,
        amount: 1,
        price: credited(money(refund)),
        subTotal: credited(money(refund)),
        type: 'TICKET',
        taxPercentage: rates.size === 1 ? [...rates][0]! : null,
      },
    ],
    vatBreakdown: currency === null ? [] : negateBreakdown(vatBreakdown(pricing, model.tax, currency, refund)),
    totals: negateTotals({
      net: money(model.tax === 'charged' ? refund - vat : refund),
      vat: money(vat),
      total: money(refund),
    }),
  };
}
