/**
 * The map of a location (spec/site.md §2.3 Vehicle map section, §7 Maps embed): with the location's
 * mapKey, a frame that loads the maps embed only when the shopper asks (lib/locations/map-facade.ts);
 * without one, the address and Get Directions.
 */
import type { Tenant } from '../../lib/tenant/schema.ts';
import type { Location } from '../../lib/locations/options.ts';
import { directionsUrl, mapEmbedUrl } from '../../lib/locations/maps.ts';
import { mapFacadeDocument } from '../../lib/locations/map-facade.ts';

export type LocationMap = {
  name: string;
  street: string;
  locality: string;
  directions: string;
  embed: { src: string; title: string; facade: string } | null;
};

export const localityOf = (location: Pick<Location, 'address'>) =>
  `${location.address.city} ${location.address.state} ${location.address.postcode}`;

export function locationMap(tenant: Pick<Tenant, 'maps' | 'theme'>, location: Location): LocationMap {
  const src = mapEmbedUrl(location, tenant.maps.zoom);
  return {
    name: location.name,
    street: location.address.street,
    locality: localityOf(location),
    directions: directionsUrl(location),
    embed: src
      ? { src, title: `Map of ${location.name}`, facade: mapFacadeDocument(location.name, src, tenant.theme.colours) }
      : null,
  };
}
