/**
 * /feeds/meta-vehicles.xml: the site's stock for a Meta automotive (vehicles) catalog, the XML form
 * of Meta's automotive inventory ads feed: a <listings> document with one <listing> per car, carrying
 * the fields Meta requires (vehicle_id, title, description, url, make, model, year, mileage value and
 * unit, images, VIN, body_style, exterior_color, state_of_vehicle, price, availability, address,
 * latitude and longitude) in Meta's enum spellings.
 */
import { feedListings, MAX_DESCRIPTION, type FeedListing, type FeedTenant } from './listing.ts';
import { leftOutComment, money } from './text.ts';
import type { BodyType, ItemType } from '../stock/vehicle-values.ts';
import type { Vehicle } from '../stock/vehicle.ts';
import { XML_DECLARATION, branch, leaf, renderXml, type XmlNode } from '../format/xml.ts';
import { absoluteUrl } from '../seo/urls.ts';
import { truncateComments } from '../vehicle/comments.ts';

export const META_FEED_PATH = '/feeds/meta-vehicles.xml';

/** Meta's body_style for each site.md §5 body type; anything else is OTHER. */
const META_BODY_STYLES: Partial<Record<BodyType, string>> = {
  convertible: 'CONVERTIBLE',
  softtop: 'CONVERTIBLE',
  hardtop: 'CONVERTIBLE',
  coupe: 'COUPE',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  sedan: 'SEDAN',
  suv: 'SUV',
  '4x4': 'SUV',
  ute: 'TRUCK',
  cabChassis: 'TRUCK',
  van: 'VAN',
  peopleMover: 'MINIVAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
};
const META_FUEL_TYPES: Record<string, string> = {
  petrol: 'PETROL',
  diesel: 'DIESEL',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
  electric: 'ELECTRIC',
};
const META_DRIVETRAINS: Record<string, string> = {
  '4x4': 'FOUR_WD',
  '4wd': 'FOUR_WD',
  awd: 'AWD',
  fwd: 'FWD',
  rwd: 'RWD',
  '4x2': 'TWO_WD',
};
const META_TRANSMISSIONS: Record<string, string> = { automatic: 'AUTOMATIC', manual: 'MANUAL' };
const META_VEHICLE_TYPES: Record<ItemType, string> = {
  car: 'CAR_TRUCK',
  truck: 'COMMERCIAL',
  motorcycle: 'MOTORCYCLE',
  caravan: 'RV_CAMPER',
};

/** NEW, USED or CPO (certified pre-owned); a demo car is registered, so it is used. */
function metaStateOfVehicle(car: Pick<Vehicle, 'car_type' | 'certified'>): 'NEW' | 'USED' | 'CPO' {
  if (car.car_type === 'new') return 'NEW';
  return car.certified ? 'CPO' : 'USED';
}

export function metaVehicleFeed(tenant: FeedTenant, vehicles: readonly Vehicle[]): string {
  const { listings, leftOut } = feedListings(tenant, vehicles);
  const root: XmlNode = {
    tag: 'listings',
    attrs: {},
    children: [
      leaf('title', `${tenant.name} vehicles`),
      { tag: 'link', attrs: { rel: 'self', href: absoluteUrl(tenant.url, META_FEED_PATH) }, text: '' },
      ...listings.map(metaListing),
    ].filter((node): node is XmlNode => node !== null),
  };
  return [XML_DECLARATION, ...leftOutComment(leftOut), renderXml(root), ''].join('\n');
}

/** Towed and unpowered kinds (caravans, trailers): no transmission, fuel or drivetrain at all. */
const UNPOWERED: readonly ItemType[] = ['caravan'];

/**
 * The description, then what the price includes (ACL s48; docs/pricing-law.md): Meta's catalog has
 * no field for it, unlike Google's vehicle_price_type. The note is kept whole within 5,000 characters.
 */
function metaDescription({ description, priceNote }: FeedListing): string {
  const room = MAX_DESCRIPTION - priceNote.length - 1;
  // truncateComments ends a cut text with an ellipsis, one character over the length it is given.
  const text = description.length > room ? truncateComments(description, room - 1) : description;
  return `${text}\n${priceNote}`;
}

function metaListing(listing: FeedListing): XmlNode | null {
  const { car, location } = listing;
  const { address } = location;
  const unpowered = UNPOWERED.includes(car.item_type);
  const enumOf = (table: Record<string, string>, value: string | null) =>
    unpowered ? 'NONE' : (table[(value ?? '').toLowerCase()] ?? 'OTHER');
  return branch('listing', [
    leaf('vehicle_id', String(car.id)),
    leaf('title', listing.title),
    leaf('description', metaDescription(listing)),
    leaf('url', listing.url),
    leaf('make', car.make),
    leaf('model', car.model),
    leaf('trim', car.badge),
    leaf('year', car.year),
    branch('mileage', [leaf('value', listing.km), leaf('unit', 'KM')]),
    // The photo the car page leads with is its exterior; Meta asks for a tag on each image.
    ...listing.images.map((url, i) =>
      branch('image', [leaf('url', url), leaf('tag', i === 0 ? 'Exterior' : `Photo ${i + 1}`)]),
    ),
    leaf('vin', listing.vin),
    leaf('body_style', (car.simple_body && META_BODY_STYLES[car.simple_body]) || 'OTHER'),
    leaf('exterior_color', listing.colour),
    leaf('interior_color', car.interior_colour),
    leaf('transmission', enumOf(META_TRANSMISSIONS, car.simple_transmission)),
    leaf('fuel_type', enumOf(META_FUEL_TYPES, car.simple_fuel)),
    leaf('drivetrain', enumOf(META_DRIVETRAINS, car.simple_drive)),
    leaf('state_of_vehicle', metaStateOfVehicle(car)),
    leaf('vehicle_type', META_VEHICLE_TYPES[car.item_type]),
    // A reduced car: the price it was as `price`, what it costs now as `sale_price`.
    leaf('price', money(listing.wasPrice ?? listing.price, 0)),
    leaf('sale_price', listing.wasPrice === null ? null : money(listing.price, 0)),
    leaf('availability', 'AVAILABLE'),
    leaf('date_first_on_lot', car.created_at?.slice(0, 10)),
    branch(
      'address',
      [
        leaf('component', address.street, { name: 'addr1' }),
        leaf('component', address.city, { name: 'city' }),
        leaf('component', address.state, { name: 'region' }),
        leaf('component', address.postcode, { name: 'postal_code' }),
        leaf('component', 'AU', { name: 'country' }),
      ],
      { format: 'simple' },
    ),
    leaf('latitude', String(address.lat)),
    leaf('longitude', String(address.long)),
    leaf('dealer_id', listing.storeCode),
    leaf('dealer_name', location.name),
    leaf('dealer_phone', location.contact.phone),
  ]);
}
