/**
 * A site's offers (spec/site.md §2.1, §3): which of the offer files it reads apply to it, where each
 * one's page is, and which are current on a given day.
 *
 * - A manufacturer's national offers reach every dealer of that make, except the websites named in
 *   `excludedWebsiteIds` (the tenant's `id`); a site can also withdraw one with a `published: false`
 *   file of the same id, as with any content.
 * - /offers/{id} is an offer's page; on a site with no single manufacturer (a group of several makes,
 *   a used-car dealer) an offer for a make is at /offers/{manufacturer}/{id}, and the other form
 *   redirects to whichever the site uses.
 * - An offer shows from its start day to its expiry day inclusive, by the dealer's calendar; the
 *   build leaves out the others, so a daily rebuild keeps the site current.
 */
import { slugify } from '../format/slug.ts';
import type { OfferFrontmatter } from './frontmatter.ts';
import type { Offer } from './types.ts';

export const OFFERS_PATH = '/offers';

/** /offers and a page per offer, where the site runs any. */
export function offerPagePaths(offers: readonly Pick<Offer, 'path'>[]): string[] {
  return offers.length > 0 ? [OFFERS_PATH, ...offers.map((offer) => offer.path)] : [];
}

/** A site that represents one manufacturer (tenant.manufacturer) puts offers at /offers/{id}; others add the make. */
function usesManufacturerPaths(tenant: { manufacturer: string | null }): boolean {
  return tenant.manufacturer === null;
}

function offerPaths(
  id: string,
  manufacturerSlug: string | null,
  withManufacturer: boolean,
): { path: string; otherPath: string | null } {
  const plain = `${OFFERS_PATH}/${id}`;
  if (manufacturerSlug === null) return { path: plain, otherPath: null };
  const made = `${OFFERS_PATH}/${manufacturerSlug}/${id}`;
  return withManufacturer ? { path: made, otherPath: plain } : { path: plain, otherPath: made };
}

/** Whether the offer runs on the website with this id. */
export function runsOn(frontmatter: Pick<OfferFrontmatter, 'excludedWebsiteIds'>, websiteId: number): boolean {
  return !frontmatter.excludedWebsiteIds.includes(websiteId);
}

/** One offer as a site shows it, from its file's frontmatter and its description rendered. */
export function offerOf(
  id: string,
  data: OfferFrontmatter,
  description: { html: string; text: string },
  tenant: { manufacturer: string | null },
): Offer {
  const manufacturer = data.manufacturer ? { name: data.manufacturer, slug: slugify(data.manufacturer) } : null;
  const model = data.model
    ? {
        name: data.model.name,
        slug: data.model.slug ?? slugify(data.model.name),
        overrideUrl: data.model.overrideUrl ?? null,
      }
    : null;
  return {
    id,
    ...offerPaths(id, manufacturer?.slug ?? null, usesManufacturerPaths(tenant)),
    name: data.name,
    category: data.category ?? null,
    image: data.image ?? null,
    imageAlt: data.imageAlt ?? '',
    manufacturer,
    model,
    start: data.start ?? null,
    expiry: data.expiry ?? null,
    descriptionHtml: description.html,
    descriptionText: description.text,
    disclaimer: data.disclaimer ?? null,
  };
}

export type OfferTiming = 'current' | 'upcoming' | 'expired';

/** Where `today` (YYYY-MM-DD) falls against the offer's start and expiry days. */
export function offerTiming(offer: Pick<Offer, 'start' | 'expiry'>, today: string): OfferTiming {
  if (offer.start !== null && today < offer.start) return 'upcoming';
  if (offer.expiry !== null && today > offer.expiry) return 'expired';
  return 'current';
}

/** Latest first: the latest start, then the one ending soonest, then by name. An offer without a start counts as oldest. */
export function latestFirst(a: Offer, b: Offer): number {
  return (
    (b.start ?? '').localeCompare(a.start ?? '') ||
    (a.expiry ?? '9999').localeCompare(b.expiry ?? '9999') ||
    a.name.localeCompare(b.name)
  );
}
