import PDFDocument from 'pdfkit';
import { pdfBuffer, registerPdfFonts } from './pdf-fonts.ts';

/**
 * A PDF a screen reader can follow, as PDF/UA-1 asks: every text sits in a structure element
 * (headings, paragraphs, tables, figures) added in reading order, decoration is marked as an
 * artifact, the document declares its language, and viewers show its title instead of the
 * file name. Tickets, invoices, receipts and credit notes are all written through it.
 */
export interface TaggedPdf {
  pdf: PDFKit.PDFDocument;
  /** The `Document` element every part of the content hangs from, in reading order. */
  root: PDFKit.PDFStructureElement;
  /** Ends the document and resolves with its bytes. */
  finish: () => Promise<Buffer>;
}

export interface TaggedPdfOptions {
  title: string;
  author: string;
  /** A BCP 47 tag: the language a screen reader speaks the text in. */
  lang: string;
  autoFirstPage?: boolean;
}

export const MARGIN = 50;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export function taggedPdf(options: TaggedPdfOptions): TaggedPdf {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: options.autoFirstPage ?? true,
    pdfVersion: '1.7',
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    // pdfkit's typings list only the PDF/A parts; it writes PDF/UA's identification as well.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    info: { Title: options.title, Author: options.author },
  });
  // pdfkit copies the title and author into the XMP metadata without escaping them, so an
  // event called "Rock & Roll" would leave metadata no reader can parse. The information
  // dictionary has been written by then and keeps the text as it is.
  const endMetadata = pdf.endMetadata.bind(pdf);
  pdf.endMetadata = () => {
    pdf.info.Title = escapeXml(options.title);
    pdf.info.Author = escapeXml(options.author);
    endMetadata();
  };
  registerPdfFonts(pdf);
  const done = pdfBuffer(pdf);
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  return {
    pdf,
    root,
    finish: () => {
      root.end();
      pdf.end();
      return done;
    },
  };
}

/**
 * Adds an element of `type` under `parent` whose content is what `draw` puts on the page; it
 * is drawn at once, so the order of calls is the reading order.
 */
export function tag(
  pdf: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): PDFKit.PDFStructureElement {
  const element = pdf.struct(type, options, draw);
  parent.add(element);
  return element;
}

/** A grouping element (a section, a table, a row) under `parent`; end it when its children are added. */
export function group(
  pdf: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
  options: PDFKit.Mixins.StructureElementOptions = {},
): PDFKit.PDFStructureElement {
  const element = pdf.struct(type, options);
  parent.add(element);
  return element;
}

/** A header cell of a table; `scope` says whether it heads its column or its row. */
export function headerCell(
  pdf: PDFKit.PDFDocument,
  row: PDFKit.PDFStructureElement,
  scope: 'Column' | 'Row',
  draw: () => void,
): PDFKit.PDFStructureElement {
  // pdfkit writes the scope attribute a PDF/UA table needs; its typings do not list the option.
  const element = pdf.struct('TH', { scope } as PDFKit.Mixins.StructureElementOptions, draw);
  row.add(element);
  return element;
}

/** Lines and rules that only decorate: a screen reader skips them. */
export function artifact(pdf: PDFKit.PDFDocument, draw: () => void): void {
  pdf.markContent('Artifact', { type: 'Layout' });
  draw();
  pdf.endMarkedContent();
}

/** An image opened for drawing: pdfkit embeds it once however many pages show it. */
export interface PdfImage {
  width: number;
  height: number;
}

/** An image as the file store keeps it. */
export interface ImageBlob {
  contentType: string;
  content: Uint8Array;
}

/**
 * The organizer's image opened for drawing, or null. pdfkit draws only PNG and JPEG, so an SVG,
 * WebP or GIF image (or one pdfkit cannot read) leaves the document without a logo rather than
 * failing it.
 */
export function openLogo(pdf: PDFKit.PDFDocument, blob: ImageBlob | null | undefined): PdfImage | null {
  if (!blob || (blob.contentType !== 'image/png' && blob.contentType !== 'image/jpeg')) return null;
  // pdfkit's typings omit openImage, which parses the header once and hands back the reusable image.
  const open = (pdf as unknown as { openImage: (src: Buffer) => PdfImage }).openImage.bind(pdf);
  try {
    const image = open(Buffer.from(blob.content));
    return image.width > 0 && image.height > 0 ? image : null;
  } catch {
    return null;
  }
}

/**
 * Draws `image` at (`left`, `top`) as large as fits `box` without stretching or enlarging it,
 * as a figure a screen reader announces by `alt`; answers the height it takes.
 */
export function logoFigure(
  pdf: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  image: PdfImage,
  alt: string,
  { left, top, width, height }: { left: number; top: number; width: number; height: number },
): number {
  const scale = Math.min(width / image.width, height / image.height, 1);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  tag(
    pdf,
    parent,
    'Figure',
    () => pdf.image(image as unknown as PDFKit.Mixins.ImageSrc, left, top, { width: drawnWidth, height: drawnHeight }),
    { alt, bbox: [left, top, left + drawnWidth, top + drawnHeight] } as PDFKit.Mixins.StructureElementOptions,
  );
  return drawnHeight;
}
