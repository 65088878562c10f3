/**
 * Which locations a locations block lists (spec/site.md §2.3: primary, sales, service, parts,
 * service-and-parts, all, or a location id; also by manufacturer, subtype and excluded ids), in the
 * spec's order: sales, then service, then parts.
 */
import { departmentOf } from '../hours/special.ts';
import type { Location, LocationsBlockOptions } from './options.ts';
import { visibleLocations } from './order.ts';

type Filterable = Pick<Location, 'id' | 'primary' | 'visible' | 'manufacturers' | 'subtypes'> & { type: string };
type Filter = Pick<LocationsBlockOptions, 'filter' | 'manufacturer' | 'subtype'> & { excludedIds: readonly number[] };

function matchesFilter(location: Filterable, filter: Filter['filter']): boolean {
  if (typeof filter === 'number') return location.id === filter;
  const department = departmentOf(location.type);
  switch (filter) {
    case 'all':
      return true;
    case 'primary':
      return location.primary;
    case 'service-and-parts':
      return department === 'service' || department === 'parts';
    default:
      return department === filter;
  }
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' }) === 0;

export function filterLocations<T extends Filterable>(locations: readonly T[], filter: Filter): T[] {
  return visibleLocations(locations).filter(
    (location) =>
      matchesFilter(location, filter.filter) &&
      (filter.manufacturer === null || location.manufacturers.some((make) => sameText(make, filter.manufacturer!))) &&
      (filter.subtype === null || location.subtypes.some((subtype) => sameText(subtype, filter.subtype!))) &&
      !filter.excludedIds.includes(location.id),
  );
}
