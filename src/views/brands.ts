/**
 * A group site's pages (spec/site.md §1, §2.3, §9): the home page's brand logo banner, stats banners
 * and brand tiles, the brand directory (/brands) with its search island, each brand's page
 * (/brands/{slug}) and the dealer locator (/dealer-locator).
 */
import type { SiteContext, TenantBuildData } from '../lib/site/site-data.ts';
import type { BrandOption } from '../lib/brands/options.ts';
import { brandMakes, paragraphs, type DirectoryEntry } from '../lib/brands/entries.ts';
import { statBanners } from '../lib/brands/stats.ts';
import { BRANDS_PATH, DEALER_LOCATOR_PATH, brandPath } from '../lib/brands/paths.ts';
import { DEFAULT_DIRECTORY_STATE, unsearchedResults } from '../lib/brands/directory-search.ts';
import { sitePagesBuilt } from '../lib/site/pages.ts';
import { visibleLocations } from '../lib/locations/order.ts';
import { locationCard } from './locations/card.ts';
import { slugify } from '../lib/format/slug.ts';

/** A brand as a tile: its logo (or its name), linking to its page or wherever its tile goes. */
type BrandTile = { title: string; href: string; external: boolean; logoSrc: string | null };

const tileOf = (entry: DirectoryEntry): BrandTile => ({
  title: entry.title,
  href: entry.href,
  external: entry.external,
  logoSrc: entry.logoSrc,
});

/** The group home page's sections, or null on a site that is not a group's. */
export function groupHome(site: TenantBuildData) {
  if (!site.directory) return null;
  const { tenant } = site;
  const built = sitePagesBuilt(site);
  const brands = site.directory.entries.filter((entry) => entry.kind !== 'dealership');
  return {
    /** The brand logo banner: the makes the group sells (not its own businesses), logo or name. */
    banner: brands.filter((entry) => entry.kind !== 'group').map(tileOf),
    stats: statBanners(
      tenant.brandDirectory.stats,
      {
        locations: visibleLocations(tenant.locations).length,
        brands: brands.length,
        year: Number(site.builtAt.slice(0, 4)),
      },
      (path) => built.has(path),
    ),
    tiles: brands.map(tileOf),
    directoryPath: BRANDS_PATH,
  };
}

export type GroupHomeModel = NonNullable<ReturnType<typeof groupHome>>;

/** /brands: the prerendered first page (every entry in the group's order) and the island's search config. */
export function brandDirectoryPage(site: SiteContext) {
  const { tenant } = site;
  const directory = site.directory!;
  return {
    head: {
      title: `Our brands | ${tenant.name}`,
      description: `Every brand and dealership of ${tenant.name}: find a brand, its dealerships and its cars.`,
      path: BRANDS_PATH,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Brands', href: BRANDS_PATH },
    ],
    island: {
      endpoint: { host: directory.search.host, apiKey: directory.search.apiKey },
      indexUid: directory.search.indexUid,
      path: BRANDS_PATH,
      initialResults: unsearchedResults(directory.entries, DEFAULT_DIRECTORY_STATE),
    },
  };
}

export type DirectoryIslandProps = ReturnType<typeof brandDirectoryPage>['island'];

/** One brand's page: banner, logo, description, its dealerships' locations, its stock and its own site. */
export function brandPage(site: TenantBuildData, brand: BrandOption) {
  const { tenant } = site;
  const path = brandPath(brand.slug);
  const makes = brandMakes(brand);
  // The directory entry carries the logo resolved at build time (own, or the manufacturer's).
  const logo = site.directory!.entries.find((entry) => entry.id === `brand-${brand.slug}`)?.logoSrc ?? null;
  const locations = visibleLocations(tenant.locations).filter((location) =>
    location.manufacturers.some((make) => makes.includes(make)),
  );
  const built = sitePagesBuilt(site);
  const stock = makes
    .map((make) => ({ make, path: `/search/${slugify(make)}` }))
    .filter((link) => built.has(link.path));
  const text = paragraphs(brand.description);
  return {
    head: {
      title: `${brand.title} | ${tenant.name}`,
      description: text[0] ?? `${brand.title} at ${tenant.name}: our dealerships, cars and contact details.`,
      path,
      ogImage: brand.imageBannerSrc ?? logo,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Brands', href: BRANDS_PATH },
      { label: brand.title, href: path },
    ],
    title: brand.title,
    logo,
    banner: brand.imageBannerSrc,
    paragraphs: text,
    website: brand.website,
    stock: stock.map((link) => ({ label: `Browse ${link.make} cars`, href: link.path })),
    cards: locations.map((location) => locationCard(site, location)),
    locatorPath: built.has(DEALER_LOCATOR_PATH) ? DEALER_LOCATOR_PATH : null,
  };
}

/** /dealer-locator: every listed location with where it is and what it sells, and the geocoder to place a postcode. */
export function dealerLocatorPage(site: SiteContext) {
  const { tenant } = site;
  const locations = visibleLocations(tenant.locations);
  const makes = [...new Set(locations.flatMap((location) => location.manufacturers))].sort((a, b) =>
    a.localeCompare(b, 'en-AU'),
  );
  const { kind, url } = tenant.delivery.geocoder;
  return {
    head: {
      title: `Find a dealer | ${tenant.name}`,
      description: `Find the ${tenant.name} dealership nearest you: enter your postcode to see our locations by distance.`,
      path: DEALER_LOCATOR_PATH,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Dealer locator', href: DEALER_LOCATOR_PATH },
    ],
    makes,
    locations: locations.map((location) => ({
      card: locationCard(site, location),
      point: { lat: location.address.lat, long: location.address.long },
      makes: location.manufacturers,
    })),
    geocoder: { kind, url, ...(site.geocoderKey ? { key: site.geocoderKey } : {}) },
  };
}
