/**
 * How the CI workflow (.github/workflows/sites.yml) splits the sites to rebuild into matrix jobs.
 * Each job indexes, builds (one `npm run build` for all its sites, paying Astro's start-up and
 * `npm install` once) and deploys a batch. GitHub runs at most 256 jobs from one matrix in a workflow
 * run ("Actions limits", docs.github.com) and fails a run that asks for more, so a batch grows past
 * its setting rather than the job count past the limit.
 */
import { z } from 'zod';

/** The most jobs one matrix may hold in a workflow run. */
export const MATRIX_JOB_LIMIT = 256;

/**
 * Sites a CI job rebuilds at most (unless more than 256 jobs would be needed: then each job takes
 * the fewest more that fit). A build holds the cars of all its sites in each render process, about
 * 1.1 GB plus 60 MB per 1,000 cars (docs/performance.md), so keep sites × cars a site within about
 * 20,000: the default of 20 does that for sites of up to 1,000 cars.
 * @example 40
 */
export const sitesPerBatchSchema = z.coerce
  .number({ error: 'expected a whole number of sites from 1' })
  .int('expected a whole number of sites from 1')
  .min(1, 'expected a whole number of sites from 1')
  .default(20);

interface SiteBatch {
  /** The job's name: the slug for one site, else its place, first and last slug and size. */
  name: string;
  /** Its slugs, comma-separated, as `npm run build -- --tenant` takes them. */
  tenants: string;
  /** Its concurrency group: one site's own (`site-<slug>`) for a batch of one. */
  group: string;
}

/**
 * The batches for these slugs, in their order: as few as `perBatch` allows (never more than
 * `jobLimit`), with sizes differing by at most one, so 21 sites at 20 a batch are 11 + 10, not 20 + 1.
 */
export function siteBatches(slugs: readonly string[], perBatch: number, jobLimit = MATRIX_JOB_LIMIT): SiteBatch[] {
  if (slugs.length === 0) return [];
  const count = Math.min(Math.ceil(slugs.length / perBatch), jobLimit);
  const smaller = Math.floor(slugs.length / count);
  const larger = slugs.length % count; // the first `larger` batches take one site more
  const batches: SiteBatch[] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const size = smaller + (index < larger ? 1 : 0);
    batches.push(describeBatch(slugs.slice(start, start + size), index, count));
    start += size;
  }
  return batches;
}

function describeBatch(slugs: string[], index: number, count: number): SiteBatch {
  const first = slugs[0]!;
  const last = slugs.at(-1)!;
  if (slugs.length === 1) return { name: first, tenants: first, group: `site-${first}` };
  return {
    name: `${index + 1}/${count}: ${first} … ${last} (${slugs.length} sites)`,
    tenants: slugs.join(','),
    group: `sites-${first}..${last}`,
  };
}
