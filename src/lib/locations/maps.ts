/**
 * Links to the map service (spec/site.md §7 Maps embed and External links): Get Directions, the
 * place's reviews, and the embed a location's `mapKey` allows. Google Maps URLs
 * (https://developers.google.com/maps/documentation/urls) need no key; the Embed API does.
 */
import type { Location } from './options.ts';

type Place = Pick<Location, 'name' | 'address'>;

const query = (place: Place) =>
  `${place.name}, ${place.address.street}, ${place.address.city} ${place.address.state} ${place.address.postcode}`;

/** Directions to the location from wherever the shopper is. */
export function directionsUrl(place: Place): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', `${place.address.lat},${place.address.long}`);
  if (place.address.placeId) url.searchParams.set('destination_place_id', place.address.placeId);
  return url.href;
}

/** The place's reviews on Google: its own page (placeUrl), else found by its place id; null without either. */
export function reviewsUrl(place: Place): string | null {
  if (place.address.placeUrl) return place.address.placeUrl;
  if (!place.address.placeId) return null;
  const url = new URL('https://search.google.com/local/reviews');
  url.searchParams.set('placeid', place.address.placeId);
  return url.href;
}

/** The Maps Embed API view of the place, or null when the location has no mapKey. */
export function mapEmbedUrl(place: Place, zoom: number): string | null {
  if (!place.address.mapKey) return null;
  const url = new URL('https://www.google.com/maps/embed/v1/place');
  url.searchParams.set('key', place.address.mapKey);
  url.searchParams.set('q', place.address.placeId ? `place_id:${place.address.placeId}` : query(place));
  url.searchParams.set('center', `${place.address.lat},${place.address.long}`);
  url.searchParams.set('zoom', String(zoom));
  return url.href;
}
