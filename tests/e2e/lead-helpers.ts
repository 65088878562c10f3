/**
 * What the lead tests share: the demo sites they send leads on, reading a stored lead from the lead
 * API's SQLite file, opening a car page, waiting for an island to hydrate, sending the shopper's
 * details, and signing in with the texted code.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoSites, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';

export const apiData = process.env.E2E_API_DATA ?? '.forecourt/api';
export const plain = demoSites.find(
  (t) => formRules(t, 'enquiry').dealerships === null && !t.leads.termsText && !t.features.signIn,
)!;
export const gated = demoSites.find(
  (t) => t.features.watchlist && t.features.reservation && t.features.gatedRoutes.includes('checkout'),
)!;

export function storedLead(email: string) {
  const db = new DatabaseSync(join(apiData, 'leads.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare('SELECT id, kind, category, body FROM leads WHERE body LIKE ? ORDER BY created_at DESC LIMIT 1')
      .get(`%${email}%`);
    return row
      ? {
          id: String(row.id),
          kind: String(row.kind),
          category: String(row.category),
          body: JSON.parse(String(row.body)),
        }
      : null;
  } finally {
    db.close();
  }
}

/** The `nth` car of a search: a reservation holds its car, so tests that reserve each take their own. */
export async function carHref(page: Page, slug: string, query: string, nth = 0): Promise<string> {
  const tenant = demoSites.find((t) => t.slug === slug)!;
  await openSearch(page, siteUrl(slug, `${tenant.search.defaultPath}?${query}`));
  return (await page.locator('li.vehicle-card a.vehicle-card__link').nth(nth).getAttribute('href'))!;
}

export async function carPage(page: Page, slug: string, query = 'refinementList[status][0]=in_stock'): Promise<string> {
  const href = await carHref(page, slug, query);
  await page.goto(siteUrl(slug, href));
  return href;
}

export const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);

/** Scrolls an island's element into view and waits until React has taken it over (clicks before that are the browser's own). */
export async function hydrated(page: Page, testId: string) {
  const element = page.getByTestId(testId);
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(
        (id) => document.querySelector(`[data-testid="${id}"]`)?.closest('astro-island')?.hasAttribute('ssr') ?? true,
        testId,
      ),
    )
    .toBe(false);
  return element;
}

export async function fillDetails(scope: ReturnType<Page['getByRole']>, email: string) {
  await scope.getByLabel('Name').fill('Alex Citizen');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone').fill('0412 345 678');
}

/** Fills in the shopper's details in `scope` under a fresh email, sends, waits for /success and returns the stored lead. */
export async function sendDetails(page: Page, scope: ReturnType<Page['getByRole']>, prefix: string) {
  const email = `${prefix}-${Date.now()}@example.com`;
  await fillDetails(scope, email);
  await scope.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/success');
  return storedLead(email);
}

/** Signs in on the sign-in form in view, with the code the demo's SMS outbox received. */
export async function signIn(page: Page) {
  // A number of its own per test: tests run side by side.
  const phone = `04${String(randomInt(10_000_000, 100_000_000))}`;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const international = `+61${phone.slice(1)}`;
  let code = '';
  await expect
    .poll(() => {
      const outbox = join(apiData, 'sms-outbox.jsonl');
      if (!existsSync(outbox)) return '';
      const lines = readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; text: string });
      code = /(\d{6})/.exec(lines.filter((l) => l.to === international).at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel(/6-digit code/).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
