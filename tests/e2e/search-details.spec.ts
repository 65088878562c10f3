/**
 * What a shopper reads on the search page and the car page (issue 29): coded values through the
 * site's display map, sliders served with the stock's real bounds, tags by the spec's rules, the
 * search cache on back and forward, and Clear Filters to the site's offers.
 */
import { expect, test, type Page } from '@playwright/test';
import { valueLabel } from '../../src/lib/stock/value-labels.ts';
import { siteValueLabels } from '../../src/views/search-island.ts';
import { demoSites, siteContent, siteUrl } from './sites.ts';
import { cards, facet, facetValues, openSearch, settled } from './search-helpers.ts';

const trucks = demoSites.find((t) => t.stockCategories.length > 1)!;

/** The coded values a list shows, each as the site's display map has it (never the code). */
const labelled = async (page: Page, attribute: string, site: (typeof demoSites)[number]) => {
  const labels = siteValueLabels(site);
  const shown = (await facetValues(page, attribute)).map((v) => v.label);
  expect(shown.length, `${attribute} lists values`).toBeGreaterThan(0);
  for (const label of shown) expect(label).toBe(valueLabel(labels, attribute, label));
  return shown;
};

test('filter lists, chips, cards and the car page show values through one display map', async ({ page }) => {
  await openSearch(page, siteUrl(trucks.slug, trucks.search.defaultPath));
  const availability = await labelled(page, 'status', trucks);
  expect(availability).toContain('In stock');
  expect(availability.every((label) => ['In stock', 'Coming soon', 'Sold'].includes(label))).toBe(true);
  expect(await labelled(page, 'certified', trucks)).toEqual(expect.arrayContaining(['Certified', 'Not certified']));
  expect(await labelled(page, 'categories', trucks)).toEqual(expect.arrayContaining(['Cars', 'Trucks']));
  expect(await labelled(page, 'item_type', trucks)).toEqual(expect.arrayContaining(['Car', 'Truck']));
  expect(await labelled(page, 'fuel', trucks)).toContain('Diesel');
  expect((await labelled(page, 'drive', trucks)).some((label) => /^(FWD|AWD|RWD)$/.test(label))).toBe(true);

  // A chip reads as its list does; so do the cards' facts.
  await facet(page, 'status')
    .getByLabel(/^In stock/)
    .check();
  await facet(page, 'fuel')
    .getByLabel(/^Diesel/)
    .check();
  await settled(page);
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'In stock (remove)' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Diesel (remove)' })).toBeVisible();
  const facts = await cards(page).locator('.vehicle-card__facts').allInnerTexts();
  expect(facts.length).toBeGreaterThan(0);
  for (const line of facts) expect(line, line).toMatch(/ · Diesel$/);

  // The car page: "Fuel Diesel", not "Fuel diesel"; the drive as the filter has it.
  await cards(page).first().locator('a.vehicle-card__link').click();
  const keyInfo = page
    .locator('dt', { hasText: /^Fuel$/ })
    .first()
    .locator('xpath=following-sibling::dd[1]');
  await expect(keyInfo).toHaveText('Diesel');
  // Key information beyond the first 4 waits behind Show More: read it as the page has it.
  const drive = await page
    .locator('dt', { hasText: /^Drive$/ })
    .first()
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  expect(['4x4', '4x2', 'AWD', 'FWD', 'RWD']).toContain(drive);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // spec/shopping.md §5: "Default range 0 to 100000 unless facet stats apply"; the build has them.
  for (const tenant of demoSites) {
    test(`${tenant.slug}: the sliders are served with the stock's real bounds`, async ({ page, browser }) => {
      await page.goto(siteUrl(tenant.slug, tenant.search.defaultPath));
      const ranges = (p: Page) =>
        p
          .locator('.facet--range')
          .evaluateAll((sets) =>
            sets.map((set) => [
              set.getAttribute('data-facet'),
              set.querySelector('.facet__range-values')?.textContent,
              [...set.querySelectorAll('input')].map((input) => `${input.min}-${input.max}:${input.value}`),
            ]),
          );
      const served = await ranges(page);
      expect(served.map(([attribute]) => attribute)).toEqual(['price', 'year', 'km']);
      for (const [, text] of served) expect(text).not.toMatch(/^\$?0( kms)? – \$?100,?000( kms)?$/);
      expect(served.find(([attribute]) => attribute === 'year')![1]).toMatch(/^20\d\d – 20\d\d$/);

      // The same bounds the page shows once its island has hydrated and searched.
      const live = await browser.newContext({ javaScriptEnabled: true });
      const hydrated = await live.newPage();
      await openSearch(hydrated, siteUrl(tenant.slug, tenant.search.defaultPath));
      expect(await ranges(hydrated)).toEqual(served);
      await live.close();
    });
  }
});

test('back and forward are answered from the search cache without a new query', async ({ page }) => {
  const tenant = demoSites.find((t) => t.search.cacheSize >= 3)!;
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/multi-search')) searches.push(request.url());
  });
  await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
  const landing = page.url();
  const body = (await facetValues(page, 'body'))[0]!;
  await facet(page, 'body')
    .getByLabel(new RegExp(`^${body.label}`))
    .check();
  await settled(page);
  const withBody = page.url();
  const fuel = (await facetValues(page, 'fuel'))[0]!;
  await facet(page, 'fuel')
    .getByLabel(new RegExp(`^${fuel.label}`))
    .check();
  await settled(page);
  const withFuel = page.url();
  await expect.poll(() => searches.length).toBe(2);
  const results = async () => ({
    url: page.url(),
    count: await page.getByTestId('result-count').textContent(),
    first: await cards(page).first().locator('h3').textContent(),
  });
  const seen = await results();

  for (const [move, url] of [
    [() => page.goBack(), withBody],
    [() => page.goBack(), landing],
    [() => page.goForward(), withBody],
    [() => page.goForward(), withFuel],
  ] as const) {
    await move();
    await expect(page).toHaveURL(url);
    await expect(page.locator('.search')).toHaveAttribute(
      'data-results-for',
      new URL(url).pathname + new URL(url).search,
    );
  }
  expect(await results()).toEqual(seen);
  expect(searches, 'back and forward sent no query').toHaveLength(2);
});

test('Clear Filters goes to /special-offers on a site that runs offers, and lands on its offers', async ({ page }) => {
  const tenant = demoSites.find((t) => !t.search.specialOffers.enabled && siteContent(t.slug).offers.length > 0)!;
  await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
  await page.getByRole('searchbox').fill('zzqxwv no such car');
  const clear = page.getByRole('link', { name: 'Clear Filters' });
  // spec/shopping.md §2: "Clear Filters button that goes to /special-offers by default"
  await expect(clear).toHaveAttribute('href', '/special-offers');
  await clear.click();
  await expect(page).toHaveURL(siteUrl(tenant.slug, '/offers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenant.offers.heading);

  const plain = demoSites.find((t) => !t.search.specialOffers.enabled && siteContent(t.slug).offers.length === 0)!;
  await openSearch(page, siteUrl(plain.slug, plain.search.defaultPath));
  await page.getByRole('searchbox').fill('zzqxwv no such car');
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', plain.search.defaultPath);
});

// spec/shopping.md §4 "6. A car created within the last 8 days shows the tenant's new tag"; "4. An
// explicit tag shows its text". Issue 29: one "Just Arrived" however it is cased, never "New" on a
// used car unless a tenant asks.
for (const tenant of demoSites) {
  test(`${tenant.slug}: newest cars carry one spelling of each tag, and no new tag on a used car unless asked`, async ({
    page,
  }) => {
    const used = valueLabel(siteValueLabels(tenant), 'car_type', 'used');
    const tags: { text: string; kind: string; used: boolean }[] = [];
    for (const filter of ['', '&refinementList[car_type][0]=used']) {
      await openSearch(page, siteUrl(tenant.slug, `${tenant.search.defaultPath}?sortBy=latest${filter}`));
      for (const card of await cards(page).all()) {
        const tag = card.locator('.vehicle-card__tag');
        if ((await tag.count()) === 0) continue;
        const facts = (await card.locator('.vehicle-card__facts').textContent()) ?? '';
        tags.push({
          text: (await tag.textContent())?.trim() || ((await tag.locator('img').getAttribute('alt')) ?? ''),
          kind: (await tag.getAttribute('data-tag-kind'))!,
          used: facts.startsWith(`${used} · `),
        });
      }
    }
    const spellings = new Map<string, Set<string>>();
    for (const { text } of tags)
      spellings.set(text.toLowerCase(), (spellings.get(text.toLowerCase()) ?? new Set()).add(text));
    for (const [, texts] of spellings) expect([...texts], 'one spelling per tag').toHaveLength(1);
    for (const tag of tags.filter((t) => t.kind === 'new')) expect(tag.text).toBe(tenant.texts.newTag);
    if (!tenant.search.newTagOnUsedCars) {
      const onUsed = tags.filter((t) => t.used && (t.kind === 'new' || /^new$/i.test(t.text)));
      expect(onUsed, 'no new tag on a used car').toEqual([]);
    }
  });
}
