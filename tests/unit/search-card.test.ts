// spec/shopping.md §4 "Tag and badge priority" and "Availability", §2 result card buttons and
// routes, §5 favourite or compare control, §9 "New-car tag window: 8 days".
import { describe, expect, it } from 'vitest';
import {
  cardButtons,
  financeLink,
  showFavouriteControl,
  vehicleTag,
  type RuleCar,
  type TagOptions,
} from '../../src/lib/search/card.ts';
import type { CardButtonKind } from '../../src/lib/search/results-options.ts';
import { isAvailable } from '../../src/lib/stock/status.ts';
import { valueLabelsFor } from '../../src/lib/stock/value-labels.ts';

/** A card as the rules read it (so a row can give an unknown status or no price). */
type CardVehicle = RuleCar;

const NOW = new Date('2025-07-20T10:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

const car = (over: Partial<CardVehicle> = {}): CardVehicle => ({
  id: 4242,
  slug: 'toyota-hilux-sr5-4242',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  price: 52990,
  before_price: null,
  subscription_price: null,
  price_type: null,
  state: 'QLD',
  preorder: false,
  car_type: 'used',
  status: 'in_stock',
  reserved: false,
  certified: false,
  tag: null,
  km: 41000,
  simple_transmission: 'Automatic',
  simple_fuel: 'diesel',
  body: 'Ute',
  city: 'Newstead',
  dealership_slug: 'harbour-toyota',
  primary_image_url: '/img/1.jpg',
  created_at: daysAgo(30),
  item_type: 'car',
  ...over,
});

const labels = (newTag: string) => valueLabelsFor({ usedLabel: 'Used', newTag, valueLabels: {} });

const TAG_OPTS: TagOptions = {
  now: NOW,
  newTag: 'JUST ARRIVED',
  newTagOnUsedCars: false,
  valueLabels: labels('JUST ARRIVED'),
  soldTag: 'JUST SOLD',
  fuelTags: true,
  certifiedTag: { image: '/images/badges/certified.svg', label: 'Toyota Certified Pre-Owned', makes: ['Toyota'] },
};

describe('§4 Tag and badge priority', () => {
  // Every car here qualifies for every later step too, so each row shows that its step wins.
  const all: Partial<CardVehicle> = {
    simple_fuel: 'hybrid',
    reserved: true,
    certified: true,
    car_type: 'used',
    tag: 'Runout Sale',
    status: 'coming_soon',
    created_at: daysAgo(1),
  };
  it.each<[string, Partial<CardVehicle>, Partial<TagOptions>, ReturnType<typeof vehicleTag>]>([
    [
      "Non-sellable cars show a sold tag (site.md §9 'JUST SOLD'), before every other",
      { ...all, status: 'sold' },
      {},
      { kind: 'sold', text: 'JUST SOLD', tone: 'red' },
    ],
    [
      '…any status that is not available',
      { status: 'withdrawn' },
      {},
      { kind: 'sold', text: 'JUST SOLD', tone: 'red' },
    ],
    [
      "…the tenant's texts.soldTag",
      { status: 'sold' },
      { soldTag: 'SOLD' },
      { kind: 'sold', text: 'SOLD', tone: 'red' },
    ],
    ['1. Electric or hybrid fuel tag (some sites)', all, {}, { kind: 'fuel', text: 'Hybrid', tone: 'green' }],
    ['1. …electric', { ...all, simple_fuel: 'electric' }, {}, { kind: 'fuel', text: 'Electric', tone: 'green' }],
    [
      '1. …plug-in hybrid',
      { ...all, simple_fuel: 'plug-in hybrid' },
      {},
      { kind: 'fuel', text: 'Plug-in Hybrid', tone: 'green' },
    ],
    [
      '2. Reserved shows Reserved (fuel tags off)',
      all,
      { fuelTags: false },
      { kind: 'reserved', text: 'Reserved', tone: 'neutral' },
    ],
    [
      '2. Reserved (a petrol car)',
      { ...all, simple_fuel: 'petrol' },
      {},
      { kind: 'reserved', text: 'Reserved', tone: 'neutral' },
    ],
    [
      '3. A certified used car of one manufacturer shows a certified image',
      { ...all, reserved: false, simple_fuel: 'diesel' },
      {},
      {
        kind: 'certified',
        text: 'Toyota Certified Pre-Owned',
        tone: 'neutral',
        image: '/images/badges/certified.svg',
      },
    ],
    [
      '3. …of that manufacturer only (a certified Mazda on the Toyota program shows its next tag)',
      { ...all, reserved: false, simple_fuel: 'diesel', make: 'Mazda' },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '3. …of any make where the program names none',
      { ...all, reserved: false, simple_fuel: 'diesel', make: 'Mazda' },
      { certifiedTag: { image: '/c.svg', label: 'Certified Pre-Owned', makes: [] } },
      { kind: 'certified', text: 'Certified Pre-Owned', tone: 'neutral', image: '/c.svg' },
    ],
    [
      '3. …only when the tenant has one',
      { ...all, reserved: false, simple_fuel: 'diesel' },
      { certifiedTag: null },
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '3. …only for a used car',
      { ...all, reserved: false, simple_fuel: 'diesel', car_type: 'demo' },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      "4. An explicit tag: 'runout sale' in green",
      { ...all, reserved: false, certified: false, simple_fuel: null },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '4. …in any case, read through the display map',
      { tag: 'RUNOUT SALE' },
      {},
      { kind: 'tag', text: 'Runout Sale', tone: 'green' },
    ],
    [
      '4. …others in red',
      { tag: 'Test Drive Only', status: 'coming_soon' },
      {},
      { kind: 'tag', text: 'Test Drive Only', tone: 'red' },
    ],
    [
      '5. Status coming_soon shows COMING SOON',
      { status: 'coming_soon', created_at: daysAgo(1) },
      {},
      { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' },
    ],
    [
      '5. …a blank tag does not count',
      { tag: '  ', status: 'coming_soon' },
      {},
      { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' },
    ],
    [
      "6. Created within the last 8 days shows the tenant's new tag",
      { created_at: daysAgo(1), car_type: 'new' },
      {},
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '6. …default new tag',
      { created_at: daysAgo(1), car_type: 'demo' },
      { newTag: 'New' },
      { kind: 'new', text: 'New', tone: 'neutral' },
    ],
    [
      '6. …never "New" on a used car, where it reads as its condition',
      { created_at: daysAgo(1), car_type: 'used' },
      { newTag: 'New' },
      null,
    ],
    [
      '6. …unless the tenant asks (search.newTagOnUsedCars)',
      { created_at: daysAgo(1), car_type: 'used' },
      { newTagOnUsedCars: true },
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '4. A feed tag spelled like the new tag is the new tag: one "JUST ARRIVED" for "Just Arrived"',
      { tag: 'Just Arrived', car_type: 'new' },
      {},
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '4. …however it is cased',
      { tag: 'just arrived', car_type: 'demo' },
      {},
      { kind: 'new', text: 'JUST ARRIVED', tone: 'neutral' },
    ],
    [
      '4. …and like the new tag, not on a used car: the next rule applies',
      { tag: 'Just Arrived', car_type: 'used', status: 'coming_soon' },
      {},
      { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' },
    ],
    ['4. …a feed\'s "New" on a used car neither', { tag: 'NEW', car_type: 'used' }, { newTag: 'New' }, null],
    [
      '4. …on a site whose new tag is "New", "JUST ARRIVED" from the feed reads "Just Arrived" (display map)',
      { tag: 'JUST ARRIVED', car_type: 'new' },
      { newTag: 'New', valueLabels: labels('New') },
      { kind: 'tag', text: 'Just Arrived', tone: 'red' },
    ],
    ['7. Otherwise none', {}, {}, null],
    ['7. …a hybrid when fuel tags are off', { simple_fuel: 'hybrid' }, { fuelTags: false }, null],
  ])('%s', (_name, over, opts, expected) => {
    expect(vehicleTag(car(over), { ...TAG_OPTS, ...opts })).toEqual(expected);
  });

  it.each([
    ['exactly 8 days old', daysAgo(8), true],
    ['8 days and a minute', new Date(NOW.getTime() - 8 * DAY - 60_000).toISOString(), false],
    ['7 days 23 hours', new Date(NOW.getTime() - 8 * DAY + 3_600_000).toISOString(), true],
    ['created "in the future" (feed clock ahead)', new Date(NOW.getTime() + 60_000).toISOString(), true],
    ['no created_at', null, false],
    ['an unreadable created_at', 'soon', false],
  ])('"New-car tag window: 8 days": %s → %s', (_name, created_at, isNew) => {
    expect(vehicleTag(car({ created_at, car_type: 'new' }), TAG_OPTS)?.kind === 'new').toBe(isNew);
  });
});

describe('§4 Availability: "available when status is in_stock or coming_soon"', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['withdrawn', false],
  ])('%s → %s', (status, expected) => {
    expect(isAvailable({ status })).toBe(expected);
  });
});

describe('§2 result card buttons', () => {
  const slug = 'toyota-hilux-sr5-4242';
  const finance =
    '/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=52990&car_id=4242&car_type=used#finance-form';
  it.each<[CardButtonKind, string, string]>([
    ['enquire', 'Enquire', `/cars/${slug}#enquire`],
    ['enquire-now', 'Enquire Now', `/cars/${slug}#enquire`],
    ['quick-enquiry', 'Quick Enquiry', `/cars/${slug}#enquire`],
    ['shop-now', 'Shop Now', `/cars/${slug}`],
    ['get-finance', 'Get Finance', finance],
    ['view-details', 'View Details', `/cars/${slug}`],
    ['explore-vehicle', 'Explore Vehicle', `/cars/${slug}`],
    ['book-test-drive', 'Book a Test Drive', `/cars/${slug}#test-drive`],
    ['reserve-now', 'Reserve Now', `/cars/${slug}/checkout`],
    ['buy-online', 'Buy Online', `/checkout-journey?car_id=${slug}`],
  ])('%s: "%s" → %s', (kind, label, href) => {
    expect(cardButtons(car(), [{ kind }])).toEqual([{ kind, label, href }]);
  });

  it("shows the tenant's buttons in the tenant's order (as objects or as tenant JSON names)", () => {
    expect(
      cardButtons(car(), [{ kind: 'enquire-now' }, 'get-finance', { kind: 'view-details' }]).map((b) => b.label),
    ).toEqual(['Enquire Now', 'Get Finance', 'View Details']);
  });

  it.each(['sold', 'withdrawn'])("'Find Me Something Similar' replaces the buttons of a %s car", (status) => {
    expect(cardButtons(car({ status }), [{ kind: 'enquire' }, { kind: 'view-details' }])).toEqual([
      { kind: 'find-similar', label: 'Find Me Something Similar', href: `/cars/${slug}#find-similar` },
    ]);
  });

  it("Reserve Now follows the site's reservation page (vehiclePage.reservePath)", () => {
    expect(cardButtons(car(), [{ kind: 'reserve-now' }], 'buy-online')[0]!.href).toMatch(/\/buy-online$/);
  });

  it('a coming-soon car keeps its buttons', () => {
    expect(cardButtons(car({ status: 'coming_soon' }), [{ kind: 'enquire' }]).map((b) => b.kind)).toEqual(['enquire']);
  });

  it('a reserved car cannot be reserved or bought again', () => {
    const kinds = cardButtons(car({ reserved: true }), [
      { kind: 'enquire' },
      { kind: 'reserve-now' },
      { kind: 'buy-online' },
    ]).map((b) => b.kind);
    expect(kinds).toEqual(['enquire']);
  });

  it('a car under vehiclePage.reserveMinPrice cannot be reserved or bought online (NSW deposit cap)', () => {
    const buttons = [{ kind: 'enquire' }, { kind: 'reserve-now' }, { kind: 'buy-online' }] as const;
    const kinds = (price: number) =>
      cardButtons(car({ price }), buttons, 'checkout', undefined, 10_000).map((b) => b.kind);
    expect(kinds(9_999)).toEqual(['enquire']);
    expect(kinds(10_000)).toEqual(['enquire', 'reserve-now', 'buy-online']);
  });
});

describe('§2 "The per-car finance link carries the query parameters preferredDealership, vehiclePriceBudget, car_id, car_type and ends with #finance-form"', () => {
  it.each([
    [
      'every parameter',
      car(),
      'harbour-toyota',
      '/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=52990&car_id=4242&car_type=used#finance-form',
    ],
    [
      'a car with no price leaves the budget out',
      car({ price: null, car_type: 'new' }),
      'harbour-toyota',
      '/finance?preferredDealership=harbour-toyota&car_id=4242&car_type=new#finance-form',
    ],
    [
      'no dealership',
      car({ car_type: 'demo' }),
      null,
      '/finance?vehiclePriceBudget=52990&car_id=4242&car_type=demo#finance-form',
    ],
    [
      'a slug that needs escaping',
      car(),
      'a&b dealers',
      '/finance?preferredDealership=a%26b+dealers&vehiclePriceBudget=52990&car_id=4242&car_type=used#finance-form',
    ],
  ])('%s', (_name, c, dealership, expected) => {
    const link = financeLink(c, dealership);
    expect(link).toBe(expected);
    expect(link.endsWith('#finance-form')).toBe(true);
  });

  it('a dealer-configured finance page', () => {
    expect(financeLink(car(), 'harbour-toyota', '/apply-for-finance')).toMatch(
      /^\/apply-for-finance\?preferredDealership=harbour-toyota&/,
    );
  });
});

describe('§5 "Favourite or compare control hidden when the car is not purchasable, price <= 0, or (compare variant) no images, or when the feature is off"', () => {
  const on = { enabled: true, variant: 'favourite' as const, imageCount: 12 };
  it.each<[string, Partial<CardVehicle>, Partial<typeof on> | { variant: 'compare'; imageCount: number }, boolean]>([
    ['an available car with a price', {}, {}, true],
    ['coming soon is purchasable', { status: 'coming_soon' }, {}, true],
    ['sold: not purchasable', { status: 'sold' }, {}, false],
    ['reserved: not purchasable', { reserved: true }, {}, false],
    ['price 0', { price: 0 }, {}, false],
    ['no price', { price: null }, {}, false],
    ['feature off', {}, { enabled: false }, false],
    ['compare with images', {}, { variant: 'compare', imageCount: 3 }, true],
    ['compare with no images', {}, { variant: 'compare', imageCount: 0 }, false],
    ['favourite with no images', {}, { imageCount: 0 }, true],
  ])('%s → %s', (_name, over, opts, shown) => {
    expect(showFavouriteControl(car(over), { ...on, ...opts })).toBe(shown);
  });
});
