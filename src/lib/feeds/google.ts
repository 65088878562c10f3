/**
 * /feeds/google-vehicles.xml: the site's stock for Google Merchant Center's vehicle ads (and the
 * free vehicle listings Merchant Center shows from the same feed), as an RSS 2.0 document in the
 * g: namespace. Attributes follow Google's vehicle ads product data specification for Australia:
 * id, title, link, image_link, price in AUD with vehicle_price_type, condition, brand, model, year,
 * mileage with its unit, color, VIN and the store code of the dealer location that has the car.
 *
 * Google takes passenger cars and utes only, and in Australia a new car's price must be drive-away
 * (or estimated drive-away) and a used car's drive-away or excluding government charges; other cars
 * are left out and named in a comment at the top of the feed.
 */
import type { FeedPriceType } from '../pricing/constants.ts';
import { feedListings, type FeedListing, type FeedTenant, type LeftOut } from './listing.ts';
import { leftOutComment, money } from './text.ts';
import type { Vehicle } from '../stock/vehicle.ts';
import { XML_DECLARATION, branch, leaf, renderXml, type XmlNode } from '../format/xml.ts';
import { absoluteUrl } from '../seo/urls.ts';

export const GOOGLE_FEED_PATH = '/feeds/google-vehicles.xml';
const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Google's vehicle_price_type values for Australia. */
const GOOGLE_PRICE_TYPES: Record<FeedPriceType, string> = {
  drive_away: 'drive_away_price',
  estimated_drive_away: 'estimated_drive_away_price',
  excl_gov_charges: 'excluding_government_charges_price',
};

/** Google's condition: new, or used (a demo car is registered, so it is used). */
const googleCondition = (car: Pick<Vehicle, 'car_type'>): 'new' | 'used' => (car.car_type === 'new' ? 'new' : 'used');

/** Which price types Google accepts in Australia for each condition. */
const ACCEPTED_PRICE_TYPES: Record<'new' | 'used', readonly FeedPriceType[]> = {
  new: ['drive_away', 'estimated_drive_away'],
  used: ['drive_away', 'excl_gov_charges'],
};

/** Why Google would refuse this listing, or null when it accepts it. */
function googleRefusal(listing: FeedListing): string | null {
  const { car, priceType } = listing;
  if (car.item_type !== 'car') return `a ${car.item_type} (Google takes cars and utes only)`;
  const condition = googleCondition(car);
  if (!ACCEPTED_PRICE_TYPES[condition].includes(priceType))
    return `a ${condition} car priced ${priceType.replaceAll('_', ' ')}`;
  return null;
}

export function googleVehicleFeed(tenant: FeedTenant, vehicles: readonly Vehicle[]): string {
  const { listings, leftOut } = feedListings(tenant, vehicles);
  const accepted: FeedListing[] = [];
  const refused: LeftOut[] = [...leftOut];
  for (const listing of listings) {
    const refusal = googleRefusal(listing);
    if (refusal === null) accepted.push(listing);
    else refused.push({ id: listing.car.id, reason: refusal });
  }
  const channel: XmlNode = {
    tag: 'channel',
    attrs: {},
    children: [
      leaf('title', `${tenant.name} vehicles`),
      leaf('link', absoluteUrl(tenant.url, '/')),
      leaf('description', `Vehicles for sale at ${tenant.name}`),
      ...accepted.map(googleItem),
    ].filter((node): node is XmlNode => node !== null),
  };
  const rss: XmlNode = { tag: 'rss', attrs: { version: '2.0', 'xmlns:g': GOOGLE_NAMESPACE }, children: [channel] };
  return [XML_DECLARATION, ...leftOutComment(refused), renderXml(rss), ''].join('\n');
}

function googleItem(listing: FeedListing): XmlNode | null {
  const { car, storeCode } = listing;
  const [image, ...more] = listing.images;
  return branch('item', [
    leaf('g:id', String(car.id)),
    leaf('g:title', listing.title),
    leaf('g:description', listing.description),
    leaf('g:link', listing.url),
    leaf('g:image_link', image),
    // Google shows up to 10 more photos.
    ...more.slice(0, 10).map((url) => leaf('g:additional_image_link', url)),
    leaf('g:price', money(listing.price, 2)),
    leaf('g:vehicle_price_type', GOOGLE_PRICE_TYPES[listing.priceType]),
    leaf('g:condition', googleCondition(car)),
    leaf('g:brand', car.make),
    leaf('g:model', car.model),
    leaf('g:trim', car.badge),
    leaf('g:year', car.year),
    leaf('g:mileage', `${listing.km} km`),
    leaf('g:color', listing.colour),
    leaf('g:vin', listing.vin),
    // Required for new cars where the stock feed has the RRP (support.google.com/merchants/answer/14154171).
    leaf('g:vehicle_msrp', car.car_type === 'new' && car.rrp ? money(car.rrp, 2) : null),
    // yes or no for a used car: "used when the car is OEM certified pre-owned" (answer/14156475).
    leaf('g:certified_pre-owned', googleCondition(car) === 'used' ? (car.certified ? 'yes' : 'no') : null),
    leaf('g:store_code', storeCode),
    // The car can be seen and bought at that location (Google's in_store fulfilment).
    branch('g:vehicle_fulfillment', [leaf('g:option', 'in_store'), leaf('g:store_code', storeCode)]),
  ]);
}
