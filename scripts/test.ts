/**
 * npm test — unit, component and integration tests (vitest), then end-to-end tests (Playwright) against
 * every demo tenant built from stock in a live Meilisearch and served over HTTP, then the screenshots
 * against two demo sites built at a fixed time (tests/e2e/screenshots.spec.ts). Everything runs on
 * free ports with its own data folders, so it also passes while `npm start` is running.
 * Ends with the line "N passed, N failed[, N skipped]".
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { addTally, emptyTally, playwrightTally, vitestTally, type Tally } from './lib/test-report.ts';
import { startE2eStack, startScreenshotStack } from './lib/e2e-stack.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm test [-- --unit-only | --e2e-only] [--cars N] [--files <pattern>] [--grep <pattern>]

  --unit-only       run only the vitest projects (unit, components, integration)
  --e2e-only        run only the Playwright tests against freshly built demo sites
  --cars <n>        demo cars per tenant for the end-to-end build (default 30)
  --files <pattern> only the Playwright spec files whose path matches (a regular expression);
                    the screenshots and the dev server's tests run only when it names them
                    ("dev" alone runs only the dev server's, with no end-to-end stack)
  --grep <pattern>  only the Playwright tests whose title matches (a regular expression)
  --help            show this help`;

const values = parseCli(USAGE, {
  'unit-only': { type: 'boolean', default: false },
  'e2e-only': { type: 'boolean', default: false },
  cars: { type: 'string', default: '30' },
  files: { type: 'string' },
  grep: { type: 'string' },
});
const { files, grep } = values;

const workDir = resolve(`.forecourt/test-${process.pid}`);
mkdirSync(workDir, { recursive: true });
let tally: Tally = emptyTally();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** Runs one Playwright project against its stack (none for the dev server's, which starts its own), then stops the stack. */
async function playwrightProject(
  project: string,
  stack: Awaited<ReturnType<typeof startE2eStack>> | null,
): Promise<Tally> {
  try {
    const report = `${workDir}/playwright-${project}.json`;
    const filter = [...(files ? [files] : []), ...(grep ? ['--grep', grep] : [])];
    const config = ['--config', 'tests/e2e/playwright.config.ts', '--project', project];
    await run('npx', ['playwright', 'test', ...filter, ...config], stack?.env(report) ?? { E2E_REPORT: report });
    return playwrightTally(report);
  } finally {
    await stack?.stop();
  }
}

try {
  if (!values['e2e-only']) {
    const report = `${workDir}/vitest.json`;
    await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
    tally = addTally(tally, vitestTally(report));
  }
  if (!values['unit-only']) {
    if (!files || !/^dev\b/.test(files)) {
      console.log('\nStarting the end-to-end stack (Meilisearch, demo stock, build, server)…');
      tally = addTally(
        tally,
        await playwrightProject('e2e', await startE2eStack(`${workDir}/e2e`, Number(values.cars))),
      );
    }
    if (!files || /dev/i.test(files)) {
      console.log('\nThe dev server and its CMS (a dev server of their own)…');
      tally = addTally(tally, await playwrightProject('dev', null));
    }
    if (!files || /screenshot/i.test(files)) {
      console.log("\nStarting the screenshots' stack (two sites at a fixed time)…");
      const stack = await startScreenshotStack(`${workDir}/screenshots`);
      tally = addTally(tally, await playwrightProject('screenshots', stack));
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  tally = addTally(tally, { passed: 0, failed: 1, skipped: 0 });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
console.log(`\n${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 ? 1 : 0);
