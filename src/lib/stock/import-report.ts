/**
 * The report of one import (`npm run stock:index`): what the feed changed, what it skipped and why,
 * and whether it was held. Printed, written as JSON for CI (dist/.<slug>.stock-report.json, beside the
 * site's build manifest) and shown in the CI run's summary.
 */
import { formatSkipped, type SkippedRecord } from './normalise.ts';
import type { StockChanges } from './stock-changes.ts';

export const IMPORT_REPORT_VERSION = 1 as const;

type ImportOutcome =
  /** swapped in */
  | 'indexed'
  /** the same stock as the index holds: nothing to do */
  | 'unchanged'
  /** a URL feed answered 304 Not Modified: not read at all */
  | 'not-modified'
  /** the removal guard held it: nothing swapped in */
  | 'held';

export interface ImportReport extends StockChanges {
  version: typeof IMPORT_REPORT_VERSION;
  tenant: string;
  /** The file, the URL (without its query, which may carry a key) or "demo stock". */
  source: string;
  mode: 'full' | 'delta';
  /** ISO time of the import. */
  at: string;
  outcome: ImportOutcome;
  /** Records read from the feed, skipped ones and removals included. */
  records: number;
  /** Cars in the index before and after (after = what was, or would have been, swapped in). */
  before: number;
  after: number;
  /** Cars on the site before the import, and how many of them the import takes off it. */
  onSite: number;
  leaving: number;
  skipped: SkippedRecord[];
  /** Why the removal guard held the feed (or would have, when the removals were accepted). */
  holdReasons: string[];
  /** The removals were let through (--accept-removals or the tenant's guard.acceptRemovals). */
  removalsAccepted: boolean;
}

const plural = (n: number, what: string) => `${n.toLocaleString('en-AU')} ${what}${n === 1 ? '' : 's'}`;

/** The lines `npm run stock:index` prints for a report: counts first, then the details worth reading. */
export function formatImportReport(report: ImportReport, detailLimit = 20): string[] {
  const { tenant } = report;
  if (report.outcome === 'not-modified')
    return [`${tenant}: ${report.source} is not modified since the last import; nothing to do`];
  const n = (list: readonly unknown[]) => list.length.toLocaleString('en-AU');
  const counts = [
    `${n(report.added)} added`,
    `${n(report.changed)} changed`,
    plural(report.priceDropped.length, 'price drop'),
    `${n(report.sold)} sold`,
    `${n(report.removed)} removed`,
    `${n(report.backInStock)} back in stock`,
    `${n(report.skipped)} skipped`,
  ];
  const lines = [
    `${tenant}: ${plural(report.records, 'record')} from ${report.source} (${report.mode} feed): ${counts.join(', ')}; ${report.before.toLocaleString('en-AU')} cars before, ${report.after.toLocaleString('en-AU')} after`,
  ];
  for (const skip of report.skipped.slice(0, detailLimit)) lines.push(`${tenant}: skipped ${formatSkipped(skip)}`);
  if (report.skipped.length > detailLimit)
    lines.push(`${tenant}: … and ${report.skipped.length - detailLimit} more skipped`);
  for (const drop of report.priceDropped.slice(0, detailLimit))
    lines.push(
      `${tenant}: price drop ${drop.name} (id ${drop.id}): $${drop.from.toLocaleString('en-AU')} → $${drop.to.toLocaleString('en-AU')}`,
    );
  if (report.holdReasons.length > 0) {
    const verdict = report.outcome === 'held' ? 'HELD, nothing swapped in' : 'removals accepted';
    lines.push(`${tenant}: ${verdict}: ${report.holdReasons.join('; ')}`);
    if (report.outcome === 'held')
      lines.push(
        `${tenant}: if this clear-out is real, run again with --accept-removals (or set stockFeed.guard.acceptRemovals)`,
      );
  }
  return lines;
}

/** The report as Markdown, for a CI run's summary ($GITHUB_STEP_SUMMARY). */
export function importReportMarkdown(report: ImportReport): string {
  const title =
    report.outcome === 'held'
      ? `### ⛔ ${report.tenant}: stock feed held, nothing swapped in`
      : `### ${report.tenant}: stock feed ${report.outcome}`;
  if (report.outcome === 'not-modified') return `${title}\n\n${report.source} has not changed since the last import.\n`;
  const rows = [
    ['Records read', report.records],
    ['Cars before / after', `${report.before} / ${report.after}`],
    ['On the site / leaving it', `${report.onSite} / ${report.leaving}`],
    ['Added', report.added.length],
    ['Changed', report.changed.length],
    ['Price drops', report.priceDropped.length],
    ['Sold', report.sold.length],
    ['Removed', report.removed.length],
    ['Back in stock', report.backInStock.length],
    ['Skipped', report.skipped.length],
  ].map(([what, n]) => `| ${what} | ${n} |`);
  const reasons = report.holdReasons.map((reason) => `- ${reason}`);
  const skipped = report.skipped.slice(0, 20).map((skip) => `- \`${formatSkipped(skip).replaceAll('`', "'")}\``);
  return [
    title,
    '',
    `From ${report.source} (${report.mode} feed).`,
    '',
    '| | |',
    '| --- | ---: |',
    ...rows,
    ...(reasons.length > 0
      ? ['', report.outcome === 'held' ? '**Held because**' : '**Removals accepted**', ...reasons]
      : []),
    ...(skipped.length > 0 ? ['', '**Skipped**', ...skipped] : []),
    '',
  ].join('\n');
}
