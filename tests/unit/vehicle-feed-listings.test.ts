// Vehicle feeds for Google vehicle ads and Meta's automotive catalog (issue 19): each car's listing,
// its price type and the cars each feed carries.
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import { feedListings } from '../../src/lib/feeds/listing.ts';
import { googleVehicleFeed } from '../../src/lib/feeds/google.ts';
import { metaVehicleFeed } from '../../src/lib/feeds/meta.ts';
import { parseGoogleFeed, parseMetaFeed } from '../fixtures/vehicle-feed-formats.ts';
import { car, tenant } from '../fixtures/feed-dealer.ts';

describe('vehicle_price_type (Google, Australia)', () => {
  it.each([
    ['drive_away', 'used', 'drive_away_price'],
    ['estimated_drive_away', 'new', 'estimated_drive_away_price'],
    ['excl_gov_charges', 'used', 'excluding_government_charges_price'],
  ] as const)('%s (a %s car) → %s', (type, carType, google) => {
    const [item] = parseGoogleFeed(googleVehicleFeed(tenant, [car({ car_type: carType, price_type: type })])).items;
    expect(item).toMatchObject({ 'g:vehicle_price_type': google });
  });

  it.each([
    ['drive_away', 'excl_gov_charges', 'drive_away'],
    ['excl_gov_charges', 'drive_away', 'excl_gov_charges'],
    ['Drive Away', 'excl_gov_charges', 'drive_away'],
    ['EGC', 'drive_away', 'excl_gov_charges'],
    [null, 'excl_gov_charges', 'excl_gov_charges'],
    ['per week', 'drive_away', 'drive_away'],
  ] as const)("the car's price_type %j (tenant default %s) → %s", (recorded, fallback, expected) => {
    const withDefault = { ...tenant, feeds: { ...tenant.feeds, priceType: fallback } };
    const [listing] = feedListings(withDefault, [car({ price_type: recorded })]).listings;
    expect(listing!.priceType).toBe(expected);
  });

  // "This price type or estimated_drive_away_price is required for new cars in Australia. This price
  // type or excluding_government_charges_price is required for used cars in Australia."
  it.each([
    ['new', 'drive_away', null],
    ['new', 'estimated_drive_away', null],
    ['new', 'excl_gov_charges', 'a new car priced excl gov charges'],
    ['used', 'drive_away', null],
    ['used', 'excl_gov_charges', null],
    ['used', 'estimated_drive_away', 'a used car priced estimated drive away'],
    ['demo', 'excl_gov_charges', null],
  ] as const)('a %s car priced %s: %s', (carType, type, refusal) => {
    const feed = parseGoogleFeed(googleVehicleFeed(tenant, [car({ car_type: carType, price_type: type })]));
    expect(feed.items).toHaveLength(refusal === null ? 1 : 0);
    if (refusal !== null) expect(feed.comment).toContain(`${refusal}: 1 (id 1)`);
  });

  it('Google takes passenger cars only; Meta takes trucks, bikes and caravans too', () => {
    const truck = car({ item_type: 'truck' });
    expect(parseGoogleFeed(googleVehicleFeed(tenant, [truck])).comment).toContain(
      'a truck (Google takes cars and utes only): 1 (id 1)',
    );
    expect(parseMetaFeed(metaVehicleFeed(tenant, [truck])).items[0]).toMatchObject({ vehicle_type: 'COMMERCIAL' });
  });
});

describe('listings', () => {
  it.each([
    ['no VIN', { vin: null }, 'no 17-character VIN'],
    ['a short chassis number', { vin: 'ABC123' }, 'no 17-character VIN'],
    ['no photo', { images: [] }, 'no raster photo (Google and Meta refuse vector images)'],
    [
      'only vector drawings',
      { images: [{ image: { url: '/art/car.svg', thumb: { url: '/art/car.svg' } } }] },
      'no raster photo (Google and Meta refuse vector images)',
    ],
    ['no price', { price: 0 }, 'no price'],
    ['a used car without an odometer reading', { km: null }, 'no odometer reading'],
    ['no colour', { colour: null }, 'no colour'],
    ['sold', { status: 'sold' }, 'not for sale now'],
    ['coming soon', { status: 'coming_soon' }, 'not for sale now'],
    ['reserved', { reserved: true }, 'reserved'],
  ] as const)('a car with %s is left out and named in a comment', (_what, over, reason) => {
    expect(feedListings(tenant, [car(over as Partial<Vehicle>)]).leftOut).toEqual([{ id: 1, reason }]);
    expect(parseMetaFeed(metaVehicleFeed(tenant, [car(over as Partial<Vehicle>)])).comment).toContain(
      `${reason}: 1 (id 1)`,
    );
  });

  it('a new car with no odometer reading shows 0 km', () => {
    expect(feedListings(tenant, [car({ car_type: 'new', km: null })]).listings[0]!.km).toBe(0);
  });

  it("the store code is the location's, from feeds.storeCodes or else its id; a car without one is at the main sales location", () => {
    const at = (id: number | null) => feedListings(tenant, [car({ location_id: id })]).listings[0]!;
    expect(at(301)).toMatchObject({ storeCode: 'DELTA-SVC', location: { slug: 'delta-service' } });
    expect(at(null)).toMatchObject({ storeCode: '302', location: { slug: 'delta-sales' } });
  });

  it('absolute links to the car page and photos on the site, price as "<amount> AUD", mileage with its unit', () => {
    const [item] = parseGoogleFeed(googleVehicleFeed(tenant, [car({ before_price: 42_990 })])).items;
    expect(item).toMatchObject({
      'g:link': 'https://delta.example/cars/car-1',
      'g:image_link': 'https://delta.example/photos/1.jpg',
      'g:price': '39990.00 AUD',
      'g:mileage': '41000 km',
      'g:condition': 'used',
      'g:vehicle_price_type': 'drive_away_price',
      'g:vehicle_fulfillment': { 'g:option': 'in_store', 'g:store_code': '302' },
    });
    const [listing] = parseMetaFeed(metaVehicleFeed(tenant, [car({ before_price: 42_990, certified: true })])).items;
    expect(listing).toMatchObject({
      price: '42990 AUD',
      sale_price: '39990 AUD',
      state_of_vehicle: 'CPO',
      mileage: { value: '41000', unit: 'KM' },
    });
  });

  // docs/pricing-law.md: every price says what it includes (ACL s48); Meta's catalog has no field for
  // it, so its description ends with the car page's sentence, kept whole within Meta's 5,000 characters.
  it.each([
    [
      'drive-away, in the state the car is in',
      { state: 'QLD' },
      'Drive-away price for QLD registration: includes registration, CTP insurance, stamp duty and dealer delivery.',
    ],
    [
      'excluding government charges, by its own price_type',
      { state: 'NSW', price_type: 'EGC' },
      'Price excludes government charges for NSW registration (registration, CTP insurance and stamp duty), which are extra.',
    ],
    [
      'drive-away, after 6,000 characters of comments',
      { state: 'VIC', dealercomments: 'Tow bar and roof racks. '.repeat(250) },
      'Drive-away price for VIC registration: includes registration, CTP insurance, stamp duty and dealer delivery.',
    ],
  ] as const)('the Meta description says what the price includes: %s', (_what, over, note) => {
    const [listing] = parseMetaFeed(metaVehicleFeed(tenant, [car(over)])).items;
    const description = String(listing!.description);
    expect(description.endsWith(`\n${note}`)).toBe(true);
    expect(description.length).toBeLessThanOrEqual(5000);
  });

  it('text from the stock record is escaped and stays well-formed', () => {
    const xml = googleVehicleFeed(tenant, [
      car({ badge: 'GX <b>&</b>', dealercomments: 'One owner|"Tow bar" & tub\u0007' }),
    ]);
    const [item] = parseGoogleFeed(xml).items;
    expect(item).toMatchObject({ 'g:trim': 'GX <b>&</b>', 'g:description': 'One owner\n"Tow bar" & tub' });
  });
});
