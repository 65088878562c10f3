// The once-per-site pages (src/views/site-pages.ts): which a site builds decides where its links may
// point (the car page's feature banner) and what its sitemap lists.
import { describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { featureBannerLinks } from '../../src/lib/vehicle/sections.ts';
import { sitemapPagePaths, sitePagesBuilt } from '../../src/lib/site/pages.ts';
import { siteLinkTarget } from '../../src/lib/site/redirects.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { NO_CONTENT } from '../fixtures/site-content.ts';

function site(
  features: Record<string, unknown>,
  searchPaths: string[] = ['/search/new-used-and-demo-cars'],
): TenantBuildData {
  const parsed = parseTenant(
    { slug: 'example-motors', name: 'Example Motors', id: 1, url: 'https://example-motors.example', features },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return {
    tenant: parsed.tenant,
    searchPages: searchPaths.map((path) => ({ path })),
    content: NO_CONTENT,
  } as unknown as TenantBuildData;
}

const bannerOf = (s: TenantBuildData) =>
  featureBannerLinks(s.tenant.vehiclePage.featureBanner, (href) => siteLinkTarget(s, href)).map((l) => l.label);

describe('the car page feature banner', () => {
  it('spec: "Feature banner with three links: latest offers, book service, sell your car."', () => {
    const full = site({ tradeInValuation: true }, ['/search/new-used-and-demo-cars', '/special-offers']);
    expect(bannerOf(full)).toEqual(['Latest Offers', 'Book a Service', 'Sell Your Car']);
  });

  it("Latest Offers goes to the dealer's offers, else to its special-offers search, else is left out", () => {
    const latest = (s: TenantBuildData) =>
      featureBannerLinks(s.tenant.vehiclePage.featureBanner, (href) => siteLinkTarget(s, href)).find(
        (l) => l.label === 'Latest Offers',
      )?.href ?? null;
    const withOffers = (s: TenantBuildData) =>
      ({
        ...s,
        content: { ...NO_CONTENT, offers: [{ id: 'navara', path: '/offers/navara' }] },
      }) as unknown as TenantBuildData;
    expect(latest(withOffers(site({}, ['/search/new-used-and-demo-cars', '/special-offers'])))).toBe('/offers');
    expect(latest(site({}, ['/search/new-used-and-demo-cars', '/special-offers']))).toBe('/special-offers');
    expect(latest(site({}, ['/search/new-used-and-demo-cars']))).toBeNull();
  });

  it.each([
    ['no /special-offers page', { tradeInValuation: true }, [], ['Book a Service', 'Sell Your Car']],
    [
      'no trade-in valuation tool',
      { tradeInValuation: false },
      ['/special-offers'],
      ['Latest Offers', 'Book a Service'],
    ],
  ])('leaves out a link to a page the site does not build: %s', (_, features, extra, labels) => {
    expect(bannerOf(site(features, ['/search/new-used-and-demo-cars', ...extra]))).toEqual(labels);
  });
});

describe('the pages a site builds and lists', () => {
  it('builds the optional pages only for tenants with the feature', () => {
    const plain = sitePagesBuilt(
      site({ tradeInValuation: false, compare: false, garage: false, signIn: false, onlinePurchase: false }),
    );
    expect([...plain].sort()).toEqual([
      '/',
      '/book-test-drive',
      '/contact-us',
      '/finance',
      '/search/new-used-and-demo-cars',
      '/service',
      '/success',
    ]);
    const all = sitePagesBuilt(site({ tradeInValuation: true, compare: true, garage: true, onlinePurchase: true }));
    for (const path of ['/trade-in', '/cars/trade-in', '/compare', '/my-garage', '/sign-in', '/checkout-journey'])
      expect(all.has(path)).toBe(true);
  });

  it.each([
    [{ tradeInValuation: true }, ['/finance', '/contact-us', '/service', '/book-test-drive', '/trade-in']],
    [
      { tradeInValuation: true, signIn: true, gatedRoutes: ['finance', 'trade-in'] },
      ['/contact-us', '/service', '/book-test-drive'],
    ],
    [
      { tradeInValuation: false, garage: true, compare: true },
      ['/finance', '/contact-us', '/service', '/book-test-drive'],
    ],
  ])('sitemap.xml lists the open pages of a site with %j: %j', (features, paths) => {
    expect(sitemapPagePaths(site(features).tenant)).toEqual(paths);
  });
});

describe('the location pages (spec/site.md §2.1: /dealerships, /locations/{slug}, /contact-us/{location-slug})', () => {
  const location = (id: number, slug: string, visible = true) => ({
    id,
    slug,
    name: slug,
    dealershipId: 1,
    visible,
    contact: { phone: '+61733951200' },
    address: { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
  });
  const withLocations = (locations: object[]) => {
    const parsed = parseTenant(
      { slug: 'example-motors', name: 'Example Motors', id: 1, url: 'https://example-motors.example', locations },
      'tenants/sites/example-motors.json',
    );
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    return { tenant: parsed.tenant, searchPages: [], content: NO_CONTENT } as unknown as TenantBuildData;
  };

  it('builds the directory and a page and a contact page per listed location, and lists both in the sitemap', () => {
    const site = withLocations([location(1, 'example-motors'), location(2, 'example-motors-yard', false)]);
    const built = sitePagesBuilt(site);
    for (const path of ['/dealerships', '/locations/example-motors', '/contact-us/example-motors'])
      expect(built.has(path)).toBe(true);
    expect(built.has('/locations/example-motors-yard')).toBe(false);
    expect(sitemapPagePaths(site.tenant)).toEqual([
      '/finance',
      '/contact-us',
      '/dealerships',
      '/service',
      '/book-test-drive',
      '/locations/example-motors',
      // Linked from the location's page and indexable (issue 28: every linked page to index is listed).
      '/contact-us/example-motors',
    ]);
  });

  it('builds no directory for a site that lists no location', () => {
    expect(sitePagesBuilt(withLocations([])).has('/dealerships')).toBe(false);
  });
});
