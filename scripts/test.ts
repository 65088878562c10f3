/**
 * npm test — unit, component and integration tests (vitest), then end-to-end tests (Playwright) against
 * every demo tenant built from stock in a live Meilisearch and served over HTTP, then the screenshots
 * against two demo sites built at a fixed time (tests/e2e/screenshots.spec.ts). The end-to-end
 * stacks build, and the dev server's tests (tests/e2e/dev.spec.ts, against a dev server of their
 * own) run, while vitest runs. Everything runs on free ports with its own data folders, so it also
 * passes while `npm start` is running. Ends with the line "N passed, N failed[, N skipped]".
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

type Settled<T> = { value: T } | { error: unknown };

/** A promise that never rejects, so work started early cannot fail the run before it is awaited. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** Runs a Playwright project once its stack is up; a stack that failed to start counts as one failure. */
async function whenReady(project: string, stack: Promise<Settled<Stack>>): Promise<Tally> {
  const ready = await stack;
  return 'error' in ready ? failedRun(ready.error) : playwrightProject(project, ready.value);
}

const browserTests = !values['unit-only'];
const e2e = browserTests && (!files || !/^dev\b/.test(files));
const screenshots = browserTests && (!files || /screenshot/i.test(files));
const devTests = browserTests && (!files || /dev/i.test(files));

try {
  // Vitest keeps about one core and a half busy (its integration tests wait on the services they
  // start), so the end-to-end stacks build, and the dev server's tests run, beside it; the
  // screenshots' stack (two sites at a fixed time) builds once the end-to-end one is up.
  if (e2e) console.log('Starting the end-to-end stack (Meilisearch, demo stock, build, server)…');
  const stack = e2e ? settle(startE2eStack(`${workDir}/e2e`, Number(values.cars))) : null;
  const shots = screenshots
    ? settle((stack ?? Promise.resolve()).then(() => startScreenshotStack(`${workDir}/screenshots`)))
    : null;
  const dev = devTests ? playwrightProject('dev', null, e2e || !values['e2e-only']).catch(failedRun) : null;
  if (!values['e2e-only']) {
    const report = `${workDir}/vitest.json`;
    await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
    tally = addTally(tally, vitestTally(report));
  }
  if (stack) tally = addTally(tally, await whenReady('e2e', stack));
  if (shots) tally = addTally(tally, await whenReady('screenshots', shots));
  if (dev) tally = addTally(tally, await dev);
} catch (error) {
  tally = addTally(tally, failedRun(error));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
console.log(`\n${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 ? 1 : 0);
