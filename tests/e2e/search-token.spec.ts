/** The browser gets a tenant token, never a key, and it reaches only that tenant's visible stock. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoTenants, distDir, siteUrl } from './sites.ts';

interface SearchConfig { host: string; indexUid: string; apiKey: string; hitsPerPage: number }

async function searchConfig(page: Page): Promise<SearchConfig> {
  return JSON.parse((await page.locator('#search-config').textContent())!) as SearchConfig;
}

/** Searches Meilisearch from inside the page, exactly as an island on that origin would. */
function searchFromPage(page: Page, config: SearchConfig, indexUid: string, body: object) {
  return page.evaluate(
    async ({ config, indexUid, body }) => {
      const response = await fetch(`${config.host}/indexes/${indexUid}/search`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { estimatedTotalHits?: number; hits?: { slug: string }[] } };
    },
    { config, indexUid, body },
  );
}

test('the search page token finds exactly the stock the page lists, and nothing of another tenant', async ({ page }) => {
  const [own, other] = demoTenants;
  await page.goto(siteUrl(own!));
  await page.locator('a.button').first().click();
  const config = await searchConfig(page);
  expect(Object.keys(config).sort()).toEqual(['apiKey', 'hitsPerPage', 'host', 'indexUid']);
  expect(config.indexUid).toBe(`cars-${own}`);

  const listed = Number((await page.getByTestId('result-count').innerText()).replace(/,/g, ''));
  const mine = await searchFromPage(page, config, config.indexUid, { q: '', limit: 1000 });
  expect(mine.status).toBe(200);
  expect(mine.body.estimatedTotalHits).toBe(listed);

  // A filter of the shopper's own cannot widen the token's filter to hidden stock.
  const widened = await searchFromPage(page, config, config.indexUid, { q: '', filter: 'show_on_dealer_website = false OR status = sold', limit: 1000 });
  expect(widened.body.hits?.every((hit) => mine.body.hits?.some((m) => m.slug === hit.slug))).toBe(true);

  const theirs = await searchFromPage(page, config, `cars-${other}`, { q: '' });
  expect(theirs.status).toBe(403);
});

test('no built file contains the Meilisearch admin key', () => {
  const adminKey = process.env.E2E_ADMIN_KEY;
  expect(adminKey, 'scripts/test.ts passes the admin key for this check').toBeTruthy();
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(readFileSync(join(file.parentPath, file.name), 'utf8').includes(adminKey!), `${file.name} leaks the admin key`).toBe(false);
  }
});
