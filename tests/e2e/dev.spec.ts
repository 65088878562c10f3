/**
 * npm run dev and its CMS (issue 31): an editor changes a location's phone, adds holiday hours and an
 * offer in the CMS at /admin; the files are exactly what a developer would have written, tenants:check
 * passes, and the site's open pages show the change without anyone reloading them. A bad value is
 * refused with the schema's message and writes nothing, and a broken file shows its problems on the
 * site's pages until it is fixed. One dev server, on a copy of tenants/, serves the whole file.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startDevStack, type DevStack } from './dev-stack.ts';

const SITE = 'bayside-nissan';
const SITE_FILE = `sites/${SITE}.json`;
const OFFER_FILE = `content/sites/${SITE}/offers/saturday-service-special.md`;
const FIXTURES = 'tests/fixtures/cms';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dev: DevStack;
// One browser and one CMS page for the whole file: the CMS is 5 MB of script, loaded once and then
// moved from entry to entry as an editor does, which keeps this file's run short.
let context: BrowserContext;
let cms: Page;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  dev = await startDevStack(SITE);
  // The first request for the CMS's configuration reads the schemas' JSDoc (seconds): not the browser's wait.
  await fetch(`http://127.0.0.1:${dev.port}/admin/config.json`);
  context = await browser.newContext();
  cms = await context.newPage();
  cms.setDefaultTimeout(60_000);
});
test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run dev output', { body: dev.output() });
});
test.afterAll(async () => {
  await context?.close();
  await dev?.stop();
});

const siteUrl = (pathname: string) => `http://${SITE}.localhost:${dev.port}${pathname}`;
const file = (inRoot: string) => path.join(dev.root, inRoot);

/** Moves the CMS page to another of its screens, as its links do. */
async function go(hash: string): Promise<void> {
  await cms.evaluate((to) => {
    location.hash = to;
  }, hash);
}

/**
 * Opens an entry's editor in the CMS page: the first time by loading the CMS (and logging in to the
 * local backend), then through its list of entries, as an editor moves from entry to entry (Decap
 * keeps an open editor's values when sent straight to another entry).
 */
async function openCms(hash: string, collection: string): Promise<void> {
  if (cms.url().startsWith(`http://localhost:${dev.port}/admin/`)) {
    await go(hash.replace(/\/(?:entries\/[^/]+|new)$/, ''));
    await expect(cms.getByText(/^Writing in /)).toHaveCount(0);
    await go(hash);
  } else {
    await cms.goto(`http://localhost:${dev.port}/admin/?site=${SITE}#${hash}`, { waitUntil: 'domcontentloaded' });
    const login = cms.getByRole('button', { name: 'Login' });
    // The CMS is 5 MB of script, and the first entry it opens waits for its configuration.
    await expect(login.or(cms.getByRole('button', { name: 'Publish' }))).toBeVisible({ timeout: 60_000 });
    if (await login.isVisible()) await login.click();
  }
  await expect(cms.getByText(`Writing in ${collection} collection`)).toBeVisible({ timeout: 60_000 });
  await expect(cms.getByRole('button', { name: 'Publish' })).toBeVisible();
}

async function publish(): Promise<void> {
  await expect(cms.getByText('Unsaved Changes')).toBeVisible();
  await cms.getByRole('button', { name: 'Publish' }).click();
  await cms.getByText('Publish now').click();
}

/**
 * Waits for the save to be done, and for its notice to go, so that the next save's is not mistaken
 * for it. Decap dismisses "Entry saved" itself after 4 s: a click on its close button would race that.
 */
async function saved(): Promise<void> {
  await expect(cms.getByText('Changes saved')).toBeVisible({ timeout: 20_000 });
  const notice = cms.getByText('Entry saved');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
}

test('an editor changes a location phone, adds holiday hours and an offer; the files are a developer’s and the open pages update', async () => {
  const before = readFileSync(file(SITE_FILE), 'utf8');
  // The site's pages are opened once and never reloaded by the test: the dev server's live reload updates them.
  const location = await context.newPage();
  await location.goto(siteUrl('/locations/bayside-nissan-service/'));
  await expect(location.getByText('07 3390 1250').first()).toBeVisible();
  const offers = await context.newPage();
  await offers.goto(siteUrl('/offers/'));

  await openCms('/collections/bayside-nissan--settings/entries/settings', 'Site settings');
  const item = cms.getByText('Bayside Nissan Service', { exact: true }).locator('xpath=..');
  await item.locator('button').first().click();
  const contact = item
    .locator('[aria-label="object field"]')
    .filter({ has: cms.locator('label', { hasText: /^Contact/ }) });
  await contact.first().getByRole('button', { name: 'Expand' }).click();
  await contact.first().getByLabel('Phone', { exact: true }).fill('+61733901299');
  const special = item
    .locator('[aria-label="list field"]')
    .filter({ has: cms.locator('label', { hasText: /^Special hours/ }) });
  await special
    .first()
    .getByRole('button', { name: /^Add special hours/ })
    .click();
  await special.first().locator('input[id^="date-field"]').last().fill('2026-12-24');
  await special.first().locator('input[id^="status-field"]').last().click();
  await cms.getByRole('option', { name: 'Closed', exact: true }).click();
  await publish();
  await saved();

  // What a developer writes: the one value changed and the one entry added, in the file's own layout.
  const expected = JSON.parse(before);
  const service = expected.locations.find((l: { id: number }) => l.id === 302);
  service.contact.phone = '+61733901299';
  service.specialHours.push({ date: '2026-12-24', status: 'Closed' });
  expect(readFileSync(file(SITE_FILE), 'utf8')).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  await expect(location.getByText('07 3390 1299').first()).toBeVisible({ timeout: 30_000 });

  await openCms('/collections/bayside-nissan--offers/new', 'Offers');
  await cms.locator('input[id^="name-field"]').first().fill('Saturday service special');
  await cms
    .getByLabel(/^Category/)
    .first()
    .fill('Service offer');
  await cms.locator('[data-slate-editor="true"]').click();
  await cms.keyboard.type('Book a Saturday service and we wash your car.');
  await publish();
  await saved();
  expect(readFileSync(file(OFFER_FILE), 'utf8')).toBe(readFileSync(`${FIXTURES}/saturday-service-special.md`, 'utf8'));
  await expect(offers.getByRole('link', { name: 'Saturday service special', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  const check = spawnSync(
    process.execPath,
    ['scripts/check-tenants.ts', '--root', path.relative(process.cwd(), dev.root), '--tenant', SITE],
    {
      encoding: 'utf8',
    },
  );
  expect(check.stdout).toContain(`✓ ${SITE}`);
  expect(check.status).toBe(0);
  await Promise.all([location.close(), offers.close()]);
});

test('a bad value typed in the CMS shows the schema’s message and writes nothing', async () => {
  const before = readFileSync(file(SITE_FILE), 'utf8');
  await openCms('/collections/bayside-nissan--settings/entries/settings', 'Site settings');
  await cms.locator('input[id^="phone-field"]').first().fill('3390 1200');
  await publish();
  await expect(cms.getByText('an Australian phone number like +61732001234 or 1300123456').first()).toBeVisible();
  expect(readFileSync(file(SITE_FILE), 'utf8')).toBe(before);
});

test('a saved file that breaks validation shows its problems on the site and in the terminal, and the site comes back when fixed', async ({
  page,
}) => {
  const good = readFileSync(file(SITE_FILE), 'utf8');
  const problems = page.locator('main[role="alert"]');
  await page.goto(siteUrl('/'));
  await expect(problems).toHaveCount(0);
  writeFileSync(file(SITE_FILE), good.replace('"phone": "+61733901200"', '"phone": "3390 1200"'));
  const problem = `${path.relative(process.cwd(), file(SITE_FILE))}: phone: expected an Australian phone number like +61732001234 or 1300123456, found "3390 1200"`;
  await expect(problems).toContainText(problem, { timeout: 30_000 });
  expect(dev.output()).toContain(problem);
  writeFileSync(file(SITE_FILE), good);
  await expect(problems).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Bayside Nissan' }).first()).toBeVisible();
});
