/**
 * The local stand-in for a vehicle history report provider: the demo stock links a used car's
 * "Car History Report" to /history-reports/<car id>.pdf on its own site (src/demo-stock), and the
 * local stack answers that path on every site with a one-page sample report of the car, made from
 * its stock record (src/lib/pdf/history-report.ts). A real feed links its provider's reports
 * instead; nothing here is deployed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Meilisearch } from 'meilisearch';
import { historyReportPdf } from '../../lib/pdf/history-report.ts';
import { stockIndexUid } from '../../lib/stock/document.ts';
import { fromHit } from '../../lib/stock/hits.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { historyReportPath } from '../../demo-stock/generate.ts';

const HISTORY_REPORTS_PREFIX = historyReportPath(0).replace(/0\.pdf$/, '');
const REPORT_PATH = /^\/history-reports\/(\d{1,12})\.pdf$/;

type Options = { client: Meilisearch; tenants: readonly Pick<Tenant, 'slug' | 'name'>[]; now?: () => Date };

/** Answers /history-reports/<id>.pdf for a site (true when the path was its to answer). */
export function historyReports({ client, tenants, now = () => new Date() }: Options) {
  return (req: IncomingMessage, res: ServerResponse, slug: string): boolean => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(HISTORY_REPORTS_PREFIX)) return false;
    const id = REPORT_PATH.exec(path)?.[1];
    const tenant = tenants.find((t) => t.slug === slug);
    if (req.method !== 'GET' || id === undefined || !tenant) {
      notFound(res);
      return true;
    }
    void report(client, tenant, Number(id), now()).then(
      (pdf) => (pdf ? send(res, pdf, `history-report-${id}.pdf`) : notFound(res)),
      () => {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The history report could not be made: the stock index did not answer.');
      },
    );
    return true;
  };
}

/** The car's report, or null for a car the site does not have or that has no report. */
async function report(client: Meilisearch, tenant: Pick<Tenant, 'slug' | 'name'>, id: number, issued: Date) {
  const hit = await client
    .index(stockIndexUid(tenant.slug))
    .getDocument(id)
    .catch((error: { cause?: { code?: string } }) => {
      if (error.cause?.code === 'document_not_found') return null;
      throw error;
    });
  if (!hit) return null;
  const car = fromHit(hit);
  // A car whose feed links its own provider's report is not this stand-in's to answer.
  if (car.file !== historyReportPath(id)) return null;
  return historyReportPdf({ ...car, title: car.name || `${car.year} ${car.make} ${car.model}` }, tenant.name, issued);
}

function send(res: ServerResponse, pdf: Uint8Array, filename: string): void {
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': pdf.byteLength,
    'Content-Disposition': `inline; filename="${filename}"`,
    'Cache-Control': 'no-cache',
  });
  res.end(pdf);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('No such history report.');
}
