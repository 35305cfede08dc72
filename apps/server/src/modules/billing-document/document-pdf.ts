import PDFDocument from 'pdfkit';
import { formatDate } from '../../lib/date-format.ts';
import { BOLD, pdfBuffer, REGULAR, registerPdfFonts } from '../../lib/pdf-fonts.ts';
import { bundleFor } from '../../messages/index.ts';
import type { DocumentModel } from './document-model.ts';
import { fill } from '../../messages/texts/fill.ts';
import { documentTexts, type DocumentTexts } from '../../messages/texts/billing-document-texts.ts';

/**
 * An invoice or receipt as an A4 PDF, drawn from its frozen model in the reservation's
 * language: issuer, buyer, the order's lines, totals with the VAT of each rate, and how it was
 * paid.
 */

const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const COLUMNS = { description: LEFT, quantity: 330, unit: 380, amount: 465 } as const;

export function renderDocumentPdf(model: DocumentModel): Promise<Buffer> {
  const texts = documentTexts(model.language);
  const title = model.type === 'INVOICE' ? texts.invoice : texts.receipt;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${title} ${model.number ?? model.reservation.shortId}`, Author: model.organization.name },
  });
  registerPdfFonts(pdf);
  const done = pdfBuffer(pdf);
  header(pdf, model, texts, title);
  buyer(pdf, model, texts);
  lines(pdf, model, texts);
  totals(pdf, model, texts);
  pdf.end();
  return done;
}

const money = (model: DocumentModel, amount: string) => (model.currency ? `${model.currency} ${amount}` : amount);

function header(pdf: PDFKit.PDFDocument, model: DocumentModel, texts: DocumentTexts, title: string): void {
  const { organization } = model;
  pdf.font(BOLD).fontSize(14).text(organization.name, LEFT, 50, { width: 260 });
  pdf.font(REGULAR).fontSize(9);
  for (const line of organization.address) pdf.text(line, { width: 260 });
  if (organization.vatNumber) pdf.text(`${texts.vatNumber}: ${organization.vatNumber}`, { width: 260 });
  pdf.text(organization.email, { width: 260 });

  const date = formatDate(
    new Date(model.issuedAt),
    bundleFor(model.language)['common.date-format'] ?? 'd MMM yyyy',
    model.timeZone,
    model.language,
  );
  pdf
    .font(BOLD)
    .fontSize(20)
    .text(title, 330, 50, { width: RIGHT - 330, align: 'right' });
  pdf.font(REGULAR).fontSize(9);
  const facts = [
    ...(model.number ? [`${texts.invoiceNumber}: ${model.number}`] : []),
    `${texts.date}: ${date}`,
    `${texts.reservation}: ${model.reservation.shortId}`,
  ];
  for (const fact of facts) pdf.text(fact, 330, undefined, { width: RIGHT - 330, align: 'right' });
  pdf.y = Math.max(pdf.y, 150);
}

function buyer(pdf: PDFKit.PDFDocument, model: DocumentModel, texts: DocumentTexts): void {
  const { buyer: b } = model;
  pdf.moveDown(1.5).font(BOLD).fontSize(10).text(texts.billedTo, LEFT);
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
  for (const line of lines) if (line) pdf.text(line, LEFT, undefined, { width: 300 });
  pdf
    .moveDown(1)
    .font(BOLD)
    .text(`${texts.purchase}: `, LEFT, undefined, { continued: true })
    .font(REGULAR)
    .text(model.purchase);
}

function rowName(row: DocumentModel['rows'][number], texts: DocumentTexts): string {
  if (row.type === 'APPLIED_SUBSCRIPTION') return `${texts.appliedSubscription}: ${row.name ?? ''}`;
  if (row.type === 'PROMOTION_CODE') return `${texts.discount}: ${row.name ?? ''}`;
  return row.name ?? '';
}

function lines(pdf: PDFKit.PDFDocument, model: DocumentModel, texts: DocumentTexts): void {
  pdf.moveDown(1.5);
  const heading = pdf.y;
  pdf.font(BOLD).fontSize(9);
  pdf.text(texts.description, COLUMNS.description, heading, { width: COLUMNS.quantity - LEFT - 10 });
  pdf.text(texts.quantity, COLUMNS.quantity, heading, { width: 40, align: 'right' });
  pdf.text(texts.unitPrice, COLUMNS.unit, heading, { width: 80, align: 'right' });
  pdf.text(texts.amount, COLUMNS.amount, heading, { width: RIGHT - COLUMNS.amount, align: 'right' });
  rule(pdf);
  pdf.font(REGULAR).fontSize(9);
  for (const row of model.rows) {
    if (row.type === 'TAX_DETAIL') continue;
    if (pdf.y > 720) pdf.addPage();
    const top = pdf.y;
    pdf.text(rowName(row, texts), COLUMNS.description, top, { width: COLUMNS.quantity - LEFT - 10 });
    const bottom = pdf.y;
    pdf.text(String(row.amount), COLUMNS.quantity, top, { width: 40, align: 'right' });
    pdf.text(row.price, COLUMNS.unit, top, { width: 80, align: 'right' });
    pdf.text(row.subTotal, COLUMNS.amount, top, { width: RIGHT - COLUMNS.amount, align: 'right' });
    pdf.y = Math.max(bottom, pdf.y) + 4;
  }
  rule(pdf);
}

function rule(pdf: PDFKit.PDFDocument): void {
  pdf.moveDown(0.3).moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).lineWidth(0.5).stroke().moveDown(0.4);
}

function amountLine(pdf: PDFKit.PDFDocument, label: string, amount: string, bold = false): void {
  const top = pdf.y;
  pdf.font(bold ? BOLD : REGULAR).fontSize(bold ? 11 : 9);
  pdf.text(label, 300, top, { width: 160, align: 'right' });
  pdf.text(amount, COLUMNS.amount - 20, top, { width: RIGHT - COLUMNS.amount + 20, align: 'right' });
  pdf.moveDown(0.2);
}

function totals(pdf: PDFKit.PDFDocument, model: DocumentModel, texts: DocumentTexts): void {
  if (model.currency) {
    amountLine(pdf, texts.subtotalWithoutVat, money(model, model.totals.net));
    if (model.tax !== 'exempt')
      for (const entry of model.vatBreakdown)
        amountLine(pdf, fill(texts.vatAt, { rate: entry.rate }), money(model, entry.vat));
  }
  amountLine(pdf, texts.total, money(model, model.totals.total), true);
  pdf.moveDown(1).font(REGULAR).fontSize(9);
  if (model.tax === 'exempt') pdf.text(texts.vatExempt, LEFT, undefined, { width: WIDTH });
  if (model.tax === 'not-charged') pdf.text(texts.vatNotCharged, LEFT, undefined, { width: WIDTH });

  if (model.vatBreakdown.length > 0) {
    pdf.moveDown(1).font(BOLD).text(texts.vatBreakdown, LEFT);
    pdf.font(REGULAR);
    for (const entry of model.vatBreakdown) {
      const line = fill(texts.vatOn, {
        rate: entry.rate,
        taxable: money(model, entry.taxable),
        vat: money(model, entry.vat),
      });
      pdf.text(line, LEFT, undefined, { width: WIDTH });
    }
  }
  const status = model.payment.paid ? texts.paid : texts.notYetPaid;
  const method = model.payment.method ? `${texts.paymentMethod}: ${model.payment.method}. ` : '';
  pdf.moveDown(1).text(`${method}${status}.`, LEFT, undefined, { width: WIDTH });
}
