/**
 * The location pages (spec/site.md §2.3): the directory (/dealerships), a location's own page
 * (/locations/{slug}) with its Sales and Service tabs, and the home page's locations block.
 */
import type { SiteContext } from '../../lib/site/site-data.ts';
import type { Location } from '../../lib/locations/options.ts';
import { visibleLocations } from '../../lib/locations/order.ts';
import { filterLocations } from '../../lib/locations/filter.ts';
import { departmentOf } from '../../lib/hours/special.ts';
import { absoluteUrl } from '../../lib/seo/urls.ts';
import { locationJsonLd } from '../../lib/seo/json-ld.ts';
import { holidayDays, locationHours } from './hours.ts';
import { locationCard, locationDetails } from './card.ts';
import { DEALERSHIPS_PATH, locationPath } from '../../lib/locations/paths.ts';
import { locationMap } from './map.ts';
import { locationRating, locationReviewsSection } from '../reviews.ts';
import { teamPath } from '../../lib/teams/site-teams.ts';

/** spec/site.md §2.3: "More than 3 cards show a swipe hint." */
const SWIPE_HINT_ABOVE = 3;

/** schema.org AutoDealer (AutoRepair, AutoPartsStore) for one location, with its hours. */
function locationStructuredData(site: SiteContext, location: Location) {
  const { tenant } = site;
  const hours = locationHours(site, location);
  const card = locationCard(site, location);
  return locationJsonLd({
    url: absoluteUrl(tenant.url, card.href),
    name: location.name,
    department: hours.department,
    image: card.image ? absoluteUrl(tenant.url, card.image.src) : null,
    telephone: location.contact.phone,
    email: location.contact.email ?? null,
    address: location.address,
    hasMap: location.address.placeUrl ?? null,
    week: hours.schedule.week,
    special: Object.entries(hours.schedule.days).map(([date, dayHours]) => ({ date, hours: dayHours })),
    parentOrganization: { name: tenant.name, url: tenant.url },
    rating: card.rating,
  });
}

export function dealershipsPage(site: SiteContext) {
  const { tenant } = site;
  const locations = visibleLocations(tenant.locations);
  return {
    head: {
      title: `Our dealerships | ${tenant.name}`,
      description: `Where to find ${tenant.name}: addresses, opening hours, phone numbers and directions for each of our locations.`,
      path: DEALERSHIPS_PATH,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Dealerships', href: DEALERSHIPS_PATH },
    ],
    cards: locations.map((location) => locationCard(site, location)),
    swipeHint: locations.length > SWIPE_HINT_ABOVE,
    holidays: holidayDays(site, locations),
    jsonLd: locations.map((location) => locationStructuredData(site, location)),
  };
}

/** A location's panel on its page: the info card, hours, holiday hours, map, reviews badge, reviews and licences. */
function locationPanel(site: SiteContext, location: Location) {
  return {
    card: locationCard(site, location),
    details: locationDetails(location),
    holidays: holidayDays(site, [location]),
    map: locationMap(site.tenant, location),
    badge: locationRating(site, location),
    reviews: locationReviewsSection(site, location),
    /** Its team page (/teams/{slug}), where the site has the location's staff list. */
    team: site.content.teams[location.slug] ? teamPath(location.slug) : null,
  };
}

export type LocationPanel = ReturnType<typeof locationPanel>;

/**
 * The Sales and Service tabs (spec/site.md §2.3): the dealership's sales location and its service
 * location, starting on the tab of the page's own location (Service for a service location). A
 * location without a counterpart in its dealership has no tabs.
 */
function tabbedLocations(
  tenant: SiteContext['tenant'],
  location: Location,
): { sales: Location; service: Location } | null {
  const department = departmentOf(location.type);
  if (department === 'parts') return null;
  const wanted = department === 'sales' ? 'service' : 'sales';
  const counterpart = visibleLocations(tenant.locations).find(
    (l) => l.dealershipId === location.dealershipId && departmentOf(l.type) === wanted,
  );
  if (!counterpart) return null;
  return department === 'sales' ? { sales: location, service: counterpart } : { sales: counterpart, service: location };
}

export function locationPage(site: SiteContext, location: Location) {
  const { tenant } = site;
  const path = locationPath(location.slug);
  const paired = tabbedLocations(tenant, location);
  const shown = paired ? [paired.sales, paired.service] : [location];
  return {
    head: {
      title: `${location.name} | ${tenant.name}`,
      description: `${location.name}, ${location.address.street}, ${location.address.city}: opening hours, holiday hours, directions and contact details.`,
      path,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Dealerships', href: DEALERSHIPS_PATH },
      { label: location.name, href: path },
    ],
    name: location.name,
    tabs: paired
      ? [
          { label: 'Sales', slug: paired.sales.slug },
          { label: 'Service', slug: paired.service.slug },
        ]
      : null,
    initialSlug: location.slug,
    panels: shown.map((l) => locationPanel(site, l)),
    jsonLd: shown.map((l) => locationStructuredData(site, l)),
  };
}

export type LocationsBlockModel = {
  heading: string;
  layout: 'single' | 'cards' | 'map';
  cards: ReturnType<typeof locationCard>[];
  maps: ReturnType<typeof locationMap>[];
  holidays: ReturnType<typeof holidayDays>;
};

/**
 * The home page's locations block (spec/site.md §2.3: a single location, a grid of location cards,
 * or a map), or null when it is off or lists no location. The map layout needs every listed
 * location's mapKey; without them it is a grid of cards.
 */
export function locationsBlock(site: SiteContext): LocationsBlockModel | null {
  const options = site.tenant.locationsBlock;
  const locations = filterLocations(site.tenant.locations, options);
  if (!options.enabled || locations.length === 0) return null;
  const maps = locations.map((location) => locationMap(site.tenant, location));
  const layout =
    locations.length === 1 ? 'single' : options.layout === 'map' && maps.every((m) => m.embed) ? 'map' : 'cards';
  return {
    heading: options.heading,
    layout,
    cards: locations.map((location) => locationCard(site, location)),
    maps,
    holidays: holidayDays(site, locations),
  };
}
