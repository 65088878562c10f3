/**
 * Shipped-JavaScript budgets, checked as gzip sizes of the built files (deterministic, unlike
 * timings). The vehicle page budget is the foundation issue's 75 KB.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageJsGzipBytes } from '../../src/server/build/js-size.ts';
import { demoSites, distDir } from './sites.ts';

const KB = 1024;
const BUDGETS: { page: string; file: (searchPath: string, car: string) => string; maxBytes: number }[] = [
  { page: 'home', file: () => 'index.html', maxBytes: 75 * KB },
  { page: 'search', file: (searchPath) => join(searchPath, 'index.html'), maxBytes: 150 * KB },
  { page: 'vehicle', file: (_, car) => join('cars', car, 'index.html'), maxBytes: 75 * KB },
  { page: '404', file: () => '404.html', maxBytes: 20 * KB },
];

for (const tenant of demoSites) {
  test(`${tenant.slug}: every page type ships JavaScript within its gzip budget`, () => {
    const site = join(distDir, tenant.slug);
    const car = readdirSync(join(site, 'cars'))[0]!;
    for (const budget of BUDGETS) {
      const bytes = pageJsGzipBytes(site, budget.file(tenant.search.defaultPath, car));
      expect(bytes, `${budget.page} page: ${(bytes / KB).toFixed(1)} KB of JS`).toBeLessThanOrEqual(budget.maxBytes);
    }
  });
}
