import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans for every PDF the server writes, rather than pdfkit's built-in Helvetica, which
 * writes only Latin-1: names and addresses come in Polish, Czech, Greek, Bulgarian… pdfkit embeds
 * just the glyphs a document uses. Read once, at the first document.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export const REGULAR = 'regular';
export const BOLD = 'bold';

let fontData: Record<keyof typeof FONT_FILES, Buffer> | undefined;

/** Registers the two faces under `REGULAR` and `BOLD`. */
export function registerPdfFonts(pdf: PDFKit.PDFDocument): void {
  const resolve = createRequire(import.meta.url).resolve;
  fontData ??= { regular: readFileSync(resolve(FONT_FILES.regular)), bold: readFileSync(resolve(FONT_FILES.bold)) };
  pdf.registerFont(REGULAR, fontData.regular).registerFont(BOLD, fontData.bold);
}

/** The whole document as one buffer once `end()` has been called on it. */
export function pdfBuffer(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
