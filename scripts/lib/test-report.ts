/** Reads the JSON reports of vitest and Playwright into one tally. */
import { existsSync, readFileSync } from 'node:fs';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0 });

export function addTally(a: Tally, b: Tally): Tally {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** vitest --reporter=json (Jest-compatible numbers). A missing report means the run itself failed. */
export function vitestTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: { status: string; assertionResults: { status: string }[] }[];
  };
  // A file that fails with no failed test (it does not load, or a beforeAll or afterAll hook fails
  // and its tests are skipped) is a failure all the same.
  const failedOutsideTests = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedOutsideTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's json reporter: expected = passed, unexpected = failed, flaky counts as failed (no retries). */
export function playwrightTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats, errors } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
    errors?: unknown[];
  };
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + (errors?.length ?? 0),
    skipped: stats.skipped,
  };
}
