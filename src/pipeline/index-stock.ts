// Loads and indexes stock for a list of tenants: the core of `npm run stock:index`, also called
// in-process by `npm start` and the tests. One tenant's failure is reported and the rest go on;
// a skipped feed record is reported and never fails anything; a feed the removal guard holds fails
// its tenant, with nothing swapped in.
import type { Meilisearch } from 'meilisearch';
import { formatImportReport, type ImportReport } from '../lib/stock/import-report.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { stockIndexUid } from '../lib/stock/document.ts';
import { generatedInput, importStock, type StockInput } from './stock-import/import-stock.ts';
import { loadStockFeed } from './stock-source.ts';

export type IndexTenantsOptions = {
  /** a feed file for every tenant given; without it (or a url), demo stock */
  file?: string;
  /** a feed URL for every tenant given, asked with the last import's validators */
  url?: string;
  /** demo cars per tenant */
  cars: number;
  now: Date;
  force: boolean;
  /** let a feed through that the removal guard would hold */
  acceptRemovals?: boolean;
  /** where each tenant's import report is kept (dist: beside its build manifest) */
  reportDir?: string;
  /** where URL validators are kept (default .forecourt/feed-state) */
  stateDir?: string;
  log: (line: string) => void;
};

export type TenantIndexOutcome =
  | { slug: string; ok: true; indexUid: string; count: number; reused: boolean; skipped: number; report: ImportReport }
  | { slug: string; ok: false; error: string; report?: ImportReport };

export async function indexTenants(
  client: Meilisearch,
  tenants: Tenant[],
  options: IndexTenantsOptions,
): Promise<TenantIndexOutcome[]> {
  const outcomes: TenantIndexOutcome[] = [];
  for (const tenant of tenants) {
    try {
      outcomes.push(await indexOne(client, tenant, options));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log(`${tenant.slug}: FAILED: ${message}`);
      outcomes.push({ slug: tenant.slug, ok: false, error: message });
    }
  }
  const failed = outcomes.filter((o) => !o.ok).length;
  const reused = outcomes.filter((o) => o.ok && o.reused).length;
  options.log(
    `Indexed ${outcomes.length - failed} of ${outcomes.length} tenant(s) (${reused} unchanged)${failed > 0 ? `; ${failed} failed or held` : ''}.`,
  );
  return outcomes;
}

async function indexOne(
  client: Meilisearch,
  tenant: Tenant,
  options: IndexTenantsOptions,
): Promise<TenantIndexOutcome> {
  const { slug } = tenant;
  const { file, url, cars, now, log } = options;
  const input: StockInput =
    file !== undefined
      ? { kind: 'feed', source: { file } }
      : url !== undefined
        ? { kind: 'feed', source: { url } }
        : generatedInput('demo stock', await loadStockFeed({ tenant, cars, now }));
  const started = Date.now();
  const report = await importStock(client, tenant, input, {
    now,
    force: options.force,
    acceptRemovals: options.acceptRemovals ?? false,
    reportDir: options.reportDir,
    stateDir: options.stateDir,
    onProgress: ({ indexUid, indexed, total }) => {
      if (indexed > 0 && indexed < total) log(`${slug}: indexing ${indexUid} ${indexed}/${total}`);
    },
  });
  for (const line of formatImportReport(report)) log(line);
  if (report.outcome === 'held') return { slug, ok: false, error: `held: ${report.holdReasons.join('; ')}`, report };
  const indexUid = stockIndexUid(slug);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    report.outcome === 'indexed'
      ? `${slug}: indexed ${report.after} vehicle(s) into ${indexUid} in ${seconds} s`
      : `${slug}: ${indexUid} unchanged, kept as is`,
  );
  return {
    slug,
    ok: true,
    indexUid,
    count: report.after,
    reused: report.outcome !== 'indexed',
    skipped: report.skipped.length,
    report,
  };
}
