/**
 * Pages and parts a tenant configures, on the built demo sites (docs/routes.md): the category search
 * pages (spec/site.md §2.1 /search/{type}-cars), the trade-in lead form (§3), a location's team
 * page, the gated pages a site gives (/spin-to-win, /online-payment, a named garage), group pages,
 * the reviews page a rating badge links to, the certified image tag (shopping.md §4), the car
 * page's price help (shopping.md §5) and the demo stock's history reports and locations.
 */
import { request } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { Meilisearch } from 'meilisearch';
import { stockIndexUid } from '../../src/lib/stock/document.ts';
import { demoSites, distDir, islandsHydrated, port, siteContent, siteUrl } from './sites.ts';
import { cards, openSearch, resultCount } from './search-helpers.ts';
import { follow } from './http.ts';
import { signIn } from './lead-helpers.ts';

const categorySite = demoSites.find((t) => t.stockCategories.includes('trucks'))!;
const trucks = `/search/${categorySite.search.categoryPages.truck.slug}`;
const sitemapOf = (slug: string) => readFileSync(join(distDir, slug, 'sitemap.xml'), 'utf8');
const carPages = (slug: string) =>
  readdirSync(join(distDir, slug, 'cars')).flatMap((car) => {
    const file = join(distDir, slug, 'cars', car, 'index.html');
    return existsSync(file) ? [{ path: `/cars/${car}`, html: readFileSync(file, 'utf8') }] : [];
  });

test.describe('§2.1 /search/{type}-cars: a search page per kind of vehicle', () => {
  test("the menu's Trucks lists every truck, not one make's, with breadcrumbs Home › Search › Trucks", async ({
    page,
  }) => {
    await page.goto(siteUrl(categorySite.slug, '/'));
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Trucks', exact: true, includeHidden: true })).toHaveAttribute(
      'href',
      trucks,
    );
    await openSearch(page, siteUrl(categorySite.slug, trucks));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trucks for Sale');
    const all = await resultCount(page);
    await openSearch(
      page,
      siteUrl(categorySite.slug, `${categorySite.search.defaultPath}?refinementList[item_type][0]=truck`),
    );
    expect(await resultCount(page)).toBe(all);
    await openSearch(page, siteUrl(categorySite.slug, '/search/fuso'));
    expect(await resultCount(page)).toBeLessThanOrEqual(all);
    await page.goto(siteUrl(categorySite.slug, trucks));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Search',
      'Trucks',
    ]);
  });

  test('each kind in stock has its page in the sitemap, and the home page links them', async ({ page }) => {
    for (const kind of ['car', 'truck', 'motorcycle', 'caravan'] as const)
      expect(sitemapOf(categorySite.slug)).toContain(`/search/${categorySite.search.categoryPages[kind].slug}</loc>`);
    await page.goto(siteUrl(categorySite.slug, '/'));
    await expect(page.locator(`main a[href="${trucks}"]`).first()).toBeAttached();
  });

  test('a site with one kind sends the car kind to its default search page', async () => {
    const cars = demoSites.find((t) => t.stockCategories.length === 1)!;
    const answer = await follow(cars.slug, `/search/${cars.search.categoryPages.car.slug}`);
    expect([answer.status, answer.final]).toEqual([200, cars.search.defaultPath]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the served page has the first page of trucks', async ({ page }) => {
      await page.goto(siteUrl(categorySite.slug, trucks));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trucks for Sale');
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expect(cards(page).first()).toBeVisible();
    });
  });
});

test.describe('§3 Trade-in lead form', () => {
  const labels = (page: Page) =>
    page.locator('form.lead-form').first().locator('.lead-form__field > label').allInnerTexts();

  test('"name (First Name), last_name, postcode, phone (Mobile Number), email"', async ({ page }) => {
    const full = demoSites.find(
      (t) =>
        t.features.tradeInValuation && t.leads.tradeInForm === 'full' && !t.features.gatedRoutes.includes('trade-in'),
    )!;
    await page.goto(siteUrl(full.slug, '/trade-in'));
    expect((await labels(page)).slice(0, 5)).toEqual(['First Name', 'Last Name', 'Postcode', 'Mobile Number', 'Email']);
  });

  test('"a variant has only postcode, phone, email", and its lead is taken without a name', async ({ page }) => {
    const short = demoSites.find((t) => t.leads.tradeInForm === 'short' && t.features.tradeInValuation)!;
    await page.goto(siteUrl(short.slug, '/trade-in'));
    await islandsHydrated(page);
    expect((await labels(page)).slice(0, 3)).toEqual(['Postcode', 'Mobile Number', 'Email']);
    await page.getByLabel('Postcode').fill('6107');
    await page.getByLabel('Mobile Number').fill('0412 345 678');
    await page.getByLabel('Email').fill(`short-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: /Your car/ })).toBeVisible();
  });
});

test.describe('pages a tenant gives', () => {
  test("a location's team page, from its staff list, linked from the location page", async ({ page }) => {
    const site = demoSites.find((t) => Object.keys(siteContent(t.slug).teams).length > 0)!;
    const [slug, team] = Object.entries(siteContent(site.slug).teams)[0]!;
    const location = site.locations.find((l) => l.slug === slug)!;
    await page.goto(siteUrl(site.slug, `/locations/${slug}`));
    await page
      .getByRole('link', { name: `Meet the team at ${location.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(siteUrl(site.slug, `/teams/${slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meet the team at ${location.name}`);
    await expect(page.getByRole('main').locator('.team__name')).toHaveText(team.staff.map((p) => p.name));
    expect(sitemapOf(site.slug)).toContain(`/teams/${slug}</loc>`);
  });

  for (const kind of ['spin-to-win', 'online-payment', 'my-garage'] as const) {
    test(`a page with gate: ${kind} sends a visitor who is not signed in to /sign-in?type=${kind}, then shows itself`, async ({
      page,
    }) => {
      const site = demoSites.find((t) => siteContent(t.slug).pages.some((p) => p.gate === kind))!;
      const gated = siteContent(site.slug).pages.find((p) => p.gate === kind)!;
      await page.goto(siteUrl(site.slug, gated.path));
      await page.waitForURL(`**/sign-in?type=${kind}&redirect=${encodeURIComponent(gated.path)}**`);
      await signIn(page);
      await page.waitForURL(siteUrl(site.slug, gated.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(gated.title);
      expect(sitemapOf(site.slug)).not.toContain(`${gated.path}</loc>`);
    });
  }

  test("group pages: the brand directory's group tiles and the footer reach the group's pages", async ({ page }) => {
    const group = demoSites.find((t) => t.template === 'group')!;
    const groupPages = group.brandDirectory.brands.filter((b) => b.kind === 'group' && b.href?.startsWith('/'));
    expect(groupPages.length).toBeGreaterThan(2);
    for (const brand of groupPages) {
      await page.goto(siteUrl(group.slug, '/brands'));
      await page.locator(`a[href="${brand.href}"]`).first().click();
      await expect(page).toHaveURL(siteUrl(group.slug, brand.href!));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.title()).not.toMatch(/not found/i);
    }
    await page.goto(siteUrl(group.slug, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Handback guarantee' }).click();
    await expect(page.getByRole('main')).toContainText(
      `within ${group.content.policies.returns.days} days for your money back`,
    );
  });
});

test("a location's 4.7 (412 reviews) badge links to a reviews page that exists", async ({ page }) => {
  const rated = demoSites
    .flatMap((t) => t.locations.map((l) => ({ tenant: t, location: l })))
    .find(({ location }) => location.ratings?.reviewCount === 412)!;
  await page.goto(siteUrl(rated.tenant.slug, '/dealerships'));
  const card = page.locator(`[data-location="${rated.location.slug}"]`);
  await expect(card.locator('.location-card__rating')).toContainText('(412 reviews)');
  await card.locator('.location-card__rating a').click();
  await expect(page).toHaveURL(siteUrl(rated.tenant.slug, `/pages/reviews#location-${rated.location.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer reviews');
  const line = page.locator(`#location-${rated.location.slug}`);
  await expect(line).toContainText('4.7');
  await expect(line).toContainText('Based on 412 reviews');
});

test('§4 tag priority 3: a certified used car of the manufacturer shows its certified image', async ({ page }) => {
  const site = demoSites.find((t) => t.search.certifiedTag !== null)!;
  const tag = site.search.certifiedTag!;
  const make = tag.makes[0]!.toLowerCase();
  await openSearch(page, siteUrl(site.slug, `/search/${make}?refinementList[certified][0]=true`));
  const badge = cards(page).locator('[data-tag-kind="certified"] img').first();
  await expect(badge).toHaveAttribute('alt', tag.label);
  await expect(badge).toHaveAttribute('src', tag.image);
  expect(await badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Drawn whole at its own size, not stretched and cropped like the car's photo.
  const { width, height } = (await badge.boundingBox())!;
  expect([Math.round(width), Math.round(height)]).toEqual([96, 32]);
});

test("§5 the car page's price help: '…or more than $250,000', not at a dearer car's price", async ({ page }) => {
  const tenant = demoSites.find(
    (t) => t.finance.calculator.amountMin === 1000 && t.finance.calculator.amountLimit === 250_000,
  )!;
  const car = carPages(tenant.slug).find(({ html }) => html.includes('data-testid="finance-calculator"'))!;
  await page.goto(siteUrl(tenant.slug, car.path));
  const calculator = page.getByTestId('finance-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  const field = calculator.locator('[data-slider="amount"]');
  const amount = field.getByRole('spinbutton', { name: 'Purchase price' });
  await amount.fill('180000');
  await expect(field.getByText(/^Cannot be less than/)).toHaveCount(0);
  await amount.fill('260000');
  await expect(field.getByText('Cannot be less than $1,000 or more than $250,000')).toBeVisible();
});

test.describe('demo stock a shopper can believe', () => {
  test("a used car's Car History Report opens a PDF of that car from the local stack", async ({ page }) => {
    const withReport = demoSites.flatMap((t) =>
      carPages(t.slug).flatMap(({ path, html }) => {
        const href = /href="(\/history-reports\/\d+\.pdf)"/.exec(html)?.[1];
        return href ? [{ slug: t.slug, path, href }] : [];
      }),
    );
    expect(withReport.length).toBeGreaterThan(0);
    const { slug, path, href } = withReport[0]!;
    await page.goto(siteUrl(slug, path));
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.getByRole('link', { name: /Car History Report/ }).first()).toHaveAttribute('href', href);
    const answer = await fetchFromSite(slug, href);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(answer.body);
    // The heading starts with the car's year, make and model, as does the report's title after its label.
    const [year, make] = title.replace(/\s+/g, ' ').trim().split(' ');
    expect(pdf.getTitle()).toMatch(new RegExp(`^Vehicle history report: ${year} ${make} `));
    for (const t of demoSites)
      expect(carPages(t.slug).filter(({ html }) => html.includes('example.com/history-reports'))).toEqual([]);
  });

  test("cars are listed at sales locations only ('Bayside Nissan Service (20)' no more), each finance link naming its dealership", async () => {
    const admin = new Meilisearch({ host: process.env.E2E_MEILISEARCH_URL!, apiKey: process.env.E2E_ADMIN_KEY! });
    for (const tenant of demoSites) {
      const sales = tenant.locations.filter((l) => l.type === 'sales' || l.type === '').map((l) => l.name);
      const { facetDistribution } = await admin
        .index(stockIndexUid(tenant.slug))
        .search('', { limit: 0, facets: ['location_name'] });
      expect(Object.keys(facetDistribution?.location_name ?? {}).filter((name) => !sales.includes(name))).toEqual([]);
      const dealerships = new Set(tenant.dealerships.map((d) => d.slug));
      for (const { path, html } of carPages(tenant.slug))
        for (const [, slug] of html.matchAll(/preferredDealership=([a-z0-9-]+)/g))
          expect(dealerships, `${tenant.slug}${path}`).toContain(slug);
    }
  });
});

/** A file from a site, as the local stack serves it (Node does not map *.localhost: the Host header says which site). */
function fetchFromSite(slug: string, path: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((done, fail) => {
    const headers = { Host: `${slug}.localhost:${port}` };
    request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}
