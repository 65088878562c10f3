import { describe, expect, it } from 'vitest';
import { locationJsonLd, scriptJson } from '../../src/lib/seo/json-ld.ts';
import { vehicleJsonLd, vehicleType } from '../../src/lib/seo/vehicle-json-ld.ts';
import { sitemapXml } from '../../src/lib/seo/sitemap.ts';
import { themeCss } from '../../src/lib/theme/css.ts';
import { fontFamilyCss } from '../../src/lib/theme/fonts.ts';
import { sitesIndexHtml } from '../../src/pipeline/serve/hosts.ts';
import { tenantFromHost } from '../../src/lib/tenant/host.ts';

const car = {
  vin: 'JN1TANT31U0000001',
  make: 'Nissan',
  model: 'Navara',
  year: 2022,
  km: 41000,
  price: 45990,
  car_type: 'used',
  status: 'in_stock',
};
const dealer = { name: 'Bayside Nissan', url: 'https://www.example.com.au' };

describe('structured data', () => {
  it('a Car with vin, AUD price, condition, mileage, make, model, year, images and dealer', () => {
    const ld = vehicleJsonLd({
      url: 'https://x.au/cars/a',
      name: '2022 Nissan Navara',
      car,
      images: ['https://x.au/1.svg'],
      dealer,
    });
    expect(ld).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: 'JN1TANT31U0000001',
      brand: { name: 'Nissan' },
      model: 'Navara',
      vehicleModelDate: '2022',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 41000, unitCode: 'KMT' },
      image: ['https://x.au/1.svg'],
      offers: {
        price: 45990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Bayside Nissan' },
      },
    });
  });

  // Google's vehicle listing documentation: offers.price is required; an Offer without one is an error.
  it.each([0, 10])('a price-on-application car (price %s) keeps its markup without an Offer', (price) => {
    const ld = JSON.parse(
      JSON.stringify(vehicleJsonLd({ url: 'u', name: 'n', car: { ...car, price }, images: [], dealer })),
    );
    expect(ld.offers).toBeUndefined();
    expect(ld).toMatchObject({ '@type': 'Car', vehicleIdentificationNumber: car.vin, model: 'Navara' });
  });

  // issue 28: "the right type per vehicle (Car, Motorcycle, Vehicle for caravans and trailers, BusOrCoach where it fits)"
  it.each([
    ['car', 'suv', 'Car'],
    ['car', 'ute', 'Car'],
    ['car', 'bus', 'BusOrCoach'],
    ['car', 'motorhome', 'Vehicle'],
    ['motorcycle', null, 'Motorcycle'],
    ['caravan', null, 'Vehicle'],
    ['truck', 'lightTruck', 'Vehicle'],
  ] as const)('a %s (%s) is a %s', (item_type, simple_body, type) => {
    expect(vehicleType({ item_type, simple_body })).toBe(type);
  });

  it("every recommended property the stock record has, in schema.org's spelling", () => {
    const full = {
      ...car,
      badge: 'ST-X',
      colour: 'White',
      interior_colour: 'Black Cloth',
      body: 'Ute',
      doors: 4,
      seats: 5,
      simple_drive: '4x4',
      simple_fuel: 'diesel',
      fuel: 'Diesel',
      engine_size: 2298,
      simple_transmission: 'Automatic',
    };
    expect(vehicleJsonLd({ url: 'u', name: 'n', car: full, images: [], dealer })).toMatchObject({
      vehicleConfiguration: 'ST-X',
      color: 'White',
      vehicleInteriorColor: 'Black Cloth',
      bodyType: 'Ute',
      numberOfDoors: 4,
      vehicleSeatingCapacity: 5,
      seatingCapacity: 5,
      driveWheelConfiguration: 'https://schema.org/FourWheelDriveConfiguration',
      fuelType: 'Diesel',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        fuelType: 'Diesel',
        engineDisplacement: { value: 2298, unitCode: 'CMQ' },
      },
      vehicleTransmission: 'Automatic',
    });
  });

  it('data can never close its script element', () => {
    expect(scriptJson({ comment: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('sitemap', () => {
  it('absolute, escaped URLs with dates', () => {
    const xml = sitemapXml('https://dealer.com.au', [{ path: '/cars/a&b', lastmod: '2026-11-20T10:00:00Z' }]);
    expect(xml).toContain('<loc>https://dealer.com.au/cars/a&amp;b</loc><lastmod>2026-11-20</lastmod>');
  });
});

describe('theme colours', () => {
  it('become CSS custom properties', () => {
    expect(
      themeCss({
        primary: '#c3002f',
        primaryText: '#fff',
        accent: '#000',
        text: '#111',
        background: '#fff',
        surface: '#fafafa',
      }),
    ).toBe(
      `:root{--colour-primary:#c3002f;--colour-primary-text:#fff;--colour-accent:#000;--colour-text:#111;--colour-background:#fff;--colour-surface:#fafafa;--colour-accent-text:#ffffff;--font-body:${fontFamilyCss('system')}}`,
    );
  });
  it('refuse anything that is not a hex colour', () => {
    expect(() =>
      themeCss({
        primary: 'red;}</style>',
        primaryText: '#fff',
        accent: '#000',
        text: '#111',
        background: '#fff',
        surface: '#fff',
      }),
    ).toThrow('theme.colours.primary: expected a hex colour');
  });
});

describe('local hosts', () => {
  it.each([
    ['bayside-nissan.localhost:4321', 'bayside-nissan'],
    ['BAYSIDE-NISSAN.localhost', 'bayside-nissan'],
    ['localhost:4321', null],
    ['evil.com', null],
    ['a.b.localhost', null],
    [undefined, null],
  ])('%s → %s', (host, expected) => expect(tenantFromHost(host)).toBe(expected));

  it('the index page escapes slugs', () => {
    expect(sitesIndexHtml(['a<b'], 4321)).toContain('a&lt;b');
  });
});

describe('a location as schema.org structured data (AutoDealer; AutoRepair for service)', () => {
  const week = [
    null,
    ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '17:30' })),
    { open: '08:00', close: '16:00' },
  ];
  const input = {
    url: 'https://www.example-motors.example/locations/example-motors',
    name: 'Example Motors',
    department: 'sales' as const,
    image: null,
    telephone: '+61733951200',
    email: null,
    address: {
      street: '120 Wynnum Road',
      city: 'Cannon Hill',
      state: 'QLD',
      postcode: '4170',
      lat: -27.4705,
      long: 153.0912,
    },
    hasMap: null,
    week,
    special: [
      { date: '2026-12-25', hours: null },
      { date: '2026-12-24', hours: { open: '08:00', close: '12:00' } },
    ],
    parentOrganization: { name: 'Example Motor Group', url: 'https://www.example-motors.example' },
  };

  it('carries address, geo, telephone and the weekly hours, days with the same hours together', () => {
    const ld = locationJsonLd(input);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      telephone: '+61733951200',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '120 Wynnum Road',
        addressLocality: 'Cannon Hill',
        addressRegion: 'QLD',
        postalCode: '4170',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.4705, longitude: 153.0912 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '17:30',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
      ],
    });
  });

  it('gives special days their own hours; a closed day opens and closes at 00:00', () => {
    expect(locationJsonLd(input).specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '08:00',
        closes: '12:00',
      },
    ]);
  });

  it.each([
    ['sales', 'AutoDealer'],
    ['service', 'AutoRepair'],
    ['parts', 'AutoPartsStore'],
  ] as const)('a %s location is an %s', (department, type) => {
    expect(locationJsonLd({ ...input, department })['@type']).toBe(type);
  });
});
