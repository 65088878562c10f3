/**
 * npm test — unit, component and integration tests (vitest), then end-to-end tests (Playwright) against
 * every demo tenant built from stock in a live Meilisearch and served over HTTP, then the screenshots
 * against two demo sites built at a fixed time (tests/e2e/screenshots.spec.ts); the dev server's
 * tests (tests/e2e/dev.spec.ts) run beside them, against a dev server of their own. Everything runs on
 * free ports with its own data folders, so it also passes while `npm start` is running.
 * Ends with the line "N passed, N failed[, N skipped]".
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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

/** Runs a command; with `logFile`, its output goes there instead of to the terminal. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, logFile?: string): Promise<number> {
  return new Promise((done) => {
    const output = logFile === undefined ? 'inherit' : openSync(logFile, 'w');
    const child = spawn(command, args, { stdio: ['inherit', output, output], env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      if (typeof output === 'number') closeSync(output);
      done(code ?? 1);
    });
  });
}

type Stack = Awaited<ReturnType<typeof startE2eStack>>;

/**
 * Runs one Playwright project against its stack (none for the dev server's, which starts its own),
 * then stops the stack. Each project writes its results to a folder of its own, as two can run at once.
 * With `quiet`, its output is printed when it ends rather than as it goes.
 */
async function playwrightProject(project: string, stack: Stack | null, quiet = false): Promise<Tally> {
  try {
    const report = `${workDir}/playwright-${project}.json`;
    const filter = [...(files ? [files] : []), ...(grep ? ['--grep', grep] : [])];
    const config = ['--config', 'tests/e2e/playwright.config.ts', '--project', project];
    const output = ['--output', `.forecourt/test-results/${project}`];
    const env = stack?.env(report) ?? { E2E_REPORT: report };
    const log = quiet ? `${workDir}/playwright-${project}.log` : undefined;
    await run('npx', ['playwright', 'test', ...filter, ...config, ...output], env, log);
    if (log) console.log(`\nThe ${project} project:\n${readFileSync(log, 'utf8')}`);
    return playwrightTally(report);
  } finally {
    await stack?.stop();
  }
}

/** A run that could not report its tests counts as one failure. */
function failedRun(error: unknown): Tally {
  console.error(error instanceof Error ? error.stack : error);
  return { passed: 0, failed: 1, skipped: 0 };
}

try {
  if (!values['e2e-only']) {
    const report = `${workDir}/vitest.json`;
    await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
    tally = addTally(tally, vitestTally(report));
  }
  if (!values['unit-only']) {
    const e2e = !files || !/^dev\b/.test(files);
    const screenshots = !files || /screenshot/i.test(files);
    // The dev server's tests spend most of their time waiting on a dev server of their own, so
    // they run beside the end-to-end tests, their output printed when they end.
    const dev = !files || /dev/i.test(files) ? playwrightProject('dev', null, e2e).catch(failedRun) : null;
    if (e2e) {
      console.log('\nStarting the end-to-end stack (Meilisearch, demo stock, build, server)…');
      const stack = await startE2eStack(`${workDir}/e2e`, Number(values.cars));
      // The screenshots' stack (two sites at a fixed time) builds while the end-to-end tests run.
      const shots = screenshots ? startScreenshotStack(`${workDir}/screenshots`) : null;
      tally = addTally(tally, await playwrightProject('e2e', stack));
      if (shots) tally = addTally(tally, await playwrightProject('screenshots', await shots));
    } else if (screenshots) {
      tally = addTally(
        tally,
        await playwrightProject('screenshots', await startScreenshotStack(`${workDir}/screenshots`)),
      );
    }
    if (dev) tally = addTally(tally, await dev);
  }
} catch (error) {
  tally = addTally(tally, failedRun(error));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
console.log(`\n${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 ? 1 : 0);
