// The bench's CI figures (scripts/lib/scale-ci.ts) from docs/performance.md's per-site times at 100
// cars a site: index 0.58 s, a site's full build 18.9 s, incremental 9.9 s, the whole build 2.01 s a
// site, 45 s of set-up a job. The expected lines are that page's CI table.
import { describe, expect, it } from 'vitest';
import { ciLines } from '../../scripts/lib/scale-ci.ts';

const lines = (sites: number) =>
  ciLines({
    sites,
    indexSeconds: 0.58,
    fullBuildSeconds: 18.9,
    incrementalSeconds: 9.9,
    wholeBuildSeconds: 2.01 * sites,
    setupSeconds: 45,
  }).join('\n');

describe.each([
  {
    sites: 6,
    nightly: '1 + 1 jobs of 6 sites, up to ~77 s each = 3 runner-minutes',
    perSite: '1 + 6 jobs = 13 runner-minutes)',
  },
  {
    sites: 300,
    nightly: '1 + 15 jobs of 20 sites, up to ~114 s each = 31 runner-minutes, ~8 min of wall time (4 waves of 4)',
    perSite: "1 + 300 jobs = 601 runner-minutes, and more than GitHub's 256 a matrix: the run fails)",
  },
  {
    sites: 1000,
    nightly: '1 + 50 jobs of 20 sites, up to ~114 s each = 101 runner-minutes, ~25 min of wall time (13 waves of 4)',
    perSite: '1 + 1000 jobs = 2001 runner-minutes',
  },
])('CI at $sites sites', ({ sites, nightly, perSite }) => {
  it('the nightly run in batches of 20, beside a job per site', () => {
    expect(lines(sites)).toContain(`nightly: ${nightly}`);
    expect(lines(sites)).toContain(`(a job per site instead: ${perSite}`);
  });

  it('a stock change stays one small job', () => {
    expect(lines(sites)).toContain("a stock change: 2 jobs (1 + 1 runner-minutes), ~55 s in its site's job");
  });
});
