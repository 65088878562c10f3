/**
 * The demo sites and locations the location tests run on, each picked by what it shows: weekday
 * hours grouped or not, a build-day special, many or few locations, a service location beside its
 * sales one, a location with a map key and one without, hover menus or not.
 */
import { demoSites } from './sites.ts';
import { visibleLocations } from '../../src/lib/locations/order.ts';
import type { Location } from '../../src/lib/locations/options.ts';

const listed = demoSites.flatMap((tenant) =>
  visibleLocations(tenant.locations).map((location) => ({ tenant, location })),
);
const weekdayHours = (l: Location) =>
  [1, 2, 3, 4, 5]
    .map((d) => l.openingHours.find((h) => h.weekday === d))
    .map((h) => `${h?.status} ${h?.open} ${h?.close}`);
export const equalWeekdays = listed.find(
  ({ tenant, location }) =>
    !tenant.hours.fullHours && new Set(weekdayHours(location)).size === 1 && location.address.state === 'QLD',
)!;
export const differentWeekdays = listed.find(
  ({ tenant, location }) => !tenant.hours.fullHours && new Set(weekdayHours(location)).size > 1,
)!;
export const withBuildDayHours = demoSites.find((t) =>
  t.locations.some((l) => l.visible && l.buildDaySpecialHours.length > 0),
)!;
export const many = demoSites.find((t) => visibleLocations(t.locations).length > 3)!;
export const few = demoSites.find(
  (t) => visibleLocations(t.locations).length <= 3 && visibleLocations(t.locations).length > 1,
)!;
export const service = listed.find(
  ({ tenant, location }) =>
    location.type === 'service' &&
    visibleLocations(tenant.locations).some(
      (l) => l.dealershipId === location.dealershipId && (l.type === 'sales' || l.type === ''),
    ),
)!;
export const mapped = listed.find(({ location }) => location.address.mapKey)!;
export const unmapped = listed.find(({ location }) => !location.address.mapKey)!;
export const hovering = demoSites.find((t) => t.features.hoverMenus && t.locations.length > 0)!;
export const clicking = demoSites.find((t) => !t.features.hoverMenus && t.locations.length > 0)!;
