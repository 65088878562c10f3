/**
 * What a group site's brand directory lists (spec/site.md §1, §2.3, §3): its brands, with the logo
 * and makes the manufacturer list gives them, and its dealerships, each linking to its first
 * location. One shape for the Meilisearch documents, the prerendered tiles and the island.
 */
import type { Tenant } from '../tenant/schema.ts';
import type { BrandKind, BrandOption } from './options.ts';
import { manufacturerBySlug } from './manufacturers.ts';
import { brandPath } from './paths.ts';
import { visibleLocations } from '../locations/order.ts';
import { locationPath } from '../locations/paths.ts';

export type DirectoryEntry = {
  /** "brand-kia", "dealership-201": unique within a site. */
  id: string;
  kind: BrandKind | 'dealership';
  title: string;
  href: string;
  /** The tile leaves the site (a skipped page's link, or another site). */
  external: boolean;
  logoSrc: string | null;
  /** The first paragraph of a brand's description; a dealership's address. */
  summary: string;
  /** Makes as stock spells them: the make list's values. */
  makes: string[];
  /** The tenant's order (brands, then dealerships): the directory's order when nothing is searched. */
  order: number;
};

/** An entry's fields: what a search asks Meilisearch to return (not the `site` its document adds). */
export const DIRECTORY_ENTRY_FIELDS: readonly (keyof DirectoryEntry)[] = [
  'id',
  'kind',
  'title',
  'href',
  'external',
  'logoSrc',
  'summary',
  'makes',
  'order',
];

/** The logo a manufacturer list slug has (src/pipeline/manufacturer-logos.ts reads it from the dataset), or null. */
export type LogoLookup = (slug: string) => string | null;

/** A brand's makes: its own list, else its manufacturer's make, else none. */
export function brandMakes(brand: Pick<BrandOption, 'slug' | 'makes'>): string[] {
  return brand.makes ?? [manufacturerBySlug(brand.slug)?.name].filter((make): make is string => make !== undefined);
}

/** A brand's logo: its own logoSrc (null: none), else its manufacturer's. */
function brandLogo(brand: Pick<BrandOption, 'slug' | 'logoSrc'>, logos: LogoLookup): string | null {
  return brand.logoSrc === undefined ? logos(brand.slug) : brand.logoSrc;
}

/** Brands with a page of their own (skipPage off). */
export function brandsWithPages(tenant: Pick<Tenant, 'template' | 'brandDirectory'>): BrandOption[] {
  return tenant.template === 'group' ? tenant.brandDirectory.brands.filter((brand) => !brand.skipPage) : [];
}

/** A description's paragraphs: a blank line starts a new one; line breaks within one are spaces. */
export function paragraphs(text: string): string[] {
  return text.trim() === ''
    ? []
    : text
        .trim()
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, ' '));
}

function brandEntry(brand: BrandOption, order: number, logos: LogoLookup): DirectoryEntry {
  const href = brand.skipPage ? brand.href! : brandPath(brand.slug);
  return {
    id: `brand-${brand.slug}`,
    kind: brand.kind,
    title: brand.title,
    href,
    external: /^https?:\/\//.test(href),
    logoSrc: brandLogo(brand, logos),
    summary: paragraphs(brand.description)[0] ?? '',
    makes: brandMakes(brand),
    order,
  };
}

type DealershipTenant = Pick<Tenant, 'dealerships' | 'locations'>;

/** Each dealership with a listed location, linking to its first (sales first), with every make its locations carry. */
function dealershipEntries(tenant: DealershipTenant, firstOrder: number): DirectoryEntry[] {
  const locations = visibleLocations(tenant.locations);
  return tenant.dealerships
    .flatMap((dealership) => {
      const own = locations.filter((location) => location.dealershipId === dealership.id);
      const first = own[0];
      if (!first) return [];
      const { street, city, state, postcode } = first.address;
      return [
        {
          id: `dealership-${dealership.id}`,
          kind: 'dealership' as const,
          title: dealership.name,
          href: locationPath(first.slug),
          external: false,
          logoSrc: null,
          summary: `${street}, ${city} ${state} ${postcode}`,
          makes: [...new Set(own.flatMap((l) => l.manufacturers))].sort(),
          order: 0,
        },
      ];
    })
    .map((entry, index) => ({ ...entry, order: firstOrder + index }));
}

/** The directory of a group site: its brands in their order, then its dealerships; empty on any other site. */
export function directoryEntries(
  tenant: Pick<Tenant, 'template' | 'brandDirectory'> & DealershipTenant,
  logos: LogoLookup,
): DirectoryEntry[] {
  if (tenant.template !== 'group') return [];
  const brands = tenant.brandDirectory.brands.map((brand, index) => brandEntry(brand, index, logos));
  return [...brands, ...dealershipEntries(tenant, brands.length)];
}
