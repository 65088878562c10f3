/**
 * What the consent banner costs a page (issue 36: "no Lighthouse loss from the banner"): the first
 * demo site with a tag, built twice in this process, as it is and with no tag (so no banner), and
 * its vehicle page audited by Lighthouse in turn, several times each, as scores vary from run to run.
 * Lighthouse starts every audit with empty storage, as a first visit: the banner shows, and the tag
 * waits for consent.
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { buildSites } from '../../src/pipeline/build-sites.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { demoStockDay } from '../../src/pipeline/stock-source.ts';
import { auditedPages } from './page-audits.ts';
import { type LighthouseScore, lighthouseScores } from './lighthouse.ts';

const ROUNDS = 3;

type Meili = { client: Meilisearch; url: string };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function buildAs(tenant: Tenant, meili: Meili, work: string, outDir: string): Promise<string> {
  const summary = await buildSites({
    client: meili.client,
    tenants: [tenant],
    outDir,
    workDir: `${work}/build`,
    publicSearchUrl: meili.url,
    now: demoStockDay(new Date()),
    log: () => {},
  });
  if (summary.failures.length > 0) throw new Error(`${tenant.slug} did not build.`);
  return outDir;
}

function line(label: string, scores: LighthouseScore[]): string {
  const figure = (pick: (score: LighthouseScore) => number) => median(scores.map(pick));
  const performance = scores.map((score) => score.performance).join(', ');
  return `  Lighthouse mobile, vehicle ${label}: Performance ${figure((s) => s.performance)} (runs ${performance}), Accessibility ${figure((s) => s.accessibility)}, CLS ${figure((s) => s.cls).toFixed(3)}, LCP ${Math.round(figure((s) => s.lcpMs))} ms, TBT ${Math.round(figure((s) => s.tbtMs))} ms`;
}

/** The report's lines: the tagged site's vehicle page with its banner, then without; none without a tagged site. */
export async function bannerFigures(tenants: Tenant[], meili: Meili, cars: number, work: string): Promise<string[]> {
  const tagged = tenants.find((tenant) => tenant.analytics.tag !== null);
  if (!tagged) return [];
  console.log(`Building ${tagged.slug} with its tag and consent banner, and without them…`);
  await indexTenants(meili.client, [tagged], { cars, now: demoStockDay(new Date()), force: false, log: () => {} });
  const untagged = { ...tagged, analytics: { ...tagged.analytics, tag: null } };
  const withBanner = await buildAs(tagged, meili, work, `${work}/dist-banner`);
  const withoutBanner = await buildAs(untagged, meili, work, `${work}/dist-no-banner`);
  const vehicle = auditedPages(withBanner, tagged).find(([name]) => name === 'vehicle');
  if (!vehicle) return [];
  const scores = { with: [] as LighthouseScore[], without: [] as LighthouseScore[] };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Auditing its vehicle page with and without the banner (${round} of ${ROUNDS})…`);
    scores.with.push(...(await lighthouseScores(withBanner, tagged.slug, [vehicle])));
    scores.without.push(...(await lighthouseScores(withoutBanner, tagged.slug, [vehicle])));
  }
  return [
    line(`with the consent banner (${tagged.slug}, median of ${ROUNDS})`, scores.with),
    line(`without it (the same site with no tag)`, scores.without),
  ];
}
