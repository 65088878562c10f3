/**
 * No tap is lost while an island hydrates (client:intent, src/client/intent-directive.ts): each
 * test holds back the island's JavaScript, taps or types on its server-rendered markup, then lets
 * the JavaScript through and expects what the tap should have done. Holding the files, rather than
 * racing a slow network, makes "before hydration" certain.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { weeklyFuelCost, formatFuelCost } from '../../src/lib/fuel/cost.ts';
import { demoSites, distDir, siteUrl } from './sites.ts';
import { facet, facetValues, resultCount } from './search-helpers.ts';

type BuiltPage = { url: string; html: string };

/** The first car page of the site whose built HTML passes `where`. */
function carPage(slug: string, where: (html: string) => boolean): BuiltPage {
  const cars = join(distDir, slug, 'cars');
  for (const car of readdirSync(cars)) {
    const html = readFileSync(join(cars, car, 'index.html'), 'utf8');
    if (where(html)) return { url: siteUrl(slug, `/cars/${car}`), html };
  }
  throw new Error(`no such car on ${slug}`);
}

/** The site's default search landing page as built. */
function searchPage(slug: string, path: string): BuiltPage {
  return { url: siteUrl(slug, path), html: readFileSync(join(distDir, slug, path, 'index.html'), 'utf8') };
}

/**
 * Opens the page as a shopper on a slow connection sees it: the markup and the page's own scripts,
 * with its islands' components and renderer held back until the returned `release` is called.
 */
async function openHeld(page: Page, { url, html }: BuiltPage): Promise<() => void> {
  const held = new Set([...html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((match) => match[1]!));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (address) => held.has(address.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(url);
  return release;
}

test('Copy link tapped before the sidebar hydrates still copies and toasts', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tenant = demoSites.find((t) => t.features.favourites)!;
  const built = carPage(tenant.slug, (html) => html.includes('data-cta="enquire"'));
  const release = await openHeld(page, built);
  // Whatever an earlier test copied in this browser is not what this one must find.
  await page.evaluate(() => navigator.clipboard.writeText('before the tap'));
  // A copy the browser refuses is only warned about in its console: a failure says what it said.
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  const copy = page.locator('.share').getByRole('button', { name: 'Copy link' });
  await copy.click();
  await expect(copy.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
  release();
  // What the replayed tap copied stays on the clipboard; the button's 1.5 s of 'Copied' can pass
  // between two looks of a busy test runner (the label and its timing: tests/components/toast.test.tsx).
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(new RegExp(`/cars/${built.url.split('/cars/')[1]}$`))
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe browser's console: ${said.join('\n') || '(nothing)'}`);
    });
  await expect(page.getByTestId('toast')).toContainText('to your clipboard!');
});

test('a favourite tapped before the sidebar hydrates is saved', async ({ page }) => {
  const tenant = demoSites.find((t) => t.features.favourites)!;
  const release = await openHeld(
    page,
    carPage(tenant.slug, (html) => html.includes('to favourites')),
  );
  await page
    .locator('.vehicle__sidebar')
    .getByRole('button', { name: /^Save .* to favourites$/ })
    .click();
  release();
  await expect(
    page.locator('.vehicle__sidebar').getByRole('button', { name: /^Remove .* from favourites$/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('Save to watchlist tapped before it hydrates takes a signed-out shopper to sign in', async ({ page }) => {
  const tenant = demoSites.find((t) => t.features.watchlist)!;
  const release = await openHeld(
    page,
    carPage(tenant.slug, (html) => html.includes('Save to watchlist')),
  );
  await page.getByRole('button', { name: 'Save to watchlist' }).click();
  release();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&/);
});

test('the gallery arrow tapped before the gallery hydrates moves to the next photo', async ({ page }) => {
  const tenant = demoSites[0]!;
  const release = await openHeld(
    page,
    carPage(tenant.slug, (html) => html.includes('gallery__nav--next')),
  );
  await page.getByRole('button', { name: 'Next photo' }).click();
  release();
  await expect(page.locator('.gallery__counter')).toHaveText(/^2 \/ \d+$/);
});

test('a calculator figure typed before the calculators hydrate is the one they work with', async ({ page }) => {
  const tenant = demoSites.find((t) => t.fuel.enabled)!;
  const release = await openHeld(
    page,
    carPage(tenant.slug, (html) => html.includes('fuel-weekly-cost')),
  );
  const distance = page.getByLabel('Distance a week');
  await distance.fill('400');
  release();
  const consumption = Number(await page.getByLabel('Fuel consumption').inputValue());
  const price = Number(await page.getByLabel('Fuel price').inputValue());
  await expect(page.getByTestId('fuel-weekly-cost')).toHaveText(
    formatFuelCost(weeklyFuelCost({ distanceKm: 400, litresPer100km: consumption, pricePerLitre: price })),
  );
  await expect(distance).toHaveValue('400');
});

test('Compare tapped on a search result before the search island hydrates adds the car', async ({ page }) => {
  const tenant = demoSites.find((t) => t.features.compare)!;
  const release = await openHeld(page, searchPage(tenant.slug, tenant.search.defaultPath));
  const card = page.locator('li.vehicle-card').first();
  await card.getByRole('button', { name: /^Compare / }).click();
  await expect(card.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
  release();
  await expect(card.getByRole('button', { name: /^Comparing / })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
});

test('a favourite tapped on a search result before the search island hydrates is saved', async ({ page }) => {
  const tenant = demoSites.find((t) => t.features.favourites)!;
  const release = await openHeld(page, searchPage(tenant.slug, tenant.search.defaultPath));
  // A car that can be saved: a sold or reserved one has no favourite control (spec/shopping.md §5).
  const save = { name: /^Save .* to favourites$/ };
  const id = await page
    .locator('li.vehicle-card')
    .filter({ has: page.getByRole('button', save) })
    .first()
    .getAttribute('data-vehicle-id');
  const card = page.locator(`li.vehicle-card[data-vehicle-id="${id}"]`);
  await card.getByRole('button', save).click();
  await expect(card.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
  release();
  await expect(card.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a search typed and sent before the search island hydrates is searched', async ({ page }) => {
  const tenant = demoSites[0]!;
  const release = await openHeld(page, searchPage(tenant.slug, tenant.search.defaultPath));
  const box = page.getByRole('searchbox', { name: 'Search stock' });
  await box.fill('auto');
  await box.press('Enter');
  await expect(box.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
  release();
  await expect(page).toHaveURL(/[?&]query=auto(&|$)/);
  await expect(box).toHaveValue('auto');
});

test('a filter ticked before the search island hydrates refines the results', async ({ page }) => {
  const tenant = demoSites[0]!;
  const release = await openHeld(page, searchPage(tenant.slug, tenant.search.defaultPath));
  const body = (await facetValues(page, 'body'))[0]!;
  const tick = facet(page, 'body').getByLabel(new RegExp(`^${body.label}`));
  await tick.click();
  await expect(tick.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
  release();
  await expect.poll(() => new URL(page.url()).searchParams.get('refinementList[body][0]')).toBe(body.label);
  await expect(tick).toBeChecked();
  await expect.poll(() => resultCount(page)).toBe(body.count);
});

// Both moments: before the island's JavaScript arrives, and in the instant after Astro has handed
// the island to React and before React commits (where a select's choice was once reset and lost).
for (const moment of ['before', 'while'] as const) {
  test(`a sort chosen ${moment} the search island hydrates is the one it sorts by`, async ({ page }) => {
    const tenant = demoSites[0]!;
    const release = await openHeld(page, searchPage(tenant.slug, tenant.search.defaultPath));
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
    if (moment === 'before') await sort.selectOption('price-asc');
    else
      await sort.evaluate((select: HTMLSelectElement) => {
        const island = select.closest('astro-island')!;
        const observer = new MutationObserver(() => {
          if (island.hasAttribute('ssr')) return;
          observer.disconnect();
          select.value = 'price-asc';
          for (const type of ['input', 'change']) select.dispatchEvent(new Event(type, { bubbles: true }));
        });
        observer.observe(island, { attributes: true, attributeFilter: ['ssr'] });
      });
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('price-asc');
    await expect(sort).toHaveValue('price-asc');
  });
}

test('details typed into the finance enquiry before its form hydrates are the ones it sends', async ({ page }) => {
  const tenant = demoSites.find((t) => existsSync(join(distDir, t.slug, 'finance', 'index.html')))!;
  const release = await openHeld(page, {
    url: siteUrl(tenant.slug, '/finance'),
    html: readFileSync(join(distDir, tenant.slug, 'finance', 'index.html'), 'utf8'),
  });
  const form = page.getByRole('form', { name: 'Finance enquiry' });
  await form.getByLabel('Name').fill('Alex Citizen');
  await form.getByLabel('Email').fill(`early-finance-${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('0412 345 678');
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  release();
  await expect(send).toBeEnabled();
  await send.click();
  await page.waitForURL('**/success');
});
