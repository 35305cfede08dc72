import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * DejaVu Sans for every PDF the server writes, rather than pdfkit's built-in Helvetica, which
 * writes only Latin-1: names and addresses come in Polish, Czech, Greek, Bulgarian… pdfkit embeds
 * just the glyphs a document uses. Read and parsed once, at the first document.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export const REGULAR = 'regular';
export const BOLD = 'bold';

let faces: Record<keyof typeof FONT_FILES, Font> | undefined;

/** Registers the two faces under `REGULAR` and `BOLD`. */
export function registerPdfFonts(pdf: PDFKit.PDFDocument): void {
  const resolve = createRequire(import.meta.url).resolve;
  const parse = (file: string): Font => {
    const parsed = create(readFileSync(resolve(file)));
    if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not one face`);
    // fontkit keeps each glyph with the characters it was first met with, and pdfkit writes
    // those as the glyph's text. A glyph first met as part of another ("ı" in "í", "s" in "ș")
    // would have none, and every later document would lose that letter from its text layer.
    for (const codePoint of parsed.characterSet) parsed.glyphForCodePoint(codePoint);
    return parsed;
  };
  faces ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  // pdfkit also takes a parsed font, though its typings name only the bytes; parsing each face
  // once instead of in every document makes a one-page ticket several times faster.
  pdf
    .registerFont(REGULAR, faces.regular as unknown as Uint8Array)
    .registerFont(BOLD, faces.bold as unknown as Uint8Array);
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
