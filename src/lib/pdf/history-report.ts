/**
 * A one-page vehicle history report, the file a car's "Car History Report" button opens (spec/site.md
 * §3 Car: file, the history report link; spec/shopping.md §5 "History report only if a file exists").
 * A real feed links the report its provider wrote; the local stack has no provider, so it serves
 * this one for its demo cars (src/pipeline/serve/history-reports.ts), marked as a sample throughout.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatKms } from '../format/money.ts';
import { plainPdfText } from './vehicle-pdf.ts';

/** What the report is about: fields the stock already has. */
export interface HistoryReportCar {
  title: string;
  vin: string | null;
  regplate: string | null;
  state: string | null;
  stocknum: string | null;
  km: number | null;
  build_date: string | null;
  compliance_date: string | null;
}

/** The checks a report of this kind lists, each with the sample's finding. */
const HISTORY_CHECKS: readonly { check: string; finding: string }[] = [
  { check: 'Finance owing (PPSR)', finding: 'No security interest recorded' },
  { check: 'Written-off register', finding: 'No record' },
  { check: 'Stolen vehicle register', finding: 'No record' },
  { check: 'Odometer', finding: 'Consistent with service records' },
];

/** @internal Exported for its tests. */
export const SAMPLE_NOTICE = 'SAMPLE REPORT for a demonstration site: no register was searched.';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** The car's identifying lines: VIN, registration, stock number, odometer and dates it has. */
function identity(car: HistoryReportCar): string[] {
  const rego = car.regplate ? `${car.regplate}${car.state ? ` (${car.state})` : ''}` : null;
  return [
    ['VIN', car.vin],
    ['Registration', rego],
    ['Stock number', car.stocknum],
    ['Odometer', car.km === null ? null : formatKms(car.km)],
    ['Build date', car.build_date],
    ['Compliance date', car.compliance_date],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
}

export async function historyReportPdf(car: HistoryReportCar, dealer: string, issued: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(plainPdfText(`Vehicle history report: ${car.title}`));
  pdf.setAuthor(plainPdfText(dealer));
  pdf.setSubject(SAMPLE_NOTICE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const line = (text: string, size: number, face = font, gap = 6, colour = rgb(0.1, 0.1, 0.1)) => {
    y -= size;
    page.drawText(plainPdfText(text), {
      x: MARGIN,
      y,
      size,
      font: face,
      color: colour,
      maxWidth: A4.width - 2 * MARGIN,
    });
    y -= gap;
  };
  line(SAMPLE_NOTICE, 10, bold, 10, rgb(0.69, 0, 0.13));
  line('Vehicle history report', 20, bold, 4);
  line(car.title, 14, bold, 12);
  for (const text of identity(car)) line(text, 11);
  line('Checks', 13, bold, 6);
  for (const { check, finding } of HISTORY_CHECKS) line(`${check}: ${finding}`, 11);
  line(`Issued ${issued.toISOString().slice(0, 10)} for ${dealer}.`, 9);
  return pdf.save();
}
