/**
 * Shipped-JavaScript budgets, checked as gzip sizes of the built files (deterministic, unlike
 * timings): what a page loads before any interaction (the vehicle page: 75 KB; a search page:
 * 130 KB, React InstantSearch included: measured 122.7 KB, of which React's runtime is about 67 KB
 * and react-instantsearch-core with instantsearch.js and our search client about 43 KB). Islands
 * that wait until they are seen are reported by the benchmark and not counted here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageJs } from '../../src/pipeline/js-size.ts';
import { demoSites, distDir } from './sites.ts';

const KB = 1024;
const BUDGETS: { page: string; file: (searchPath: string, car: string) => string; maxBytes: number }[] = [
  { page: 'home', file: () => 'index.html', maxBytes: 75 * KB },
  { page: 'search', file: (searchPath) => join(searchPath, 'index.html'), maxBytes: 130 * KB },
  { page: 'vehicle', file: (_, car) => join('cars', car, 'index.html'), maxBytes: 75 * KB },
  { page: '404', file: () => '404.html', maxBytes: 20 * KB },
];

for (const tenant of demoSites) {
  test(`${tenant.slug}: every page type ships JavaScript within its gzip budget`, () => {
    const site = join(distDir, tenant.slug);
    const car = readdirSync(join(site, 'cars'))[0]!;
    for (const budget of BUDGETS) {
      const bytes = pageJs(site, budget.file(tenant.search.defaultPath, car)).initial.bytes;
      expect(bytes, `${budget.page} page: ${(bytes / KB).toFixed(1)} KB of JS`).toBeLessThanOrEqual(budget.maxBytes);
    }
  });
}
