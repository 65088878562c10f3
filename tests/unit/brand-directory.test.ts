// A group site's brand directory (spec/site.md §1, §2.3, §3 Brand): the manufacturer list, the
// entries and the stats banners. Its URL state and search are in brand-directory-search.test.ts.
import { describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { directoryEntries, type DirectoryEntry } from '../../src/lib/brands/entries.ts';
import { statBanners } from '../../src/lib/brands/stats.ts';
import { manufacturerBySlug } from '../../src/lib/brands/manufacturers.ts';
import { manufacturerLogo } from '../../src/pipeline/manufacturer-logos.ts';

const SITE = 'tenants/sites/example-group.json';

function group(options: Record<string, unknown> = {}) {
  const parsed = parseTenant(
    {
      slug: 'example-group',
      name: 'Example Group',
      id: 1,
      url: 'https://example-group.example',
      template: 'group',
      ...options,
    },
    SITE,
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

const location = (id: number, dealershipId: number, type: string, makes: string[], city: string) => ({
  id,
  slug: `loc-${id}`,
  name: `Location ${id}`,
  type,
  manufacturers: makes,
  dealershipId,
  address: { street: `${id} Main Road`, city, state: 'NSW', postcode: '2150', lat: -33.8, long: 151 },
  contact: { phone: '+61296351100' },
});

describe('the manufacturer list (§3: name, slug, logo that may be null)', () => {
  it.each([
    ['kia', 'Kia', 'cars', true],
    ['mercedes-benz', 'Mercedes-Benz', 'cars', true],
    ['toyota', 'Toyota', 'cars', true],
    ['fuso', 'Fuso', 'trucks', false],
    ['jayco', 'Jayco', 'caravans', false],
    ['yamaha', 'Yamaha', 'motorcycles', false],
  ])('%s is %s (%s), with a logo from @avto-dev/vehicle-logotypes: %s', (slug, name, category, hasLogo) => {
    expect(manufacturerBySlug(slug)).toEqual({ slug, name, category });
    const logo = manufacturerLogo(slug);
    expect(logo === null ? null : new URL(logo).protocol).toBe(hasLogo ? 'https:' : null);
  });
});

describe('directory entries', () => {
  const tenant = group({
    dealerships: [
      { id: 7, slug: 'north-kia', name: 'North Kia' },
      { id: 8, slug: 'south-motors', name: 'South Motors' },
      { id: 9, slug: 'no-site', name: 'Nowhere' },
    ],
    locations: [
      location(71, 7, 'service', ['Kia'], 'Hornsby'),
      location(72, 7, 'sales', ['Kia'], 'Hornsby'),
      location(81, 8, 'sales', ['Mazda', 'Kia'], 'Kogarah'),
    ],
    brandDirectory: {
      brands: [
        { title: 'Kia', slug: 'kia', description: 'First paragraph\nwraps.\n\nSecond paragraph.' },
        { title: 'Our Tyres', slug: 'our-tyres', kind: 'group', skipPage: true, href: 'https://tyres.example/' },
        { title: 'Mazda', slug: 'mazda', logoSrc: null },
        { title: 'Vans', slug: 'vans', logoSrc: '/images/brands/vans.svg', makes: ['Ford', 'LDV'] },
      ],
    },
  });
  const entries = directoryEntries(tenant, (slug) => (slug === 'kia' ? 'https://logos.example/kia.png' : null));

  it('lists the brands in their order, then each dealership that has a listed location', () => {
    expect(entries.map((e) => [e.id, e.order])).toEqual([
      ['brand-kia', 0],
      ['brand-our-tyres', 1],
      ['brand-mazda', 2],
      ['brand-vans', 3],
      ['dealership-7', 4],
      ['dealership-8', 5],
    ]);
  });

  it.each<[string, Partial<DirectoryEntry>]>([
    [
      'brand-kia',
      {
        href: '/brands/kia',
        external: false,
        logoSrc: 'https://logos.example/kia.png',
        makes: ['Kia'],
        summary: 'First paragraph wraps.',
      },
    ],
    ['brand-our-tyres', { kind: 'group', href: 'https://tyres.example/', external: true, makes: [] }],
    ['brand-mazda', { logoSrc: null, makes: ['Mazda'] }],
    ['brand-vans', { logoSrc: '/images/brands/vans.svg', makes: ['Ford', 'LDV'] }],
    [
      'dealership-7',
      {
        kind: 'dealership',
        title: 'North Kia',
        href: '/locations/loc-72',
        summary: '72 Main Road, Hornsby NSW 2150',
        makes: ['Kia'],
      },
    ],
    ['dealership-8', { makes: ['Kia', 'Mazda'] }],
  ])('%s', (id, expected) => {
    expect(entries.find((e) => e.id === id)).toMatchObject(expected);
  });

  it('is empty on a site that is not a group site, and a standard site may not list brands', () => {
    expect(directoryEntries({ ...tenant, template: 'standard' }, () => null)).toEqual([]);
    const parsed = parseTenant(
      {
        slug: 'one-dealer',
        name: 'One',
        id: 1,
        url: 'https://one.example',
        brandDirectory: { brands: [{ title: 'Kia', slug: 'kia' }] },
      },
      'tenants/sites/one-dealer.json',
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      'tenants/sites/one-dealer.json: brandDirectory.brands: expected no brands unless template is "group", found ["kia"]',
    ]);
  });

  it('a brand with skipPage needs a link for its tile', () => {
    const parsed = parseTenant(
      {
        slug: 'example-group',
        name: 'G',
        id: 1,
        url: 'https://g.example',
        template: 'group',
        brandDirectory: { brands: [{ title: 'Tyres', slug: 'tyres', skipPage: true }] },
      },
      SITE,
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      `${SITE}: brandDirectory.brands[0].href: expected a link for the tile (skipPage is true, so the brand has no page), found null`,
    ]);
  });
});

describe('§1 stats banners: 50+ locations, 40+ brands, 30+ years established', () => {
  const has = () => true;
  it('figures from config read "{n}+" and link to /dealer-locator, /brands and /about-us', () => {
    const stats = { locations: 50, brands: 40, years: 30, established: null };
    expect(statBanners(stats, { locations: 3, brands: 2, year: 2026 }, has)).toEqual([
      { figure: '50+', label: 'Locations', href: '/dealer-locator' },
      { figure: '40+', label: 'Brands', href: '/brands' },
      { figure: '30+', label: 'Years established', href: '/about-us' },
    ]);
  });

  it.each([
    [0, null],
    [9, '9'],
    [10, '10+'],
    [57, '50+'],
    [40, '40+'],
    [123, '120+'],
  ])('a counted %i reads %s (none: the banner is left out)', (n, figure) => {
    const stats = { locations: 'auto' as const, brands: 40, years: 30, established: null };
    const [locations] = statBanners(stats, { locations: n, brands: 1, year: 2026 }, has);
    expect(locations).toMatchObject(figure === null ? { label: 'Brands' } : { label: 'Locations', figure });
  });

  it('computed from the group: its locations, its brands, and the years since it was established', () => {
    const stats = { locations: 'auto' as const, brands: 'auto' as const, years: 'auto' as const, established: 1994 };
    expect(statBanners(stats, { locations: 57, brands: 43, year: 2026 }, has).map((b) => b.figure)).toEqual([
      '50+',
      '40+',
      '30+',
    ]);
  });

  it('leaves out a figure it cannot know or that is nothing, and a link to a page the site lacks', () => {
    const stats = { locations: 'auto' as const, brands: 'auto' as const, years: 'auto' as const, established: null };
    expect(statBanners(stats, { locations: 4, brands: 0, year: 2026 }, (path) => path !== '/dealer-locator')).toEqual([
      { figure: '4', label: 'Locations', href: null },
    ]);
  });
});
