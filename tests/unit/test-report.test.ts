/**
 * The closing line of `npm test` (scripts/lib/test-report.ts): a test file that fails outside its
 * tests (it does not load, or a beforeAll hook times out and its tests are skipped) fails the run.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vitestTally } from '../../scripts/lib/test-report.ts';

function report(files: { status: string; tests: string[] }[]): string {
  const tests = files.flatMap((file) => file.tests);
  const count = (status: string) => tests.filter((test) => test === status).length;
  const path = join(mkdtempSync(join(tmpdir(), 'test-report-')), 'vitest.json');
  writeFileSync(
    path,
    JSON.stringify({
      numPassedTests: count('passed'),
      numFailedTests: count('failed'),
      numPendingTests: count('skipped'),
      numTodoTests: 0,
      testResults: files.map(({ status, tests }) => ({ status, assertionResults: tests.map((s) => ({ status: s })) })),
    }),
  );
  return path;
}

describe('vitest tally', () => {
  it.each([
    ['every test passed', [{ status: 'passed', tests: ['passed', 'passed'] }], { passed: 2, failed: 0, skipped: 0 }],
    ['a test failed', [{ status: 'failed', tests: ['passed', 'failed'] }], { passed: 1, failed: 1, skipped: 0 }],
    ['a file that does not load', [{ status: 'failed', tests: [] }], { passed: 0, failed: 1, skipped: 0 }],
    [
      'a hook that timed out, its tests skipped',
      [{ status: 'failed', tests: ['passed', 'skipped', 'skipped'] }],
      { passed: 1, failed: 1, skipped: 2 },
    ],
  ])('%s', (_, files, tally) => {
    expect(vitestTally(report(files))).toEqual(tally);
  });

  it('a missing report is a failed run', () => {
    expect(vitestTally('/nonexistent/vitest.json')).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});
