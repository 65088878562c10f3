/**
 * End-to-end tests against the built demo sites served over HTTP with a live Meilisearch.
 * scripts/test.ts starts those services and passes their addresses in E2E_* variables.
 * Playwright cannot download browsers here: it drives Debian's Chromium. The tests run in its
 * headless shell (chromium-headless-shell, the old headless mode Playwright itself uses for headless
 * runs), which does the same page work for about half the CPU of the full browser; the screenshots
 * stay with the full browser, whose pixels their baselines are (CHROMIUM_PATH and
 * CHROMIUM_HEADLESS_SHELL_PATH override either; without the shell, the full browser runs all).
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(DEBIAN_SHELL) ? DEBIAN_SHELL : chromium);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const runIn = (executablePath: string) => ({ launchOptions: { executablePath, args: CHROMIUM_ARGS } });

export default defineConfig({
  testDir: '.',
  outputDir: '../../.forecourt/test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../../.forecourt/e2e-report.json' }]],
  // The screenshots run against a stack of their own (a fixed clock, two sites): scripts/test.ts
  // runs each project with its stack; npm run test:screenshots -- --update rewrites the baselines.
  projects: [
    { name: 'e2e', testIgnore: /(?:screenshots|dev)\.spec\.ts$/, use: runIn(headlessShell) },
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts$/, use: runIn(chromium) },
    // npm run dev and its CMS: the spec starts a dev server of its own (dev-stack.ts), on a copy of tenants/.
    { name: 'dev', testMatch: /dev\.spec\.ts$/, use: runIn(headlessShell) },
  ],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // Same Chromium and fonts on every run: a baseline differs only where the page changed. The
    // allowance absorbs anti-aliasing noise along edges, not a moved block.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: { trace: 'off' },
});
