// The CI matrix's batches (src/lib/deploy/batches.ts): as few jobs as the setting allows, never more
// than GitHub's 256 a matrix, every site in exactly one, and a lone site keeps its own job.
import { describe, expect, it } from 'vitest';
import { MATRIX_JOB_LIMIT, siteBatches, sitesPerBatchSchema } from '../../src/lib/deploy/batches.ts';

const slugs = (count: number) => Array.from({ length: count }, (_, n) => `site-${String(n + 1).padStart(4, '0')}`);

describe.each([
  // sites, sites per batch, jobs, batch sizes (largest, smallest)
  { sites: 1, perBatch: 20, jobs: 1, largest: 1, smallest: 1 },
  { sites: 6, perBatch: 20, jobs: 1, largest: 6, smallest: 6 },
  { sites: 21, perBatch: 20, jobs: 2, largest: 11, smallest: 10 },
  { sites: 256, perBatch: 20, jobs: 13, largest: 20, smallest: 19 },
  { sites: 257, perBatch: 20, jobs: 13, largest: 20, smallest: 19 },
  { sites: 300, perBatch: 20, jobs: 15, largest: 20, smallest: 20 },
  { sites: 1000, perBatch: 20, jobs: 50, largest: 20, smallest: 20 },
  // One site a job, as the workflow ran before batches: past 256 sites some jobs take two.
  { sites: 6, perBatch: 1, jobs: 6, largest: 1, smallest: 1 },
  { sites: 256, perBatch: 1, jobs: 256, largest: 1, smallest: 1 },
  { sites: 257, perBatch: 1, jobs: 256, largest: 2, smallest: 1 },
  { sites: 300, perBatch: 1, jobs: 256, largest: 2, smallest: 1 },
  { sites: 1000, perBatch: 1, jobs: 256, largest: 4, smallest: 3 },
  { sites: 10000, perBatch: 20, jobs: 256, largest: 40, smallest: 39 },
])('$sites sites at $perBatch a batch', ({ sites, perBatch, jobs, largest, smallest }) => {
  const all = slugs(sites);
  const batches = siteBatches(all, perBatch);
  const sizes = batches.map((batch) => batch.tenants.split(',').length);

  it(`makes ${jobs} job(s) of ${smallest}–${largest} sites, within GitHub's ${MATRIX_JOB_LIMIT}`, () => {
    expect(batches).toHaveLength(jobs);
    expect(Math.max(...sizes)).toBe(largest);
    expect(Math.min(...sizes)).toBe(smallest);
  });

  it('holds every site once, in order, and names each job and concurrency group apart', () => {
    expect(batches.flatMap((batch) => batch.tenants.split(','))).toEqual(all);
    expect(new Set(batches.map((batch) => batch.name)).size).toBe(jobs);
    expect(new Set(batches.map((batch) => batch.group)).size).toBe(jobs);
  });
});

describe('a batch', () => {
  it('of one site is that site’s own job and concurrency group, as a stock change needs', () => {
    expect(siteBatches(['bayside-nissan'], 20)).toEqual([
      { name: 'bayside-nissan', tenants: 'bayside-nissan', group: 'site-bayside-nissan' },
    ]);
  });

  it('of several names its place, first and last site and size', () => {
    expect(siteBatches(slugs(21), 20)[1]).toEqual({
      name: '2/2: site-0012 … site-0021 (10 sites)',
      tenants: slugs(21).slice(11).join(','),
      group: 'sites-site-0012..site-0021',
    });
  });

  it('of nothing is no job (the workflow then skips the matrix)', () => {
    expect(siteBatches([], 20)).toEqual([]);
  });
});

describe.each([
  { given: undefined, expected: 20 },
  { given: '40', expected: 40 },
  { given: '1', expected: 1 },
])('--sites-per-batch $given', ({ given, expected }) => {
  it(`is ${expected}`, () => expect(sitesPerBatchSchema.parse(given)).toBe(expected));
});

describe.each(['0', '-3', '2.5', 'twenty', ''])('--sites-per-batch "%s"', (given) => {
  it('is refused with what was expected', () => {
    expect(sitesPerBatchSchema.safeParse(given).error?.issues[0]?.message).toBe(
      'expected a whole number of sites from 1',
    );
  });
});
