/**
 * A one-page PDF of a car (spec §4 PDF print: a file named after the car slug), made with pdf-lib
 * in the shopper's browser when asked for: pdf-lib is large, so it loads only then (await import),
 * and no build pays for PDFs nobody downloads.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the PDF shows: plain data the vehicle page already has. */
export interface PdfContent {
  title: string;
  priceText: string;
  dealer: string;
  phone: string | null;
  url: string;
  keyInformation: { label: string; value: string }[];
  specifications: { title: string; rows: { label: string; value: string }[] }[];
  features: string[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** The standard fonts speak WinAnsi only: anything else becomes its nearest plain form, or goes. */
export function plainPdfText(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/°/g, ' deg')
    .replace(/[^\x20-\x7e]/g, '');
}

export async function vehiclePdf(model: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(plainPdfText(model.title));
  pdf.setAuthor(plainPdfText(model.dealer));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const line = (text: string, size: number, face: PDFFont = font, gap = 6) => {
    y -= size;
    if (y < MARGIN) return;
    write(page, plainPdfText(text), size, face, y);
    y -= gap;
  };
  line(model.dealer + (model.phone ? ` - ${model.phone}` : ''), 10);
  line(model.title, 20, bold, 4);
  line(model.priceText, 16, bold, 14);
  for (const row of model.keyInformation) line(`${row.label}: ${row.value}`, 11);
  for (const group of model.specifications) {
    line(group.title, 13, bold, 4);
    for (const row of group.rows) line(`${row.label}: ${row.value}`, 10, font, 3);
  }
  if (model.features.length > 0) line(`Features: ${model.features.join(', ')}`.slice(0, 110), 10);
  line(model.url, 9);
  return pdf.save();
}

function write(page: PDFPage, text: string, size: number, font: PDFFont, y: number): void {
  page.drawText(text, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: A4.width - 2 * MARGIN });
}
