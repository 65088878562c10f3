/**
 * What the CI workflow (.github/workflows/sites.yml) does with this many sites, from the measured
 * per-site times: one "Sites to rebuild" job, then one matrix job per site (index, build, deploy),
 * at most `max-parallel` at once. GitHub bills each job's minutes rounded up, and a matrix may hold
 * at most 256 jobs per workflow run (docs.github.com, "Actions limits"): a run that asks for more fails.
 */
import { readFileSync } from 'node:fs';

const WORKFLOW = '.github/workflows/sites.yml';
const MATRIX_LIMIT = 256;

export interface CiInputs {
  sites: number;
  /** One site's stock indexed, its full rebuild and its incremental rebuild after a stock change (s). */
  indexSeconds: number;
  fullBuildSeconds: number;
  incrementalSeconds: number;
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
  const { sites, indexSeconds, fullBuildSeconds, incrementalSeconds, setupSeconds } = inputs;
  const parallel = maxParallel();
  const nightlyJob = setupSeconds + indexSeconds + fullBuildSeconds;
  const stockJob = setupSeconds + indexSeconds + incrementalSeconds;
  const waves = Math.ceil(sites / parallel);
  const nightlyMinutes = minutes(setupSeconds) + sites * minutes(nightlyJob);
  const over = sites > MATRIX_LIMIT;
  return [
    `  CI (${WORKFLOW}, max-parallel ${parallel}; a job's setup taken as ${setupSeconds} s, deploys not counted):`,
    `    nightly: 1 + ${sites} jobs of ~${nightlyJob.toFixed(0)} s each = ${nightlyMinutes} runner-minutes, ~${((waves * nightlyJob) / 60).toFixed(0)} min of wall time (${waves} waves of ${parallel})`,
    over
      ? `    ✗ ${sites} matrix jobs is over GitHub's limit of ${MATRIX_LIMIT} per workflow run: the nightly run fails as it is written`
      : `    ${sites} matrix jobs is within GitHub's limit of ${MATRIX_LIMIT} per workflow run`,
    `    a stock change: 2 jobs (${minutes(setupSeconds)} + ${minutes(stockJob)} runner-minutes), ~${stockJob.toFixed(0)} s in its site's job`,
  ];
}
