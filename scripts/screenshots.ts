/**
 * npm run test:screenshots — the screenshot comparisons alone (tests/e2e/screenshots.spec.ts)
 * against their own stack: the first two demo sites built at a fixed time. With --update it
 * rewrites the baselines in tests/e2e/__screenshots__/ instead; look at the changed PNGs before
 * committing them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startScreenshotStack } from './lib/e2e-stack.ts';
import { parseCli } from './lib/cli.ts';
import { playwrightTally } from './lib/test-report.ts';

const USAGE = `Usage: npm run test:screenshots [-- --update]

Builds the first two demo sites at a fixed time and compares every page type at 390×844 and
1280×900 with the committed baselines (tests/e2e/__screenshots__/).
  --update   write new baselines instead of comparing (then review the changed PNGs in git)
  --help     show this help`;

const values = parseCli(USAGE, { update: { type: 'boolean', default: false } });
const workDir = resolve(`.forecourt/screenshots-${process.pid}`);
mkdirSync(workDir, { recursive: true });
console.log('Building two demo sites at a fixed time (Meilisearch, demo stock, build, server)…');
const stack = await startScreenshotStack(workDir);
let failed = 1;
try {
  const report = `${workDir}/playwright.json`;
  const args = [
    'playwright',
    'test',
    '--config',
    'tests/e2e/playwright.config.ts',
    '--project',
    'screenshots',
    ...(values.update ? ['--update-snapshots'] : []),
  ];
  // Asynchronous: the site server and the lead API answer from this process while Playwright runs.
  await new Promise((done) =>
    spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...stack.env(report) } }).on('exit', done),
  );
  const tally = playwrightTally(report);
  failed = tally.failed;
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
} finally {
  await stack.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed > 0 ? 1 : 0);
