// spec/site.md §9 "Configuration defaults" and spec/shopping.md §9: a minimal site file resolves to
// a complete Tenant carrying the spec's own figures and texts.
import { describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const MINIMAL_SITE = { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' };

function minimalTenant(): Tenant {
  const result = parseTenant(MINIMAL_SITE, 'tenants/sites/minimal-motors.json');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.tenant;
}

const at = (tenant: Tenant, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], tenant);

describe('a minimal site resolves to the spec defaults', () => {
  const tenant = minimalTenant();

  it.each([
    ['Default state: qld', 'defaultState', 'qld'],
    ['Default search path: /search/new-used-and-demo-cars', 'search.defaultPath', '/search/new-used-and-demo-cars'],
    ['Sold cars included for 3 days by default', 'search.soldDays', 3],
    ["Default no-price text 'Enquire for price.'", 'texts.noPrice', 'Enquire for price.'],
    ["new tag 'New'", 'texts.newTag', 'New'],
    ["sold tag 'JUST SOLD'", 'texts.soldTag', 'JUST SOLD'],
    ["new arrival text 'New Arrival'", 'texts.newArrival', 'New Arrival'],
    ["'used' is shown as Pre-Owned on some tenants (default Used)", 'texts.usedLabel', 'Used'],
    [
      'Default finance calculator interest 12.94 (shopping.md §9; site.md §9 says 10, the issue settles on 12.94)',
      'finance.calculator.defaultInterestRate',
      12.94,
    ],
    ['Search history keeps 5 entries', 'search.searchHistorySize', 5],
    ['City facet limit 20', 'search.facetLimits.city', 20],
    ['dealership facet limit 40', 'search.facetLimits.dealership', 40],
    ['Facet limit 4', 'search.facetLimits.default', 4],
    ['(20 with custom bodies)', 'search.facetLimits.withCustomBodies', 20],
    ['make list shows 7 items before Show all makes', 'search.facetLimits.makeList', 7],
    ['model list limited to 30', 'search.facetLimits.modelList', 30],
    ['split Popular and All at index 20', 'search.facetLimits.popularMakes', 20],
    ['Hits per page 21 by default', 'search.hitsPerPage', 21],
    ['default sort: most relevant', 'search.defaultSort', 'relevance'],
    ['Authentication is off by default', 'features.signIn', false],
    ['favourites on by default', 'features.favourites', true],
    ['stock is cars unless a site says otherwise', 'stockCategories', ['cars']],
  ])('%s', (_spec, path, expected) => {
    expect(at(tenant, path)).toEqual(expected);
  });

  it('Sort options by default: most relevant, latest, highest price, lowest price', () => {
    expect(tenant.search.sortOptions).toEqual([
      { slug: 'relevance', label: 'Most relevant', sortKey: null },
      { slug: 'latest', label: 'Latest', sortKey: 'created_at_timestamp:desc' },
      { slug: 'price-desc', label: 'Highest price', sortKey: 'price:desc' },
      { slug: 'price-asc', label: 'Lowest price', sortKey: 'price:asc' },
    ]);
  });

  it.each([
    'reservation',
    'compare',
    'watchlist',
    'onlinePurchase',
    'tradeInValuation',
    'print',
    'collapseSoldCars',
    'phoneReveal',
    'autograb',
    'redbook',
    'autobot',
    'garage',
    'hoverMenus',
    'salesCounter',
  ] as const)('feature %s is off by default', (feature) => {
    expect(tenant.features[feature]).toBe(false);
  });

  it('opening hours: grouped, Closed reads Closed, and public holidays close the locations', () => {
    expect(tenant.hours).toEqual({ closedByAppointment: false, fullHours: false, closedOnPublicHolidays: true });
  });

  it.each([
    ['usedOnly', false],
    ['inStockOnly', false],
    ['excludedMakes', []],
    ['dealershipIds', []],
    ['excludeZeroPriceOnPriceAscending', false],
  ] as const)('base stock filter option %s defaults to %j', (option, expected) => {
    expect(tenant.search[option]).toEqual(expected);
  });

  it('lists nothing it was not told about', () => {
    expect({
      locations: tenant.locations,
      dealerships: tenant.dealerships,
      franchiseMakes: tenant.franchiseMakes,
      gatedRoutes: tenant.features.gatedRoutes,
    }).toEqual({
      locations: [],
      dealerships: [],
      franchiseMakes: [],
      gatedRoutes: [],
    });
  });
});

describe('location defaults (spec/site.md §3 Location)', () => {
  const location = {
    id: 1,
    slug: 'main',
    name: 'Main',
    dealershipId: 1,
    address: { street: '1 Main Street', city: 'Capalaba', state: 'QLD', postcode: '4157', lat: -27.53, long: 153.19 },
    contact: { phone: '+61733901200' },
  };

  it.each([
    ['a sales location unless typed', 'type', 'sales'],
    ['visible', 'visible', true],
    ['not primary', 'primary', false],
    ['no subtypes', 'subtypes', []],
    ['no opening hours', 'openingHours', []],
    ['no special hours', 'specialHours', []],
  ])('%s', (_name, key, expected) => {
    const result = parseTenant({ ...MINIMAL_SITE, locations: [location] }, 'tenants/sites/minimal-motors.json');
    expect(result.ok && result.tenant.locations[0]?.[key as keyof typeof location]).toEqual(expected);
  });

  it("accepts '' as a type (empty counts as sales)", () => {
    const result = parseTenant(
      { ...MINIMAL_SITE, locations: [{ ...location, type: '' }] },
      'tenants/sites/minimal-motors.json',
    );
    expect(result.ok && result.tenant.locations[0]?.type).toBe('');
  });
});
