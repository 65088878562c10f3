/**
 * End-to-end tests against the built demo sites served over HTTP with a live Meilisearch.
 * scripts/test.ts starts those services and passes their addresses in E2E_* variables.
 * Playwright cannot download browsers here: it drives the system Chromium (CHROMIUM_PATH overrides).
 */
import { defineConfig } from '@playwright/test';

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
    { name: 'e2e', testIgnore: /(?:screenshots|dev)\.spec\.ts$/ },
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts$/ },
    // npm run dev and its CMS: the spec starts a dev server of its own (dev-stack.ts), on a copy of tenants/.
    { name: 'dev', testMatch: /dev\.spec\.ts$/ },
  ],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // Same Chromium and fonts on every run: a baseline differs only where the page changed. The
    // allowance absorbs anti-aliasing noise along edges, not a moved block.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
