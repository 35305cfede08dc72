import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { pdfBuffer, REGULAR, registerPdfFonts } from '../../src/lib/pdf-fonts.ts';

async function textOf(line: string): Promise<string> {
  const pdf = new PDFDocument();
  registerPdfFonts(pdf);
  const done = pdfBuffer(pdf);
  pdf.font(REGULAR).text(line);
  pdf.end();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await done)), { mergePages: true });
  return text;
}

describe('the text of a PDF', () => {
  it('keeps every letter, also one an earlier document drew only as part of an accented letter', async () => {
    // DejaVu draws "í" and "î" from the dotless "ı" and an accent.
    expect(await textOf('María Pérez, în București')).toContain('María Pérez, în București');
    expect(await textOf('Ayşe Yılmaz ödemesini yapın, Ștefan Țurcanu')).toContain(
      'Ayşe Yılmaz ödemesini yapın, Ștefan Țurcanu',
    );
  });
});
