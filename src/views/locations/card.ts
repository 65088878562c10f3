/**
 * A location card (spec/site.md §2.3): photo (600x400 through the image CDN), name, address, phone,
 * hours, rating and the buttons Get Directions, Call and Enquire.
 */
import type { SiteContext } from '../../lib/site/site-data.ts';
import type { Location } from '../../lib/locations/options.ts';
import { locationImage, type CardImage } from '../../lib/locations/image.ts';
import { directionsUrl } from '../../lib/locations/maps.ts';
import { formatPhone, telHref } from '../../lib/format/phone.ts';
import { locationContactPath, locationPath } from '../../lib/locations/paths.ts';
import { locationHours, type LocationHours } from './hours.ts';
import { localityOf } from './map.ts';
import { locationRating, locationRatingHref } from '../reviews.ts';

const TYPE_LABELS = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const;

export type Phone = { display: string; href: string };
const phone = (raw: string): Phone => ({ display: formatPhone(raw), href: telHref(raw) });

export type LocationCardModel = {
  id: number;
  slug: string;
  name: string;
  href: string;
  typeLabel: string;
  image: CardImage | null;
  street: string;
  locality: string;
  phone: Phone;
  hours: Pick<LocationHours, 'rows' | 'schedule'>;
  rating: ReturnType<typeof locationRating>;
  /** Where the rating links: the location's rating on /pages/reviews. */
  ratingHref: string;
  directions: string;
  enquire: string;
};

export function locationCard(site: SiteContext, location: Location): LocationCardModel {
  const { images } = site.tenant.vehiclePage;
  const hours = locationHours(site, location);
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    href: locationPath(location.slug),
    typeLabel: TYPE_LABELS[hours.department],
    image: location.image
      ? locationImage(location.image, { template: images.cdnTemplate, quality: images.quality, format: images.format })
      : null,
    street: location.address.street,
    locality: localityOf(location),
    phone: phone(location.contact.phone),
    hours: { rows: hours.rows, schedule: hours.schedule },
    rating: locationRating(site, location),
    ratingHref: locationRatingHref(site, location),
    directions: directionsUrl(location),
    enquire: locationContactPath(location.slug),
  };
}

/** The location's own details beyond its card: the location page's info card. */
export function locationDetails(location: Location) {
  return {
    landline: location.contact.landlinePhone ? phone(location.contact.landlinePhone) : null,
    email: location.contact.email ?? null,
    dealerLicence: location.dealerLicenceNumber ?? null,
    repairerLicence: location.motorVehicleRepairer ?? null,
  };
}
