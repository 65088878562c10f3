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
