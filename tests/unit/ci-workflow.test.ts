// The example CI workflow (.github/workflows/sites.yml) calls only commands this repository has, in
// the order the issue asks: affected sites → index → build → deploy per site, as a matrix.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { name?: string; run?: string };
type Job = { steps: Step[]; needs?: string; strategy?: { matrix: { tenant: string } } };
const workflow = parse(readFileSync('.github/workflows/sites.yml', 'utf8')) as {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, Job>;
};
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));

describe('sites workflow', () => {
  it('runs on push, on a stock-feed dispatch, by hand and nightly', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'repository_dispatch', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.repository_dispatch?.types).toEqual(['stock-feed']);
  });

  it('every npm script it runs exists, and tenants:affected runs silent so stdout carries only slugs', () => {
    const used = runs.flatMap((run) => [...run.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !scripts.includes(name))).toEqual([]);
    expect(
      runs
        .join('\n')
        .match(/npm run (-s )?tenants:affected/g)
        ?.every((call) => call.includes('-s ')),
    ).toBe(true);
  });

  it('each affected site is a matrix job: index, then build, then deploy, then shopper alerts (issue 32: after the pages are live)', () => {
    const site = workflow.jobs.site!;
    expect(site.needs).toBe('affected');
    expect(site.strategy?.matrix.tenant).toContain('needs.affected.outputs.tenants');
    const order = site.steps.map((step) => /npm run ([\w:-]+)/.exec(step.run ?? '')?.[1]).filter(Boolean);
    expect(order).toEqual(['stock:index', 'build', 'deploy', 'alerts:match']);
  });

  it('reads the feed by URL (an unchanged one is a no-op), and a held feed fails the job before Build with an error', () => {
    const index = workflow.jobs.site!.steps.find((step) => step.name === 'Index stock')!.run!;
    expect(index).toMatch(/npm run stock:index -- --tenant "\$TENANT" --url /);
    expect(index).toContain('--summary "$GITHUB_STEP_SUMMARY"');
    expect(index).toMatch(/if \[ "\$code" -eq 3 \]; then\s+echo "::error title=Stock feed held/);
    expect(index.trim().endsWith('exit "$code"')).toBe(true);
  });
});
