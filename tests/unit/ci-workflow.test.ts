// The example CI workflow (.github/workflows/sites.yml) calls only commands this repository has, in
// the order the issue asks: affected sites → index → build → deploy, as a matrix of batches of sites
// (issue 33: at most 256 jobs). Its steps' shell runs here as GitHub runs it (bash -e), with `npm`
// answering as each command does for sites named to fail, so a batch's failure isolation is checked.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { name?: string; id?: string; if?: string; uses?: string; run?: string; with?: { path?: string } };
type Job = {
  steps: Step[];
  needs?: string;
  outputs?: Record<string, string>;
  concurrency?: { group: string };
  strategy?: { 'fail-fast': boolean; 'max-parallel': number; matrix: { batch: string } };
};
const workflow = parse(readFileSync('.github/workflows/sites.yml', 'utf8')) as {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, Job>;
};
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
const sites = workflow.jobs.sites!;
/** A GitHub expression as the workflow writes it. */
const expression = (inner: string) => `\${{ ${inner} }}`;
const step = (name: string) => sites.steps.find((s) => s.name === name)!;

describe('sites workflow', () => {
  it('runs on push, on a stock-feed dispatch, by hand and nightly', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'repository_dispatch', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.repository_dispatch?.types).toEqual(['stock-feed']);
  });

  it('every npm script it runs exists, and tenants:affected runs silent so stdout carries only the matrix', () => {
    const used = runs.flatMap((run) => [...run.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !scripts.includes(name))).toEqual([]);
    const affected = runs.join('\n').match(/npm run (-s )?tenants:affected -- [^\n]*/g) ?? [];
    expect(affected).toHaveLength(3);
    expect(affected.every((call) => call.includes('-s ') && call.includes('--batches'))).toBe(true);
  });

  it('the matrix is the batches tenants:affected prints (vars.SITES_PER_BATCH its setting), each job in its batch’s group', () => {
    const pick = workflow.jobs.affected!.steps.find((s) => s.id === 'pick')!.run!;
    expect(pick).toContain('--tenant "$TENANT" --batches');
    expect(pick).toContain('per_batch=(--sites-per-batch "$SITES_PER_BATCH")');
    expect(readFileSync('.github/workflows/sites.yml', 'utf8')).toContain(
      `SITES_PER_BATCH: ${expression('vars.SITES_PER_BATCH')}`,
    );
    expect(sites.needs).toBe('affected');
    expect(sites.strategy?.matrix.batch).toBe(expression('fromJSON(needs.affected.outputs.batches)'));
    expect(sites.strategy?.['fail-fast']).toBe(false);
    expect(sites.concurrency?.group).toBe(expression('matrix.batch.group'));
  });

  it('each batch indexes, builds, deploys, then matches shopper alerts (issue 32: after the pages are live)', () => {
    const order = sites.steps.map((s) => /npm run ([\w:-]+)/.exec(s.run ?? '')?.[1]).filter(Boolean);
    expect(order).toEqual(['stock:index', 'build', 'deploy', 'alerts:match']);
    expect(step('Build').run).toContain('npm run build -- --tenant "$INDEXED" --incremental --built-list');
  });

  it('keeps a site’s last build (for incremental builds) only in a batch of one, saved once it is live', () => {
    const siteCaches = sites.steps.filter((s) => s.with?.path?.includes('dist/'));
    expect(siteCaches.map((s) => s.uses)).toEqual(['actions/cache/restore@v4', 'actions/cache/save@v4']);
    expect(siteCaches.map((s) => s.if)).toEqual([
      expression("!contains(matrix.batch.tenants, ',')"),
      expression("!contains(matrix.batch.tenants, ',') && steps.deploy.outputs.tenants != ''"),
    ]);
  });
});

// `npm run <script>` as the real one exits for the sites named to fail: stock:index 3 for a held
// feed and 1 for a broken one; build 1, leaving a failed site out of --built-list; deploy 1.
const FAKE_NPM = `#!/bin/bash
script=$2; shift 3
echo "$script $*" >> "$RUNNER_TEMP/calls"
case "$script" in
  stock:index) [[ "$*" == *held-feed* ]] && exit 3; [[ "$*" == *broken-feed* ]] && exit 1; exit 0;;
  build) while [ $# -gt 0 ]; do case $1 in --tenant) sites=$2;; --built-list) list=$2;; esac; shift; done
    : > "$list"; for site in \${sites//,/ }; do [ "$site" = broken-build ] || echo "$site" >> "$list"; done
    [[ "$sites" != *broken-build* ]];;
  deploy) [[ "$*" != *broken-deploy* ]];;
esac
`;
const temp = mkdtempSync(path.join(tmpdir(), 'forecourt-ci-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs the batch job's steps in order as GitHub would, each step's outputs feeding the next's env. */
function runBatch(tenants: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(temp, 'job-'));
  mkdirSync(path.join(dir, 'bin'));
  writeFileSync(path.join(dir, 'bin/npm'), FAKE_NPM);
  chmodSync(path.join(dir, 'bin/npm'), 0o755);
  const outputs: Record<string, string> = {};
  const base = { PATH: `${dir}/bin:${process.env.PATH}`, RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: `${dir}/summary` };
  const stepEnv = {
    TENANTS: tenants,
    SITES_BUCKET: 'dealer-sites',
    DATABASE_URL: 'postgres://leads',
    ...env,
    INDEXED: '',
    BUILT: '',
    DEPLOYED: '',
  };
  let last = { status: 0 as number | null, stdout: '' };
  for (const [name, id, input] of [
    ['Index stock', 'index', ''],
    ['Build', 'build', 'INDEXED'],
    ['Deploy', 'deploy', 'BUILT'],
    ['Shopper alerts', '', 'DEPLOYED'],
    ['Sites that did not go live', '', ''],
  ] as const) {
    if (input !== '' && !outputs[input]) continue; // the step's `if:` on the last step's output
    const output = path.join(dir, `output-${name}`);
    writeFileSync(output, '');
    last = spawnSync('bash', ['-e', '-c', step(name).run!], {
      env: { ...base, ...stepEnv, ...outputs, GITHUB_OUTPUT: output },
      encoding: 'utf8',
    });
    const next = { index: 'INDEXED', build: 'BUILT', deploy: 'DEPLOYED' }[id as string];
    const value = /^tenants=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1];
    if (next && value !== undefined) outputs[next] = value;
  }
  const calls = readFileSync(path.join(dir, 'calls'), 'utf8').replaceAll(dir, '$RUNNER_TEMP').trim().split('\n');
  return { status: last.status, stdout: last.stdout, calls };
}

// Each runs a dozen shells and stand-in npm processes: on a loaded runner that outlasts the unit tests' 5 s.
describe('a batch job, its shell run with npm answering as each command does', { timeout: 30_000 }, () => {
  it('one site’s held or broken feed, failed build or deploy stops only that site: the rest go live, the job fails naming each', () => {
    const job = runBatch('alpha,held-feed,broken-feed,broken-build,broken-deploy,omega', {
      FEED_URL: 'https://dms.example/{tenant}.json',
    });
    const feeds = ['alpha', 'held-feed', 'broken-feed', 'broken-build', 'broken-deploy', 'omega'];
    expect(job.calls).toEqual([
      ...feeds.map(
        (site) => `stock:index --tenant ${site} --url https://dms.example/${site}.json --summary $RUNNER_TEMP/summary`,
      ),
      'build --tenant alpha,broken-build,broken-deploy,omega --incremental --built-list $RUNNER_TEMP/built-sites',
      'deploy --tenant alpha --to s3://dealer-sites/alpha',
      'deploy --tenant broken-deploy --to s3://dealer-sites/broken-deploy',
      'deploy --tenant omega --to s3://dealer-sites/omega',
      'alerts:match --tenant alpha',
      'alerts:match --tenant omega',
    ]);
    expect(job.status).toBe(1);
    expect(job.stdout).toContain(
      'held-feed: stock feed held\nbroken-feed: stock feed failed\nbroken-build: build failed\nbroken-deploy: deploy failed',
    );
  });

  it('with no feed, every site of the batch is built in one pass and deployed, and the job passes', () => {
    const job = runBatch('alpha,omega', { FEED_URL: '' });
    expect(job.calls).toEqual([
      'build --tenant alpha,omega --incremental --built-list $RUNNER_TEMP/built-sites',
      'deploy --tenant alpha --to s3://dealer-sites/alpha',
      'deploy --tenant omega --to s3://dealer-sites/omega',
      'alerts:match --tenant alpha',
      'alerts:match --tenant omega',
    ]);
    expect(job).toMatchObject({ status: 0, stdout: 'Every site of this batch is live.\n' });
  });
});
