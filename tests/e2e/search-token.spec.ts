/** The browser gets a tenant token, never a key, and it reaches only that tenant's visible stock. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoTenants, distDir, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';

interface SearchConfig {
  host: string;
  apiKey: string;
}

/** The host and credential the search island really sends, read off its first live request. */
async function searchConfig(page: Page): Promise<SearchConfig> {
  const request = page.waitForRequest(/\/multi-search$/);
  await page.getByRole('searchbox').fill('a');
  const sent = await request;
  return {
    host: sent.url().replace(/\/multi-search$/, ''),
    apiKey: sent.headers().authorization!.replace(/^Bearer /, ''),
  };
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
      return {
        status: response.status,
        body: (await response.json()) as { estimatedTotalHits?: number; hits?: { slug: string }[] },
      };
    },
    { config, indexUid, body },
  );
}

test('the search page token finds exactly the stock the page lists, and nothing of another tenant', async ({
  page,
}) => {
  const [own, other] = demoTenants;
  await page.goto(siteUrl(own!));
  await openSearch(page, siteUrl(own!, (await page.locator('.hero__links a').first().getAttribute('href'))!));
  const listed = Number((await page.getByTestId('result-count').innerText()).replace(/,/g, ''));
  const config = await searchConfig(page);
  // A tenant token is a JWT; a Meilisearch key is not.
  expect(config.apiKey.split('.')).toHaveLength(3);
  const indexUid = `cars-${own}`;
  const mine = await searchFromPage(page, config, indexUid, { q: '', limit: 1000 });
  expect(mine.status).toBe(200);
  expect(mine.body.estimatedTotalHits).toBe(listed);

  // A filter of the shopper's own cannot widen the token's filter to hidden stock.
  const widened = await searchFromPage(page, config, indexUid, {
    q: '',
    filter: 'show_on_dealer_website = false OR status = sold',
    limit: 1000,
  });
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
    expect(
      readFileSync(join(file.parentPath, file.name), 'utf8').includes(adminKey!),
      `${file.name} leaks the admin key`,
    ).toBe(false);
  }
});
