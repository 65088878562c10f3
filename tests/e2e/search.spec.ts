/**
 * The search page on a built demo site with a live Meilisearch: deep links for every route kind,
 * refining, sorting and paging with the URL telling the truth, back and forward, no results, a
 * search failure, and the prerendered HTML without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { slugify } from '../../src/lib/format/slug.ts';
import { demoSites, siteContent, siteUrl } from './sites.ts';
import { cardPrices, cards, facet, facetValues, openSearch, resultCount, settled } from './search-helpers.ts';

const group = demoSites.find((t) => t.franchiseMakes.length > 2)!;
const home = (path: string) => siteUrl(group.slug, path);
const defaultPath = group.search.defaultPath;

test('deep links to a car type, make and model page restore every widget', async ({ page }) => {
  await openSearch(page, home('/search/new-cars'));
  await expect(facet(page, 'car_type').getByLabel(/^New/)).toBeChecked();
  const newCount = (await facetValues(page, 'car_type')).find((v) => v.label === 'New')!.count;
  expect(await resultCount(page)).toBe(newCount);

  await openSearch(page, home(defaultPath));
  const make = (await facetValues(page, 'make'))[0]!;
  await openSearch(page, home(`/search/${slugify(make.label)}`));
  await expect(facet(page, 'make').getByLabel(new RegExp(`^${make.label}`))).toBeChecked();
  await expect(page.getByLabel('Make', { exact: true })).toHaveValue(make.label);
  expect(await resultCount(page)).toBe(make.count);
  for (const title of await cards(page).locator('h3').allInnerTexts()) expect(title).toContain(make.label);

  const model = (await facetValues(page, 'model'))[0]!;
  await openSearch(page, home(`/search/${slugify(make.label)}/${slugify(model.label)}`));
  await expect(facet(page, 'model').getByLabel(new RegExp(`^${model.label}`))).toBeChecked();
  await expect(page).toHaveURL(home(`/search/${slugify(make.label)}/${slugify(model.label)}`));
  for (const title of await cards(page).locator('h3').allInnerTexts())
    expect(title).toContain(`${make.label} ${model.label}`);
});

test('a deep link with query, sort, page, list and range filters restores every widget', async ({ page }) => {
  await openSearch(page, home(`${defaultPath}?sortBy=price-desc&page=2`));
  await settled(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(page.getByRole('navigation', { name: 'Results pages' }).locator('[aria-current="page"]')).toHaveText(
    '2',
  );
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await openSearch(page, home(defaultPath));
  const body = (await facetValues(page, 'body'))[0]!;
  await openSearch(
    page,
    home(
      `${defaultPath}?query=a&refinementList[body][0]=${encodeURIComponent(body.label)}&range[price]=$10,000:$90,000`,
    ),
  );
  await settled(page);
  await expect(page.getByRole('searchbox')).toHaveValue('a');
  await expect(facet(page, 'body').getByLabel(new RegExp(`^${body.label}`))).toBeChecked();
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('$10,000 – $90,000');
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(10000);
    expect(price).toBeLessThanOrEqual(90000);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('refining, sorting and paging update the results and the URL; back and forward restore them', async ({ page }) => {
  await openSearch(page, home(defaultPath));
  const make = (await facetValues(page, 'make'))[0]!;
  await facet(page, 'make')
    .getByLabel(new RegExp(`^${make.label}`))
    .check();
  await expect(page).toHaveURL(home(`/search/${slugify(make.label)}`));
  await settled(page);
  expect(await resultCount(page)).toBe(make.count);

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(home(`/search/${slugify(make.label)}?sortBy=price-asc`));
  await settled(page);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.goBack();
  await expect(page).toHaveURL(home(`/search/${slugify(make.label)}`));
  await expect(page.getByLabel('Sort by')).toHaveValue(group.search.defaultSort);
  await page.goBack();
  await expect(page).toHaveURL(home(defaultPath));
  await expect(facet(page, 'make').getByLabel(new RegExp(`^${make.label}`))).not.toBeChecked();
  await settled(page);

  const firstOnPageOne = await cards(page).first().locator('h3').innerText();
  await page.getByRole('navigation', { name: 'Results pages' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(home(`${defaultPath}?page=2`));
  await settled(page);
  await expect(cards(page).first().locator('h3')).not.toHaveText(firstOnPageOne);
  await page.goForward().catch(() => {}); // nothing ahead: stays
  await page.goBack();
  await expect(page).toHaveURL(home(defaultPath));
  await expect(cards(page).first().locator('h3')).toHaveText(firstOnPageOne);
});

test('no results shows the spec title, text and Clear Filters', async ({ page }) => {
  await openSearch(page, home(defaultPath));
  await page.getByRole('searchbox').fill('zzqxwv no such car');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(
    page.getByText('No results found for your search at this time. Please try adjusting the filters for more results.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute(
    'href',
    group.search.specialOffers.enabled || siteContent(group.slug).offers.length > 0 ? '/special-offers' : defaultPath,
  );
});

test('when Meilisearch cannot be reached the previous results stay, with a retry', async ({ page }) => {
  await openSearch(page, home(defaultPath));
  const before = await cards(page).locator('h3').allInnerTexts();
  await page.route('**/multi-search', (route) => route.abort('connectionrefused'));
  await facet(page, 'car_type').locator('input').first().check();
  await expect(page.getByTestId('search-error')).toContainText("We couldn't update the results");
  expect(await cards(page).locator('h3').allInnerTexts()).toEqual(before);
  await page.unroute('**/multi-search');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('search-error')).toBeHidden();
  await settled(page);
  expect(await cards(page).locator('h3').allInnerTexts()).not.toEqual(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the prerendered results and their links work', async ({ page }) => {
    await page.goto(home(defaultPath));
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    const title = await cards(page).first().locator('h3').innerText();
    await cards(page).first().locator('a.vehicle-card__link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test('a landing page hydrates from its prerendered results without asking Meilisearch again', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/multi-search')) searches.push(request.url());
  });
  await openSearch(page, home(defaultPath));
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
});

test('loading a landing page sends no search request until the shopper acts, then one', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/multi-search')) searches.push(request.postData() ?? '');
  });
  await openSearch(page, home(defaultPath));
  await page.waitForLoadState('networkidle');
  // Scrolling through the results is not asking for others.
  await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);

  const body = (await facetValues(page, 'body'))[0]!;
  await facet(page, 'body')
    .getByLabel(new RegExp(`^${body.label}`))
    .check();
  await settled(page);
  await expect.poll(() => searches.length).toBe(1);
  expect(JSON.parse(searches[0]!).queries[0].filter).toContain(`body IN ["${body.label}"]`);
});

test('the price slider refines after it settles, with the range in the URL', async ({ page }) => {
  await openSearch(page, home(defaultPath));
  const all = await resultCount(page);
  const minimum = page.getByRole('slider', { name: 'Minimum price' });
  await minimum.focus();
  for (let i = 0; i < 3; i++) await minimum.press('PageUp');
  await expect(page).toHaveURL(/range%5Bprice%5D=\d+000(%3A|:)|range\[price\]=\d+000:/);
  await settled(page);
  const min = Number(new URL(page.url()).searchParams.get('range[price]')!.split(':')[0]);
  expect(min % 1000).toBe(0);
  expect(await resultCount(page)).toBeLessThan(all);
  for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(min);
});
