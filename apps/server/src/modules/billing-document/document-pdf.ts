import { formatDate } from '../../lib/date-format.ts';
import { BOLD, REGULAR } from '../../lib/pdf-fonts.ts';
import type { Queryable } from '../../db/database.ts';
import {
  artifact,
  group,
  headerCell,
  logoFigure,
  MARGIN,
  openLogo,
  tag,
  taggedPdf,
  type ImageBlob,
  type TaggedPdf,
} from '../../lib/tagged-pdf.ts';
import { bundleFor } from '../../messages/index.ts';
import type { DocumentModel } from './document-model.ts';
import { fill } from '../../messages/texts/fill.ts';
import { documentTexts, type DocumentTexts } from '../../messages/texts/billing-document-texts.ts';
import { documentLogoTexts } from '../../messages/texts/document-logo-texts.ts';
import { findBlob } from '../file/file-repository.ts';
import { findPurchaseImageId } from './billing-document-repository.ts';

/**
 * An invoice, receipt or credit note as an A4 PDF, drawn from its frozen model in the
 * reservation's language: issuer, buyer, the order's lines, totals with the VAT of each rate,
 * and how it was paid (a credit note names the invoice it credits instead).
 */

const LEFT = MARGIN;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const COLUMNS = { description: LEFT, quantity: 330, unit: 380, amount: 465 } as const;
const LOGO_BOX = { width: 160, height: 50 };

/**
 * The document with the image of the event or subscription it was issued for as the
 * organizer's logo, as that image is when the document is drawn.
 */
export async function documentPdf(q: Queryable, model: DocumentModel): Promise<Buffer> {
  const imageId = await findPurchaseImageId(q, model.reservation.id);
  return renderDocumentPdf(model, imageId ? await findBlob(q, imageId) : undefined);
}

/**
 * Tagged in reading order: the organizer's logo when there is one, the document's title and
 * facts, the issuer, the buyer, the order's lines as a table with column headers, the totals as
 * a table with row headers, then the VAT and the payment.
 */
export function renderDocumentPdf(model: DocumentModel, logo?: ImageBlob | null): Promise<Buffer> {
  const texts = documentTexts(model.language);
  const title = { INVOICE: texts.invoice, RECEIPT: texts.receipt, CREDIT_NOTE: texts.creditNote }[model.type];
  const document = taggedPdf({
    title: `${title} ${model.number ?? model.reservation.shortId}`,
    author: model.organization.name,
    lang: model.language,
  });
  header(document, model, texts, title, logo);
  buyer(document, model, texts);
  lines(document, model, texts);
  totals(document, model, texts);
  return document.finish();
}

const money = (model: DocumentModel, amount: string) => (model.currency ? `${model.currency} ${amount}` : amount);

function header(
  { pdf, root }: TaggedPdf,
  model: DocumentModel,
  texts: DocumentTexts,
  title: string,
  logoBlob: ImageBlob | null | undefined,
): void {
  const logo = openLogo(pdf, logoBlob);
  const alt = fill(documentLogoTexts(model.language).logoAlt, { organization: model.organization.name });
  const logoHeight = logo ? logoFigure(pdf, root, logo, alt, { left: LEFT, top: MARGIN, ...LOGO_BOX }) + 12 : 0;
  const date = formatDate(
    new Date(model.issuedAt),
    bundleFor(model.language)['common.date-format'] ?? 'd MMM yyyy',
    model.timeZone,
    model.language,
  );
  tag(pdf, root, 'H1', () =>
    pdf
      .font(BOLD)
      .fontSize(20)
      .text(title, 330, 50, { width: RIGHT - 330, align: 'right' }),
  );
  pdf.font(REGULAR).fontSize(9);
  const numberLabel = model.type === 'CREDIT_NOTE' ? texts.creditNoteNumber : texts.invoiceNumber;
  const facts = [
    ...(model.number ? [`${numberLabel}: ${model.number}`] : []),
    ...(model.credits ? [`${texts.creditedInvoice}: ${model.credits.invoiceNumber}`] : []),
    `${texts.date}: ${date}`,
    `${texts.reservation}: ${model.reservation.shortId}`,
  ];
  for (const fact of facts)
    tag(pdf, root, 'P', () => pdf.text(fact, 330, undefined, { width: RIGHT - 330, align: 'right' }));
  const factsEnd = pdf.y;

  const { organization } = model;
  const issuer = group(pdf, root, 'Sect');
  tag(pdf, issuer, 'H2', () =>
    pdf
      .font(BOLD)
      .fontSize(14)
      .text(organization.name, LEFT, MARGIN + logoHeight, { width: 260 }),
  );
  pdf.font(REGULAR).fontSize(9);
  const issuerLines = [
    ...organization.address,
    ...(organization.vatNumber ? [`${texts.vatNumber}: ${organization.vatNumber}`] : []),
    organization.email,
  ];
  for (const line of issuerLines) tag(pdf, issuer, 'P', () => pdf.text(line, { width: 260 }));
  issuer.end();
  pdf.y = Math.max(pdf.y, factsEnd, 150);
}

function buyer({ pdf, root }: TaggedPdf, model: DocumentModel, texts: DocumentTexts): void {
  const { buyer: b } = model;
  const section = group(pdf, root, 'Sect');
  pdf.moveDown(1.5);
  tag(pdf, section, 'H2', () => pdf.font(BOLD).fontSize(10).text(texts.billedTo, LEFT));
  pdf.font(REGULAR).fontSize(10);
  const lines = [
    b.company,
    b.name,
    ...b.address,
    b.vatNumber ? `${texts.vatNumber}: ${b.vatNumber}` : null,
    b.fiscalCode ? `${texts.fiscalCode}: ${b.fiscalCode}` : null,
    b.customerReference ? `${texts.customerReference}: ${b.customerReference}` : null,
    b.email,
  ];
  for (const line of lines) if (line) tag(pdf, section, 'P', () => pdf.text(line, LEFT, undefined, { width: 300 }));
  section.end();
  pdf.moveDown(1);
  tag(pdf, root, 'P', () =>
    pdf.font(BOLD).text(`${texts.purchase}: `, LEFT, undefined, { continued: true }).font(REGULAR).text(model.purchase),
  );
}

function rowName(row: DocumentModel['rows'][number], texts: DocumentTexts): string {
  if (row.type === 'APPLIED_SUBSCRIPTION') return `${texts.appliedSubscription}: ${row.name ?? ''}`;
  if (row.type === 'PROMOTION_CODE') return `${texts.discount}: ${row.name ?? ''}`;
  return row.name ?? '';
}

/** The four columns' positions, in the order a reader meets them. */
const CELLS = [
  { left: COLUMNS.description, width: COLUMNS.quantity - LEFT - 10, align: 'left' },
  { left: COLUMNS.quantity, width: 40, align: 'right' },
  { left: COLUMNS.unit, width: 80, align: 'right' },
  { left: COLUMNS.amount, width: RIGHT - COLUMNS.amount, align: 'right' },
] as const;

function lines({ pdf, root }: TaggedPdf, model: DocumentModel, texts: DocumentTexts): void {
  pdf.moveDown(1.5);
  const table = group(pdf, root, 'Table');
  const headerRow = group(pdf, table, 'TR');
  const heading = pdf.y;
  pdf.font(BOLD).fontSize(9);
  [texts.description, texts.quantity, texts.unitPrice, texts.amount].forEach((label, index) => {
    const { left, width, align } = CELLS[index]!;
    headerCell(pdf, headerRow, 'Column', () => pdf.text(label, left, heading, { width, align }));
  });
  headerRow.end();
  rule(pdf);
  pdf.font(REGULAR).fontSize(9);
  for (const row of model.rows) {
    if (row.type === 'TAX_DETAIL') continue;
    if (pdf.y > 720) pdf.addPage();
    const top = pdf.y;
    const tableRow = group(pdf, table, 'TR');
    let bottom = top;
    [rowName(row, texts), String(row.amount), row.price, row.subTotal].forEach((value, index) => {
      const { left, width, align } = CELLS[index]!;
      tag(pdf, tableRow, 'TD', () => pdf.text(value, left, top, { width, align }));
      bottom = Math.max(bottom, pdf.y);
    });
    tableRow.end();
    pdf.y = bottom + 4;
  }
  table.end();
  rule(pdf);
}

function rule(pdf: PDFKit.PDFDocument): void {
  artifact(pdf, () => pdf.moveDown(0.3).moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).lineWidth(0.5).stroke().moveDown(0.4));
}

/** One row of the totals: its label heads the row, so a reader hears which amount is which. */
function amountLine(
  pdf: PDFKit.PDFDocument,
  table: PDFKit.PDFStructureElement,
  label: string,
  amount: string,
  bold = false,
): void {
  const top = pdf.y;
  const row = group(pdf, table, 'TR');
  pdf.font(bold ? BOLD : REGULAR).fontSize(bold ? 11 : 9);
  headerCell(pdf, row, 'Row', () => pdf.text(label, 300, top, { width: 160, align: 'right' }));
  tag(pdf, row, 'TD', () =>
    pdf.text(amount, COLUMNS.amount - 20, top, { width: RIGHT - COLUMNS.amount + 20, align: 'right' }),
  );
  row.end();
  pdf.moveDown(0.2);
}

function totals({ pdf, root }: TaggedPdf, model: DocumentModel, texts: DocumentTexts): void {
  const table = group(pdf, root, 'Table');
  if (model.currency) {
    amountLine(pdf, table, texts.subtotalWithoutVat, money(model, model.totals.net));
    if (model.tax !== 'exempt')
      for (const entry of model.vatBreakdown)
        amountLine(pdf, table, fill(texts.vatAt, { rate: entry.rate }), money(model, entry.vat));
  }
  amountLine(pdf, table, texts.total, money(model, model.totals.total), true);
  table.end();
  pdf.moveDown(1).font(REGULAR).fontSize(9);
  const treatment = model.tax === 'exempt' ? texts.vatExempt : model.tax === 'not-charged' ? texts.vatNotCharged : null;
  if (treatment) tag(pdf, root, 'P', () => pdf.text(treatment, LEFT, undefined, { width: WIDTH }));

  if (model.vatBreakdown.length > 0) {
    pdf.moveDown(1);
    tag(pdf, root, 'H2', () => pdf.font(BOLD).text(texts.vatBreakdown, LEFT));
    pdf.font(REGULAR);
    for (const entry of model.vatBreakdown) {
      const line = fill(texts.vatOn, {
        rate: entry.rate,
        taxable: money(model, entry.taxable),
        vat: money(model, entry.vat),
      });
      tag(pdf, root, 'P', () => pdf.text(line, LEFT, undefined, { width: WIDTH }));
    }
  }
  if (model.type === 'CREDIT_NOTE') return;
  const status = model.payment.paid ? texts.paid : texts.notYetPaid;
  const method = model.payment.method ? `${texts.paymentMethod}: ${model.payment.method}. ` : '';
  pdf.moveDown(1);
  tag(pdf, root, 'P', () => pdf.text(`${method}${status}.`, LEFT, undefined, { width: WIDTH }));
}
