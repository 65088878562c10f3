/**
 * One tenant's import: its stock read (a mapped feed file or URL, or demo stock), compared with what
 * its index holds, held by the removal guard when it would take too much off the site, otherwise
 * swapped in; then the cars it took off the site recorded for their redirects, and the report kept.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import { isVisible, tenantStockFilterOptions } from '../../lib/stock/base-filter.ts';
import { departuresOf } from '../../lib/stock/departures.ts';
import { IMPORT_REPORT_VERSION, type ImportReport } from '../../lib/stock/import-report.ts';
import { createFeedImporter, type MappedFeedResult } from '../../lib/stock/mapped-feed.ts';
import { checkRemovals } from '../../lib/stock/removal-guard.ts';
import { applyDelta, stockChanges } from '../../lib/stock/stock-changes.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { readDepartures, recordDepartures } from '../meili/departures-index.ts';
import { indexedHash, indexTenantStock, type IndexProgress } from '../meili/indexer.ts';
import { readIndexedDocuments } from '../meili/stock-reader.ts';
import { fromHit } from '../../lib/stock/hits.ts';
import type { CarDocument } from '../../lib/stock/document.ts';
import { feedRecords } from './feed-records.ts';
import { openFeed, readValidators, writeValidators, type FeedSource, type FeedValidators } from './feed-source.ts';

export interface ImportOptions {
  now: Date;
  force: boolean;
  /** Let a feed through that the removal guard would hold. */
  acceptRemovals: boolean;
  /** Where dist/.<slug>.stock-report.json goes (beside the build manifest); none when not given. */
  reportDir?: string;
  /** Where the URL validators are kept (feed-source.ts). */
  stateDir?: string;
  onProgress?: (progress: IndexProgress) => void;
}

/** Read stock: from a feed (guarded) or generated (demo stock, which is never held). */
export type StockInput =
  | { kind: 'feed'; source: FeedSource }
  | { kind: 'generated'; label: string; read: MappedFeedResult };

export async function importStock(
  client: Meilisearch,
  tenant: Tenant,
  input: StockInput,
  options: ImportOptions,
): Promise<ImportReport> {
  const opened = input.kind === 'feed' ? await openTenantFeed(client, tenant, input.source, options) : null;
  const base = {
    version: IMPORT_REPORT_VERSION,
    tenant: tenant.slug,
    source: opened?.label ?? (input.kind === 'generated' ? input.label : ''),
    mode: input.kind === 'feed' ? tenant.stockFeed.mode : ('full' as const),
    at: options.now.toISOString(),
  };
  if (opened?.status === 'not-modified') return keep(notModifiedReport(base), options);
  // Meilisearch writes out the indexed stock while the feed is parsed here.
  const reading = readIndexed(client, tenant.slug);
  reading.catch(() => {}); // awaited below, unless reading the feed fails first
  const read =
    input.kind === 'generated' ? input.read : await readFeed(opened!.stream, opened!.format, tenant, options.now);
  const { held, departed } = await reading;
  const { report, after, leaving } = compareWithIndex(
    tenant,
    read,
    { held, departed },
    { ...base, guarded: input.kind === 'feed' },
    options,
  );
  if (report.outcome === 'held') return keep(report, options);

  const result = await indexTenantStock(client, tenant, after, {
    force: options.force,
    onProgress: options.onProgress,
    held,
  });
  await recordDepartures(client, tenant.slug, {
    left: departuresOf(leaving, options.now),
    onSite: after.map((v) => v.id),
    now: options.now,
    redirectDays: tenant.stockFeed.redirectDays,
  });
  if (opened?.status === 'ok' && opened.validators) {
    const indexHash = await indexedHash(client, tenant.slug);
    if (indexHash) await writeValidators(tenant.slug, { ...opened.validators, indexHash }, options.stateDir);
  }
  return keep({ ...report, outcome: result.reused ? 'unchanged' : 'indexed' }, options);
}

type ReportBase = Pick<ImportReport, 'version' | 'tenant' | 'source' | 'mode' | 'at'>;

/**
 * The new stock beside what the index holds: the changes, and the removal guard's verdict (a feed's;
 * generated demo stock is never held). A car in the departures record that is for sale again is back
 * in stock. The report's outcome is 'held' or, for now, 'indexed'.
 */
function compareWithIndex(
  tenant: Tenant,
  read: MappedFeedResult,
  { held, departed }: Indexed,
  { guarded, ...base }: ReportBase & { guarded: boolean },
  options: ImportOptions,
): { report: ImportReport; after: Vehicle[]; leaving: Vehicle[] } {
  const before = held.map((doc) => fromHit(doc));
  const filter = tenantStockFilterOptions(tenant);
  const delta = base.mode === 'delta' ? applyDelta(before, read.vehicles, read.removals) : null;
  const after = delta?.vehicles ?? read.vehicles;
  const clashes = (delta?.clashes ?? []).map(({ car, slugOf }) => ({
    index: -1,
    recordId: String(car.id),
    field: 'slug',
    reason: `slug "${car.slug}" is already car ${slugOf}'s`,
  }));
  const check = checkRemovals(before, after, filter, tenant.stockFeed.guard, options.now);
  const reasons = guarded ? check.reasons : [];
  const accepted = options.acceptRemovals || tenant.stockFeed.guard.acceptRemovals;
  const report: ImportReport = {
    ...base,
    ...stockChanges(before, after, { departed, shown: (car) => isVisible(car, filter, options.now) }),
    outcome: reasons.length > 0 && !accepted ? 'held' : 'indexed',
    records: read.records,
    before: before.length,
    after: after.length,
    onSite: check.onSite,
    leaving: check.leaving.length,
    skipped: [...read.skipped, ...clashes],
    holdReasons: reasons,
    removalsAccepted: reasons.length > 0 && accepted,
  };
  return { report, after, leaving: check.leaving };
}

/** What the index holds now: the live index's documents, and the cars its departures record names. */
type Indexed = { held: CarDocument[]; departed: ReadonlySet<number> };

async function readIndexed(client: Meilisearch, slug: string): Promise<Indexed> {
  const [held, departures] = await Promise.all([readIndexedDocuments(client, slug), readDepartures(client, slug)]);
  return { held, departed: new Set(departures.map((d) => d.id)) };
}

/** The feed opened; a URL with the last import's validators, trusted only while the index is still that import's. */
async function openTenantFeed(client: Meilisearch, tenant: Tenant, source: FeedSource, options: ImportOptions) {
  let previous: FeedValidators | null = null;
  if ('url' in source && !options.force) {
    previous = await readValidators(tenant.slug, options.stateDir);
    if (previous && previous.indexHash !== (await indexedHash(client, tenant.slug))) previous = null;
  }
  return openFeed(source, tenant.stockFeed.format, previous);
}

/** A feed's records through the tenant's mapping, one at a time. */
export async function readFeed(
  stream: Parameters<typeof feedRecords>[0],
  format: Parameters<typeof feedRecords>[1],
  tenant: Pick<Tenant, 'stockFeed'>,
  now: Date,
): Promise<MappedFeedResult> {
  const importer = createFeedImporter(tenant.stockFeed, now);
  for await (const raw of feedRecords(stream, format, tenant.stockFeed)) importer.add(raw);
  return importer.result();
}

/** Demo stock as a generated input. */
export function generatedInput(
  label: string,
  read: { vehicles: Vehicle[]; skipped: MappedFeedResult['skipped'] },
): StockInput {
  return {
    kind: 'generated',
    label,
    read: { ...read, removals: [], records: read.vehicles.length + read.skipped.length },
  };
}

function notModifiedReport(base: ReportBase): ImportReport {
  return {
    ...base,
    outcome: 'not-modified',
    records: 0,
    before: 0,
    after: 0,
    onSite: 0,
    leaving: 0,
    added: [],
    changed: [],
    priceDropped: [],
    sold: [],
    removed: [],
    backInStock: [],
    skipped: [],
    holdReasons: [],
    removalsAccepted: false,
  };
}

/** The report as dist/.<slug>.stock-report.json (a dot file: neither served nor deployed). */
async function keep(report: ImportReport, { reportDir }: ImportOptions): Promise<ImportReport> {
  if (reportDir === undefined) return report;
  await mkdir(reportDir, { recursive: true });
  const file = stockReportPath(reportDir, report.tenant);
  await writeFile(`${file}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return report;
}

function stockReportPath(dir: string, slug: string): string {
  return join(dir, `.${slug}.stock-report.json`);
}
