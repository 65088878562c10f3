/**
 * One car as the vehicle feeds advertise it, from the same Vehicle the car page renders: its title,
 * page, photos, price and what the price includes, condition, odometer and the dealer location
 * that has it. A car goes into the feeds only when a shopper can buy it now (in stock, shown on the
 * website, not reserved) and carries what both Google and Meta require; any other car is left out
 * with the reason, which the feed names in a comment so the dealer can fix the stock record.
 */
import type { Vehicle } from '../stock/vehicle.ts';
import type { Tenant } from '../tenant/schema.ts';
import { vehicleTitle, primaryImage, carTypeLabel } from '../stock/display.ts';
import { commentSegments, truncateComments } from '../vehicle/comments.ts';
import { absoluteUrl } from '../seo/urls.ts';
import { visibleLocations } from '../locations/order.ts';
import { cdnImageUrl } from '../vehicle/images.ts';
import { formatCount } from '../format/money.ts';
import type { FeedPriceType } from '../pricing/constants.ts';
import { priceType } from '../pricing/price-type.ts';
import { priceLabel, priceLabelOptions } from '../pricing/label.ts';

/** Both formats allow up to 5,000 characters of description; Meta takes at most 20 images. */
export const MAX_DESCRIPTION = 5000;
const MAX_IMAGES = 20;
/** spec/shopping.md §5: a price is shown only when above 10. */
const MIN_PRICE = 10;
/** 17 characters, no I, O or Q (ISO 3779), as both formats require. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export type FeedTenant = Pick<Tenant, 'name' | 'url' | 'locations' | 'feeds' | 'texts' | 'pricing'> & {
  vehiclePage: { images: Pick<Tenant['vehiclePage']['images'], 'cdnTemplate' | 'quality'> };
};
/**
 * Feed photos through the image CDN: JPEG, which both Google (JPEG, WebP, PNG, GIF, BMP, TIFF) and
 * Meta (JPEG, PNG) take, at a size both recommend (Meta at least 500 px square, Google 800 px wide).
 */
const FEED_PHOTO = { width: 1200, height: 800, format: 'jpg' } as const;
type Location = Tenant['locations'][number];

export interface FeedListing {
  car: Vehicle;
  title: string;
  description: string;
  /** The car page, absolute. */
  url: string;
  /** Absolute photo URLs, the one the car page leads with first. */
  images: string[];
  price: number;
  /** The price before a reduction, when the car page shows one. */
  wasPrice: number | null;
  priceType: FeedPriceType;
  /** What the price includes, in the car page's words (docs/pricing-law.md), for a feed with no field for it. */
  priceNote: string;
  km: number;
  colour: string;
  vin: string;
  location: Location;
  storeCode: string;
}

export interface LeftOut {
  id: number;
  reason: string;
}

export interface FeedListings {
  listings: readonly FeedListing[];
  leftOut: readonly LeftOut[];
}

/** Each stock list's listings, by tenant: a site's feeds are built from the same ones, in one render. */
const listed = new WeakMap<readonly Vehicle[], { tenant: FeedTenant; listings: FeedListings }>();

/** The cars a feed may carry, in the site's order, and why each other car is left out. */
export function feedListings(tenant: FeedTenant, vehicles: readonly Vehicle[]): FeedListings {
  const known = listed.get(vehicles);
  if (known?.tenant === tenant) return known.listings;
  const listings: FeedListing[] = [];
  const leftOut: LeftOut[] = [];
  for (const car of vehicles) {
    const listing = toListing(tenant, car);
    if (typeof listing === 'string') leftOut.push({ id: car.id, reason: listing });
    else listings.push(listing);
  }
  const result = { listings, leftOut };
  listed.set(vehicles, { tenant, listings: result });
  return result;
}

/** A listing, or why the car cannot be one. Sold, coming-soon and hidden cars are not advertised. */
function toListing(tenant: FeedTenant, car: Vehicle): FeedListing | string {
  if (car.status !== 'in_stock' || !car.show_on_dealer_website) return 'not for sale now';
  if (car.reserved) return 'reserved';
  if (!(car.price > MIN_PRICE)) return 'no price';
  const vin = (car.vin ?? '').trim().toUpperCase();
  if (!VIN.test(vin)) return 'no 17-character VIN';
  const images = photoUrls(tenant, car);
  if (images.length === 0) return 'no raster photo (Google and Meta refuse vector images)';
  const km = car.km ?? (car.car_type === 'new' || car.item_type === 'caravan' ? 0 : null);
  if (km === null) return 'no odometer reading';
  const colour = (car.colour ?? '').trim();
  if (colour === '') return 'no colour';
  const location = carLocation(tenant.locations, car);
  if (!location) return 'no dealer location';
  const was = car.before_price ?? 0;
  return {
    car,
    vin,
    images,
    km,
    colour,
    location,
    title: vehicleTitle(car),
    description: description(tenant, car, km, colour),
    url: absoluteUrl(tenant.url, `/cars/${car.slug}`),
    price: car.price,
    wasPrice: was > car.price ? was : null,
    priceType: priceType(car.price_type, tenant.feeds.priceType),
    priceNote: priceLabel(car, priceLabelOptions(tenant)).full,
    storeCode: tenant.feeds.storeCodes[location.slug] ?? String(location.id),
  };
}

/**
 * The car's photos as the feeds may carry them: through the image CDN as JPEG where the site has
 * one (the photo's URL as the stock record has it, as the car page asks the CDN), else the original
 * files; a vector drawing (SVG) or inline image is never a feed photo.
 */
function photoUrls(tenant: FeedTenant, car: Vehicle): string[] {
  const first = primaryImage(car);
  const all = [first, ...car.images.map((image) => image.image.url)].filter((url): url is string => Boolean(url));
  const { cdnTemplate, quality } = tenant.vehiclePage.images;
  return [...new Set(all)]
    .filter((url) => !isVector(url))
    .slice(0, MAX_IMAGES)
    .map((url) => absoluteUrl(tenant.url, cdnImageUrl(url, { ...FEED_PHOTO, quality }, { template: cdnTemplate })));
}

const isVector = (url: string): boolean => url.startsWith('data:') || /\.svg(?:[?#]|$)/i.test(url);

/** The location the car is at, else the site's main sales location (a car record may name none). */
function carLocation(locations: readonly Location[], car: Vehicle): Location | null {
  const id = car.location?.id ?? car.location_id;
  return locations.find((location) => location.id === id) ?? visibleLocations(locations)[0] ?? locations[0] ?? null;
}

/** The dealer's comments (segments on their own lines), or a plain sentence when there are none. */
function description(tenant: FeedTenant, car: Vehicle, km: number, colour: string): string {
  const comments = commentSegments(car.dealercomments).join('\n');
  if (comments !== '') return truncateComments(comments, MAX_DESCRIPTION);
  const odometer = km > 0 ? `, ${formatCount(km)} km` : '';
  return `${carTypeLabel(car.car_type, tenant.texts.usedLabel)} ${vehicleTitle(car)} in ${colour}${odometer}, at ${tenant.name}.`;
}
