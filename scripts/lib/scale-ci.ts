/**
 * What the CI workflow (.github/workflows/sites.yml) does with this many sites, from the measured
 * per-site times: one "Sites to rebuild" job, then one matrix job per batch of sites (the workflow's
 * default batch size, src/lib/deploy/batches.ts), at most `max-parallel` at once. A batch job indexes
 * each site, then builds them all in one pass: its first site costs a site's build on its own (start-up
 * included), each further one its share of the whole build. GitHub bills each job's minutes rounded up.
 */
import { readFileSync } from 'node:fs';
import { MATRIX_JOB_LIMIT, siteBatches, sitesPerBatchSchema } from '../../src/lib/deploy/batches.ts';

const WORKFLOW = '.github/workflows/sites.yml';

export interface CiInputs {
  sites: number;
  /** One site's stock indexed, its full rebuild and its incremental rebuild after a stock change (s). */
  indexSeconds: number;
  fullBuildSeconds: number;
  incrementalSeconds: number;
  /** Every site built (s): a batch's further sites cost their share of it. */
  wholeBuildSeconds: number;
  /** Checkout, Node, npm install and the caches: not measured here (a GitHub runner's, estimated). */
  setupSeconds: number;
}

function maxParallel(): number {
  const found = /max-parallel:\s*(\d+)/.exec(readFileSync(WORKFLOW, 'utf8'))?.[1];
  if (!found) throw new Error(`${WORKFLOW} sets no max-parallel for its matrix`);
  return Number(found);
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The lines the bench prints: the nightly run and a stock change, in jobs, runner-minutes and wall time. */
export function ciLines(inputs: CiInputs): string[] {
  const { sites, indexSeconds, fullBuildSeconds, incrementalSeconds, wholeBuildSeconds, setupSeconds } = inputs;
  const parallel = maxParallel();
  const perBatch = sitesPerBatchSchema.parse(undefined);
  const slugs = Array.from({ length: sites }, (_, n) => `site-${n}`);
  const sizes = siteBatches(slugs, perBatch).map((batch) => batch.tenants.split(',').length);
  const jobSeconds = (size: number) =>
    setupSeconds + size * indexSeconds + fullBuildSeconds + ((size - 1) * wholeBuildSeconds) / sites;
  const longest = jobSeconds(Math.max(...sizes));
  const waves = Math.ceil(sizes.length / parallel);
  const nightlyMinutes = minutes(setupSeconds) + sizes.reduce((sum, size) => sum + minutes(jobSeconds(size)), 0);
  const perSiteMinutes = minutes(setupSeconds) + sites * minutes(jobSeconds(1));
  const stockJob = setupSeconds + indexSeconds + incrementalSeconds;
  const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
  return [
    `  CI (${WORKFLOW}: batches of up to ${perBatch} sites, max-parallel ${parallel}; a job's setup taken as ${setupSeconds} s, deploys not counted):`,
    `    nightly: 1 + ${sizes.length} jobs of ${smallest === largest ? largest : `${smallest}–${largest}`} sites, up to ~${longest.toFixed(0)} s each = ${nightlyMinutes} runner-minutes, ~${((waves * longest) / 60).toFixed(0)} min of wall time (${waves} wave${waves === 1 ? '' : 's'} of ${parallel})`,
    `    (a job per site instead: 1 + ${sites} jobs = ${perSiteMinutes} runner-minutes${sites > MATRIX_JOB_LIMIT ? `, and more than GitHub's ${MATRIX_JOB_LIMIT} a matrix: the run fails` : ''})`,
    `    a stock change: 2 jobs (${minutes(setupSeconds)} + ${minutes(stockJob)} runner-minutes), ~${stockJob.toFixed(0)} s in its site's job`,
  ];
}
