/**
 * Where an offer's buttons go (spec/site.md §2.3 offer cards; §5 Offer links):
 *
 * - Enquire opens the contact form for the offer's model, at the location that sells its make, and
 *   names the dealership: a location's name without a trailing ' - Sales', ' - Service' or
 *   ' - Parts' (the shopper contacts the dealership, not a department);
 * - 'Search this model' goes to /search/{make}/{model} where the site has that page (it has that
 *   stock), else to the model's `overrideUrl`, else is not offered.
 */
import { CONTACT_PATH, locationContactPath } from '../locations/paths.ts';
import { visibleLocations } from '../locations/order.ts';
import type { Offer } from './types.ts';
import { sitePagesBuilt } from '../site/pages.ts';
import type { TenantBuildData } from '../site/site-data.ts';

const DEPARTMENT_SUFFIX = / - (?:Sales|Service|Parts)$/;

/** spec/site.md §5: the name-based contact link drops a trailing ' - Sales', ' - Service' or ' - Parts'. */
function contactName(name: string): string {
  return name.replace(DEPARTMENT_SUFFIX, '');
}

type LinkLocation = {
  slug: string;
  name: string;
  type: string;
  visible: boolean;
  primary: boolean;
  manufacturers: readonly string[];
};

/** The location an offer's enquiry goes to: a sales location of its make, else the site's main one. */
function enquiryLocation(offer: Pick<Offer, 'manufacturer'>, locations: readonly LinkLocation[]): LinkLocation | null {
  const listed = visibleLocations(locations);
  const sells = (l: LinkLocation) => l.type === 'sales' || l.type === '';
  const make = offer.manufacturer?.name.toLowerCase();
  return (
    listed.find((l) => sells(l) && make !== undefined && l.manufacturers.some((m) => m.toLowerCase() === make)) ??
    listed.find(sells) ??
    listed[0] ??
    null
  );
}

/** The Enquire link: the contact form at that location, told which offer (the form fills in its model). */
export function offerEnquiryLink(
  offer: Pick<Offer, 'id' | 'manufacturer'>,
  site: { name: string; locations: readonly LinkLocation[] },
): { href: string; dealer: string } {
  const location = enquiryLocation(offer, site.locations);
  const query = `?offer=${encodeURIComponent(offer.id)}`;
  return location
    ? { href: `${locationContactPath(location.slug)}${query}`, dealer: contactName(location.name) }
    : { href: `${CONTACT_PATH}${query}`, dealer: site.name };
}

/** The search page of the offer's model, when `exists` says the site builds it; else the model's own link. */
function searchModelLink(
  offer: Pick<Offer, 'manufacturer' | 'model'>,
  exists: (path: string) => boolean,
): string | null {
  if (!offer.model) return null;
  const path = offer.manufacturer ? `/search/${offer.manufacturer.slug}/${offer.model.slug}` : null;
  return path !== null && exists(path) ? path : offer.model.overrideUrl;
}

/** The same for a built site: whether the model's search page is built depends on the stock, so this needs the whole site. */
export function offerSearchLink(
  site: Pick<TenantBuildData, 'tenant' | 'searchPages' | 'content'>,
  offer: Pick<Offer, 'manufacturer' | 'model'>,
): string | null {
  const built = sitePagesBuilt(site);
  return searchModelLink(offer, (path) => built.has(path));
}
