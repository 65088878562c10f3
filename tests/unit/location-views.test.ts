// spec/site.md §2.3 Screens, as the location views decide them: the locations block ("a single
// location, a grid of location cards, or a map"), the single-location detail's tabs ("the initial
// tab is Service if the type is service"), the contact page ("a map or a list depending on the
// number of locations and dealerships"), and the dealer config's override_city (§3).
import { describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import { locationPage, locationsBlock } from '../../src/views/locations/pages.ts';
import { contactPage } from '../../src/views/locations/contact.ts';
import { cardOptions } from '../../src/views/search-island.ts';
import { vehicleSummaryModel } from '../../src/views/vehicle-page.ts';
import { emptyVehicle } from '../../src/lib/stock/vehicle.ts';
import { NO_CONTENT } from '../fixtures/site-content.ts';

const address = {
  street: '1 Main Street',
  city: 'Brisbane',
  state: 'QLD',
  postcode: '4000',
  lat: -27.47,
  long: 153.02,
};
const location = (id: number, slug: string, type: string, dealershipId = 1, extra: object = {}) => ({
  id,
  slug,
  name: slug,
  type,
  dealershipId,
  address,
  contact: { phone: '+61733951200' },
  ...extra,
});

function site(options: object): TenantBuildData {
  const parsed = parseTenant(
    { slug: 'example-motors', name: 'Example Motors', id: 1, url: 'https://example-motors.example', ...options },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const content = NO_CONTENT;
  return {
    tenant: parsed.tenant,
    vehicles: [],
    searchPages: [],
    builtAt: '2026-11-25T00:00:00.000Z',
    content,
  } as unknown as TenantBuildData;
}

const keyed = { address: { ...address, mapKey: 'key' } };
const oneDealership = [{ id: 1, slug: 'example-motors', name: 'Example Motors' }];
const twoDealerships = [...oneDealership, { id: 2, slug: 'example-kia', name: 'Example Kia' }];

describe('the locations block: a single location, a grid of location cards, or a map', () => {
  it.each([
    ['one location', [location(1, 'a', 'sales')], {}, 'single'],
    ['several locations', [location(1, 'a', 'sales'), location(2, 'b', 'service')], {}, 'cards'],
    [
      'several with map keys, the map layout asked for',
      [location(1, 'a', 'sales', 1, keyed), location(2, 'b', 'service', 1, keyed)],
      { layout: 'map' },
      'map',
    ],
    [
      'the map layout without map keys',
      [location(1, 'a', 'sales'), location(2, 'b', 'service', 1, keyed)],
      { layout: 'map' },
      'cards',
    ],
  ])('%s: %s', (_name, locations, block, layout) => {
    expect(locationsBlock(site({ locations, locationsBlock: block }))?.layout).toBe(layout);
  });

  it('is left out when it is off or its filter lists no location', () => {
    expect(
      locationsBlock(site({ locations: [location(1, 'a', 'sales')], locationsBlock: { enabled: false } })),
    ).toBeNull();
    expect(
      locationsBlock(site({ locations: [location(1, 'a', 'sales')], locationsBlock: { filter: 'parts' } })),
    ).toBeNull();
  });
});

describe('the single-location detail: Sales and Service tabs', () => {
  const paired = site({
    dealerships: twoDealerships,
    locations: [
      location(1, 'kia', 'sales', 2),
      location(2, 'sales', ''),
      location(3, 'service', 'service'),
      location(4, 'parts', 'parts'),
    ],
  });

  it.each([
    [
      'a service location starts on Service',
      'service',
      [
        { label: 'Sales', slug: 'sales' },
        { label: 'Service', slug: 'service' },
      ],
      ['sales', 'service'],
    ],
    [
      'a sales location (an empty type is sales) starts on Sales',
      'sales',
      [
        { label: 'Sales', slug: 'sales' },
        { label: 'Service', slug: 'service' },
      ],
      ['sales', 'service'],
    ],
    ['a location whose dealership has no service location has no tabs', 'kia', null, ['kia']],
    ['a parts location has no tabs', 'parts', null, ['parts']],
  ])('%s', (_name, slug, tabs, panels) => {
    const page = locationPage(paired, paired.tenant.locations.find((l) => l.slug === slug)!);
    expect(page.tabs).toEqual(tabs);
    expect(page.initialSlug).toBe(slug);
    expect(page.panels.map((panel) => panel.card.slug)).toEqual(panels);
  });
});

describe('the contact page: a map or a list by how many locations and dealerships there are', () => {
  it('one dealership: its locations beside a map', () => {
    const page = contactPage(
      site({
        dealerships: oneDealership,
        locations: [location(1, 'a', 'sales', 1, keyed), location(2, 'b', 'service', 1, keyed)],
      }),
      null,
    );
    expect(page.layout).toBe('map');
    expect(page.maps.map((map) => map.embed !== null)).toEqual([true, true]);
  });

  it('several dealerships: each one’s locations under its name', () => {
    const group = site({
      dealerships: twoDealerships,
      locations: [location(1, 'a', 'sales', 1), location(2, 'b', 'sales', 2), location(3, 'c', 'service', 1)],
    });
    const page = contactPage(group, null);
    expect(page.layout).toBe('list');
    expect(page.groups.map((g) => [g.heading, g.cards.map((c) => c.slug)])).toEqual([
      ['Example Motors', ['a', 'c']],
      ['Example Kia', ['b']],
    ]);
  });

  it('/contact-us/{location}: that location, chosen in the form, with its own canonical path', () => {
    const group = site({
      dealerships: twoDealerships,
      locations: [location(1, 'a', 'sales', 1), location(2, 'b', 'sales', 2)],
    });
    const page = contactPage(group, group.tenant.locations[1]!);
    expect(page.form.location).toBe('b');
    expect(page.form.rules.locations?.map((o) => o.value)).toEqual(['a', 'b']);
    expect(page.head.path).toBe('/contact-us/b');
    expect(contactPage(group, null).head.path).toBe('/contact-us');
  });
});

describe('override_city: shown instead of each car’s own city', () => {
  it('on result cards', () => {
    expect(cardOptions(site({ overrideCity: 'Dubbo' }).tenant).overrideCity).toBe('Dubbo');
    expect(cardOptions(site({}).tenant).overrideCity).toBeNull();
  });

  it('on the car page', () => {
    const car = { ...emptyVehicle(), make: 'Isuzu', model: 'D-Max', year: 2024, city: 'Wellington' };
    expect(vehicleSummaryModel(site({ overrideCity: 'Dubbo' }), car).city).toBe('Dubbo');
    expect(vehicleSummaryModel(site({}), car).city).toBe('Wellington');
  });
});
