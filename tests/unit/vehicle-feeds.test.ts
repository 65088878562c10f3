// Vehicle feeds for Google vehicle ads and Meta's automotive catalog (issue 19), checked against
// each format's required fields over every demo dealer's demo stock.
import { describe, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import { googleVehicleFeed } from '../../src/lib/feeds/google.ts';
import { metaVehicleFeed } from '../../src/lib/feeds/meta.ts';
import { robotsTxt } from '../../src/lib/seo/robots.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { googleProblems, metaProblems, parseGoogleFeed, parseMetaFeed } from '../fixtures/vehicle-feed-formats.ts';
import { car, tenant } from '../fixtures/feed-dealer.ts';

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
