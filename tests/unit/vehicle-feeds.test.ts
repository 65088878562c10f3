// Vehicle feeds for Google vehicle ads and Meta's automotive catalog (issue 19), checked against
// each format's required fields over every demo dealer's demo stock.
import { describe, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { feedListings } from '../../src/lib/feeds/listing.ts';
import { googleVehicleFeed } from '../../src/lib/feeds/google.ts';
import { metaVehicleFeed } from '../../src/lib/feeds/meta.ts';
import { robotsTxt } from '../../src/lib/seo/robots.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { tenantSchema, type Tenant } from '../../src/lib/tenant/schema.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { googleProblems, metaProblems, parseGoogleFeed, parseMetaFeed } from '../fixtures/vehicle-feed-formats.ts';

const now = new Date('2026-11-22T00:00:00Z');
const { tenants } = await loadTenants('tenants');

function demoStock(tenant: Tenant): Vehicle[] {
  return normaliseFeed({ vehicles: generateDemoFeed(demoStockOptionsFor(tenant, 200, now)) }, { now }).vehicles;
}

/** The cars a shopper can buy now: in stock, shown on the website, not reserved, with a price. */
const forSale = (v: Vehicle) => v.status === 'in_stock' && v.show_on_dealer_website && !v.reserved && v.price > 10;

describe.each(tenants.map((tenant) => [tenant.slug, tenant] as const))('%s demo stock', (_slug, tenant) => {
  const stock = demoStock(tenant);
  const idsOf = (items: Record<string, unknown>[], key: string) => items.map((item) => Number(item[key]));

  it('Google feed: every item carries the attributes Google requires for Australia', () => {
    const { items } = parseGoogleFeed(googleVehicleFeed(tenant, stock));
    expect(items.length).toBeGreaterThan(0);
    expect(items.flatMap((item) => googleProblems(item, tenant.url))).toEqual([]);
  });

  it('Meta feed: every listing carries the fields Meta requires', () => {
    const { items } = parseMetaFeed(metaVehicleFeed(tenant, stock));
    expect(items.length).toBeGreaterThan(0);
    expect(items.flatMap((item) => metaProblems(item, tenant.url))).toEqual([]);
  });

  it('both leave out sold, coming-soon, hidden and reserved cars, and carry every other car Meta can take', () => {
    const meta = idsOf(parseMetaFeed(metaVehicleFeed(tenant, stock)).items, 'vehicle_id');
    const google = idsOf(parseGoogleFeed(googleVehicleFeed(tenant, stock)).items, 'g:id');
    expect(stock.some((v) => v.status === 'sold') && stock.some((v) => v.status === 'coming_soon')).toBe(true);
    const notForSale = stock.filter((v) => !forSale(v)).map((v) => v.id);
    expect(meta.filter((id) => notForSale.includes(id))).toEqual([]);
    expect(google.filter((id) => notForSale.includes(id))).toEqual([]);
    expect(meta).toEqual(stock.filter(forSale).map((v) => v.id));
    expect(new Set(google).size).toBe(google.length);
    expect(google.every((id) => meta.includes(id))).toBe(true);
  });
});

describe('hidden cars', () => {
  it('a car not shown on the dealer website is in neither feed, whatever the stock filter passed', () => {
    const tenant = tenants[0]!;
    const car = demoStock(tenant).find(forSale)!;
    const hidden = { ...car, show_on_dealer_website: false };
    expect(parseGoogleFeed(googleVehicleFeed(tenant, [hidden])).items).toEqual([]);
    expect(parseMetaFeed(metaVehicleFeed(tenant, [hidden])).items).toEqual([]);
  });
});

const tenant = tenantSchema.parse({
  slug: 'delta-autos',
  name: 'Delta Autos',
  id: 7,
  url: 'https://delta.example',
  locations: [
    {
      id: 301,
      slug: 'delta-service',
      name: 'Delta Service',
      type: 'service',
      dealershipId: 1,
      address: { street: '2 B St', city: 'Cannon Hill', state: 'QLD', postcode: '4170', lat: -27.47, long: 153.09 },
      contact: { phone: '+61733951200' },
    },
    {
      id: 302,
      slug: 'delta-sales',
      name: 'Delta Autos',
      type: 'sales',
      dealershipId: 1,
      address: { street: '1 A St', city: 'Cannon Hill', state: 'QLD', postcode: '4170', lat: -27.47, long: 153.09 },
      contact: { phone: '+61733951201' },
    },
  ],
  feeds: { storeCodes: { 'delta-service': 'DELTA-SVC' } },
});
const car = (over: Partial<Vehicle>): Vehicle => ({
  ...emptyVehicle(),
  id: 1,
  slug: 'car-1',
  year: 2022,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  km: 41_000,
  price: 39_990,
  car_type: 'used',
  status: 'in_stock',
  show_on_dealer_website: true,
  vin: 'JTMW1RFV40D000001',
  colour: 'White',
  images: [{ image: { url: '/photos/1.jpg', thumb: { url: '/photos/1-t.jpg' } } }],
  ...over,
});

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

// Issue 28: "raster images only (through the image CDN template with a raster format, or the car's
// raster photos)". Google takes JPEG, WebP, PNG, GIF, BMP and TIFF; Meta's catalogs JPEG and PNG.
describe('feed photos', () => {
  const cdnTemplate = 'https://img.example/{width}x{height}/q{quality}/{format}/{srcEncoded}';
  const { vehiclePage } = tenant;
  const withCdn: Tenant = {
    ...tenant,
    vehiclePage: { ...vehiclePage, images: { ...vehiclePage.images, cdnTemplate } },
  };
  const mixed = car({
    images: [
      { image: { url: '/art/drawing.svg', thumb: { url: '/art/drawing.svg' } } },
      { image: { url: 'https://photos.example/car/2.jpg', thumb: { url: 'https://photos.example/car/2-t.jpg' } } },
    ],
  });

  it('through the image CDN as JPEG, drawings left out', () => {
    const [item] = parseGoogleFeed(googleVehicleFeed(withCdn, [mixed])).items;
    expect(item!['g:image_link']).toBe(
      `https://img.example/1200x800/q75/jpg/${encodeURIComponent('https://photos.example/car/2.jpg')}`,
    );
    expect(item!['g:additional_image_link']).toBeUndefined();
  });

  it('without a CDN, the raster originals themselves', () => {
    const [listing] = parseMetaFeed(metaVehicleFeed(tenant, [mixed])).items;
    expect(listing!.image).toEqual([{ url: 'https://photos.example/car/2.jpg', tag: 'Exterior' }]);
  });
});

// Google: vehicle_msrp "Required for new cars" (support.google.com/merchants/answer/14154171);
// certified_pre-owned yes | no, "used when the car is OEM certified pre-owned" (answer/14156475).
describe('vehicle_msrp and certified_pre-owned (Google)', () => {
  const item = (over: Partial<Vehicle>) => parseGoogleFeed(googleVehicleFeed(tenant, [car(over)])).items[0]!;

  it.each([
    ['a new car with an RRP', { car_type: 'new', rrp: 41_990 }, '41990.00 AUD'],
    ['a new car without one', { car_type: 'new', rrp: null }, undefined],
    ['a used car (its RRP was for it new)', { car_type: 'used', rrp: 41_990 }, undefined],
  ] as const)('%s: vehicle_msrp %s', (_what, over, msrp) => {
    expect(item(over as Partial<Vehicle>)['g:vehicle_msrp']).toBe(msrp);
  });

  it.each([
    [{ car_type: 'used', certified: true }, 'yes'],
    [{ car_type: 'used', certified: false }, 'no'],
    [{ car_type: 'demo', certified: false }, 'no'],
    [{ car_type: 'new', certified: false }, undefined],
  ] as const)('%j: certified_pre-owned %s', (over, value) => {
    expect(item(over as Partial<Vehicle>)['g:certified_pre-owned']).toBe(value);
  });
});

// Meta's Vehicle.Transmission, FuelType and Drivetrain each have NONE for a vehicle without one.
describe('transmission, fuel and drivetrain (Meta)', () => {
  it.each([
    [
      'a car',
      { item_type: 'car', simple_transmission: 'Automatic', simple_fuel: 'petrol', simple_drive: 'awd' },
      ['AUTOMATIC', 'PETROL', 'AWD'],
    ],
    [
      'a motorcycle',
      { item_type: 'motorcycle', simple_transmission: 'Manual', simple_fuel: 'petrol', simple_drive: null },
      ['MANUAL', 'PETROL', 'OTHER'],
    ],
    [
      'a caravan',
      { item_type: 'caravan', simple_transmission: null, simple_fuel: null, simple_drive: null },
      ['NONE', 'NONE', 'NONE'],
    ],
  ] as const)('%s: %j', (_what, over, [transmission, fuel, drivetrain]) => {
    const [listing] = parseMetaFeed(metaVehicleFeed(tenant, [car(over as Partial<Vehicle>)])).items;
    expect(listing).toMatchObject({ transmission, fuel_type: fuel, drivetrain });
  });
});

describe('feeds options', () => {
  it('a store code for a location the site does not have names the file, path, expected and found', () => {
    const result = parseTenant(
      {
        slug: 'delta-autos',
        name: 'Delta Autos',
        id: 7,
        url: 'https://delta.example',
        feeds: { storeCodes: { 'no-such-place': 'X1' } },
      },
      { site: 'tenants/sites/delta-autos.json', origins: new Map() },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toContain(
      'tenants/sites/delta-autos.json: feeds.storeCodes.no-such-place: expected the slug of one of the locations',
    );
  });

  it('robots.txt lists the feeds the site publishes', () => {
    expect(robotsTxt(tenant)).toContain(
      '# https://delta.example/feeds/google-vehicles.xml\n# https://delta.example/feeds/meta-vehicles.xml',
    );
    expect(robotsTxt({ url: tenant.url, feeds: { google: false, meta: false } })).not.toContain('feeds');
  });
});
