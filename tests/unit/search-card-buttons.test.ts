// spec/shopping.md §4 "Availability", §2 result card buttons and routes, §5 favourite or compare
// control.
import { describe, expect, it } from 'vitest';
import { cardButtons, financeLink, showFavouriteControl } from '../../src/lib/search/card.ts';
import type { CardButtonKind } from '../../src/lib/search/results-options.ts';
import { isAvailable } from '../../src/lib/stock/status.ts';
import { type CardVehicle, car } from '../fixtures/card-car.ts';

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
