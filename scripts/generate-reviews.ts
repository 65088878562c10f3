/**
 * npm run reviews:generate [-- --check]
 * Writes the demo sites' reviews files (scripts/lib/demo-reviews.ts) from their seeds; --check only
 * compares, and exits 1 naming any file that differs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateDemoReviews } from '../src/demo-stock/reviews.ts';
import { DEMO_REVIEW_FILES } from './lib/demo-reviews.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run reviews:generate [-- --check]

Writes each demo reviews file listed in scripts/lib/demo-reviews.ts from its seed (the same seed
always gives the same reviews). --check writes nothing and exits 1 if a committed file differs.`;

const values = parseCli(USAGE, { check: { type: 'boolean', default: false } });

let stale = 0;
for (const { file, options } of DEMO_REVIEW_FILES) {
  const text = `${JSON.stringify(generateDemoReviews(options), null, 2)}\n`;
  const current = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  })();
  if (values.check) {
    if (current !== text) {
      stale++;
      console.error(`${file}: differs from what its seed gives (npm run reviews:generate rewrites it)`);
    }
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${file}: ${options.count} reviews averaging ${options.average}`);
}
process.exit(stale > 0 ? 1 : 0);
