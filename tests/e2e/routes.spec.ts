/**
 * Every route spec/site.md §2.1 and spec/shopping.md §2 name, asked of every demo site: a route the
 * site builds answers 200, a redirect lands on a page that answers 200 (or on the dealer's own
 * external page the tenant names), and none answers 404. Routes a tenant gives under a name of its
 * own (another group's portal or group pages: docs/routes.md) are left out, as are pages a site's
 * features do not offer.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SPEC_ROUTES, type SpecRoute } from '../fixtures/spec-routes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { demoSites, distDir, siteContent, siteUrl } from './sites.ts';
import { follow } from './http.ts';
import { ITEM_TYPE_OF_STOCK_CATEGORY } from '../../src/lib/search/categories.ts';

const kindOf = (category: string) => ITEM_TYPE_OF_STOCK_CATEGORY[category]!;

/** Values for a route's placeholders, read from the site as built. */
function samples(tenant: Tenant) {
  const dir = join(distDir, tenant.slug);
  const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const car = paths.find((p) => p.startsWith('/cars/'))!.slice('/cars/'.length);
  const carId = /data-vehicle-id="(\d+)"/.exec(readFileSync(join(dir, 'cars', car, 'index.html'), 'utf8'))![1]!;
  const reservable = (page: string) =>
    readdirSync(join(dir, 'cars')).find((slug) => existsSync(join(dir, 'cars', slug, page, 'index.html'))) ?? null;
  const model = paths.find((p) => /^\/search\/[a-z0-9-]+\/[a-z0-9-]+$/.test(p))!.split('/');
  const content = siteContent(tenant.slug);
  const location = tenant.locations.find((l) => l.visible)?.slug ?? null;
  const teamOf = Object.keys(content.teams)[0] ?? null;
  const brand = tenant.brandDirectory.brands.find((b) => !b.skipPage)?.slug ?? null;
  // Each form of an offer's address, the one the site uses or the one that redirects to it; these
  // go first, as '{id}' below is a car's.
  const offer = content.offers[0] ?? null;
  const madeOffer = content.offers.find((o) => o.manufacturer !== null) ?? null;
  return {
    '/offers/{manufacturer}/{id}': madeOffer && `/offers/${madeOffer.manufacturer!.slug}/${madeOffer.id}`,
    '/offers/{id}': offer && `/offers/${offer.id}`,
    '{make}': model[2]!,
    '{model}': model[3]!,
    '{id}': carId,
    '{category}': tenant.content.blog.categories[0]!.slug,
    '/blog/{slug}': `/blog/${content.posts[0]!.id}`,
    '/cars/{slug}/checkout': reservable('checkout') && `/cars/${reservable('checkout')}/checkout`,
    '/cars/{slug}/buy-online': reservable('buy-online') && `/cars/${reservable('buy-online')}/buy-online`,
    '/locations/{slug}': location && `/locations/${location}`,
    '/teams/{location-slug}': teamOf && `/teams/${teamOf}`,
    '/search/{type}-cars': `/search/${tenant.search.categoryPages[kindOf(tenant.stockCategories[0]!)].slug}`,
    '{location-slug}': location,
    '/brands/{slug}': brand && `/brands/${brand}`,
    '{brand-slug}': brand,
    '{slug}': car,
    '{kind}': 'watchlist',
    '{target}': '%2F',
    '{origin}': '%2F',
  } as Record<string, string | null>;
}

/** The route as a path on this site, or null where it is not this site's to answer. */
function pathOn(tenant: Tenant, { route, status }: SpecRoute, values: Record<string, string | null>): string | null {
  if (status.kind === 'tenant-page') return null;
  if (
    (status.kind === 'page' || status.kind === 'redirect') &&
    status.on &&
    !status.on(tenant, siteContent(tenant.slug))
  )
    return null;
  if (status.kind === 'content' && !siteContent(tenant.slug).pages.some((p) => p.id === status.id)) return null;
  let path = route;
  for (const [placeholder, value] of Object.entries(values)) {
    if (!path.includes(placeholder)) continue;
    if (value === null) return null;
    path = path.replace(placeholder, value);
  }
  return path;
}

for (const tenant of demoSites) {
  test(`${tenant.slug}: every spec route answers 200 or redirects to a page that does`, async () => {
    const values = samples(tenant);
    const external = [tenant.links.finance, tenant.links.serviceBooking].filter((link) => link?.startsWith('http'));
    const outcomes: string[] = [];
    const skipped: string[] = [];
    for (const spec of SPEC_ROUTES) {
      const path = pathOn(tenant, spec, values);
      // Redirects and unconditional pages apply to every site: the walk may not pass one by.
      if (path === null && (spec.status.kind === 'redirect' || spec.status.kind === 'page') && !spec.status.on)
        skipped.push(spec.route);
      if (path === null) continue;
      const answer = await follow(tenant.slug, path);
      const ok = answer.external ? external.some((link) => answer.external!.startsWith(link!)) : answer.status === 200;
      outcomes.push(
        `${path} → ${answer.chain.slice(1).join(' → ') || 'itself'}${answer.external ? ` → ${answer.external}` : ''}: ${ok ? 'ok' : answer.status}`,
      );
    }
    expect(outcomes.filter((line) => !line.endsWith(': ok'))).toEqual([]);
    expect(skipped).toEqual([]);
  });
}

test('/personalised/finance?car_id= reaches the finance form with the car, on a CDN and on a host that reads no _redirects', async ({
  page,
}) => {
  const tenant = demoSites.find((t) => t.links.finance === '/finance' && !t.features.gatedRoutes.includes('finance'))!;
  const id = samples(tenant)['{id}'];
  expect((await follow(tenant.slug, `/personalised/finance?car_id=${id}`)).final).toBe(
    `/finance?car_id=${id}#finance-form`,
  );
  // The HTML stand-in at the same path, asked for by its file name (the server's redirect answers the path itself).
  await page.goto(siteUrl(tenant.slug, `/personalised/finance/index.html?car_id=${id}`));
  await expect(page).toHaveURL(new RegExp(`/finance\\?car_id=${id}#finance-form$`));
  await expect(page.getByRole('heading', { name: 'Talk to our finance team' })).toBeVisible();
});

test('the HTML stand-in of a redirect says where the page went, for search engines, and is not indexed', async ({
  page,
}) => {
  const tenant = demoSites[0]!;
  const html = readFileSync(join(distDir, tenant.slug, 'sell-your-car', 'index.html'), 'utf8');
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/(trade-in|contact)"/);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/(trade-in|contact)">/);
  await page.goto(siteUrl(tenant.slug, '/search/index.html?query=ute'));
  await expect(page).toHaveURL(new RegExp(`${tenant.search.defaultPath.replace(/\//g, '\\/')}\\?query=ute$`));
});

test("a dealer's own booking page: /service redirects there and the car page's feature banner links straight to it", async ({
  page,
}) => {
  const tenant = demoSites.find((t) => t.links.serviceBooking !== null)!;
  expect((await follow(tenant.slug, '/service')).external).toBe(tenant.links.serviceBooking);
  await page.goto(siteUrl(tenant.slug, `/cars/${samples(tenant)['{slug}']}`));
  await expect(
    page.getByRole('navigation', { name: 'More from us' }).getByRole('link', { name: 'Book a Service' }),
  ).toHaveAttribute('href', tenant.links.serviceBooking!);
});
