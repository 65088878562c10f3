/**
 * The contact page (spec/site.md §2.3: "shows a map or a list depending on the number of locations
 * and dealerships"): one page with one canonical URL, /contact-us (/contact shows the same page and
 * names /contact-us as canonical), and /contact-us/{location} with that location chosen in the form.
 * A site with one dealership shows its locations beside a map; a group of dealerships lists each
 * dealership's locations under its name.
 */
import type { SiteContext } from '../../lib/site/site-data.ts';
import type { Location } from '../../lib/locations/options.ts';
import { visibleLocations } from '../../lib/locations/order.ts';
import { leadFormProps } from '../lead-forms.ts';
import { holidayDays } from './hours.ts';
import { locationCard } from './card.ts';
import { CONTACT_PATH, locationContactPath } from '../../lib/locations/paths.ts';
import { locationMap } from './map.ts';
import { offerSubjects } from '../offers.ts';

type Group = { heading: string | null; cards: ReturnType<typeof locationCard>[] };

/** The locations under their dealership's name, for a site of several dealerships. */
function byDealership(site: SiteContext, locations: Location[]): Group[] {
  const { dealerships } = site.tenant;
  const groups = dealerships
    .map((dealership) => ({
      heading: dealership.name,
      cards: locations.filter((l) => l.dealershipId === dealership.id).map((l) => locationCard(site, l)),
    }))
    .filter((group) => group.cards.length > 0);
  const grouped = new Set(dealerships.map((d) => d.id));
  const rest = locations.filter((l) => !grouped.has(l.dealershipId));
  return rest.length > 0
    ? [...groups, { heading: 'Other locations', cards: rest.map((l) => locationCard(site, l)) }]
    : groups;
}

export function contactPage(site: SiteContext, chosen: Location | null) {
  const { tenant } = site;
  const all = visibleLocations(tenant.locations);
  const shown = chosen ? [chosen] : all;
  const path = chosen ? locationContactPath(chosen.slug) : CONTACT_PATH;
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Contact us', href: CONTACT_PATH },
  ];
  const layout = !chosen && tenant.dealerships.length > 1 ? 'list' : 'map';
  return {
    head: {
      title: chosen ? `Contact ${chosen.name} | ${tenant.name}` : `Contact us | ${tenant.name}`,
      description: chosen
        ? `Send ${chosen.name} a message, or call or visit us at ${chosen.address.street}, ${chosen.address.city}.`
        : `Send ${tenant.name} a message, or call or visit us.`,
      path,
    },
    crumbs: chosen ? [...crumbs, { label: chosen.name, href: path }] : crumbs,
    heading: chosen ? `Contact ${chosen.name}` : 'Contact us',
    form: { ...leadFormProps(tenant, 'contact', null), location: chosen?.slug ?? null, offers: offerSubjects(site) },
    layout,
    groups:
      layout === 'list'
        ? byDealership(site, shown)
        : [{ heading: null, cards: shown.map((l) => locationCard(site, l)) }],
    maps: layout === 'map' ? shown.map((l) => locationMap(tenant, l)) : [],
    holidays: holidayDays(site, shown),
  };
}
