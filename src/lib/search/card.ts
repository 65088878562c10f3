/**
 * What a search result card shows besides its price (see ../pricing/display.ts): the tag by the
 * priority of spec/shopping.md §4, the dealer's buttons (§2) and the favourite or compare control (§5).
 */
import type { CardVehicle } from '../stock/shapes.ts';
import { isAvailable } from '../stock/status.ts';
import type { ReservePath } from '../vehicle/options.ts';
import type { CardButton, CardButtonKind } from './results-options.ts';

export type CardTag = {
  kind: 'sold' | 'fuel' | 'reserved' | 'certified' | 'tag' | 'coming-soon' | 'new';
  text: string;
  tone: 'green' | 'red' | 'neutral';
  image?: string;
};

export type TagOptions = {
  now: Date;
  newTag: string;
  soldTag: string;
  fuelTags: boolean;
  certifiedImage: string | null;
};

/**
 * What the card rules read of a car: a card, written loosely, as the rules cope with any status or
 * a missing price.
 */
export type RuleCar = Omit<CardVehicle, 'price' | 'status' | 'car_type'> & {
  price: number | null;
  status: string;
  car_type: string;
};
type TaggedCar = Pick<RuleCar, 'simple_fuel' | 'reserved' | 'certified' | 'car_type' | 'tag' | 'status' | 'created_at'>;

/** §9: "New-car tag window: 8 days." */
const NEW_TAG_DAYS = 8;
const DAY_MS = 86_400_000;

/** `simple_fuel` keys (docs/stock-feed.md) that get a fuel tag, with its text. */
const FUEL_TAGS: Record<string, string> = {
  electric: 'Electric',
  hybrid: 'Hybrid',
  'plug-in hybrid': 'Plug-in Hybrid',
};

/** A car added in the last 8 days (§9 "New-car tag window"): the card's new tag, the car page's New Arrival label. */
export function isNewArrival(createdAt: string | null, now: Date): boolean {
  const created = createdAt === null ? Number.NaN : Date.parse(createdAt);
  // A created_at ahead of `now` (clock skew between feed and build) still counts as new.
  return !Number.isNaN(created) && now.getTime() - created <= NEW_TAG_DAYS * DAY_MS;
}

/**
 * The one tag a card shows: the sold tag on a car that cannot be bought (§4 Availability: "Non-sellable
 * cars show a sold tag"; site.md §9 'JUST SOLD'), else the first of §4 "Tag and badge priority" that
 * applies, or null. A sold car's other tags (new, reserved, a fuel) would invite a shopper to a car
 * they cannot have, so the sold tag comes first.
 */
export function vehicleTag(car: TaggedCar, opts: TagOptions): CardTag | null {
  if (!isAvailable(car)) return { kind: 'sold', text: opts.soldTag, tone: 'red' };
  const fuel = FUEL_TAGS[(car.simple_fuel ?? '').trim().toLowerCase()];
  if (opts.fuelTags && fuel) return { kind: 'fuel', text: fuel, tone: 'green' };
  if (car.reserved) return { kind: 'reserved', text: 'Reserved', tone: 'neutral' };
  if (car.certified && car.car_type === 'used' && opts.certifiedImage) {
    return { kind: 'certified', text: 'Certified Pre-Owned', tone: 'neutral', image: opts.certifiedImage };
  }
  const tag = car.tag?.trim() ?? '';
  if (tag !== '') return { kind: 'tag', text: tag, tone: tag.toLowerCase() === 'runout sale' ? 'green' : 'red' };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' };
  if (isNewArrival(car.created_at, opts.now)) return { kind: 'new', text: opts.newTag, tone: 'neutral' };
  return null;
}

/** The buttons a dealer can put on cards (§2), as tenant JSON names them. */
export const CARD_BUTTON_LABELS: Record<CardButtonKind | 'find-similar', string> = {
  enquire: 'Enquire',
  'enquire-now': 'Enquire Now',
  'quick-enquiry': 'Quick Enquiry',
  'shop-now': 'Shop Now',
  'get-finance': 'Get Finance',
  'view-details': 'View Details',
  'explore-vehicle': 'Explore Vehicle',
  'book-test-drive': 'Book a Test Drive',
  'reserve-now': 'Reserve Now',
  'buy-online': 'Buy Online',
  'find-similar': 'Find Me Something Similar',
};

export type CardLink = { kind: CardButtonKind | 'find-similar'; label: string; href: string };

type LinkedCar = Pick<RuleCar, 'id' | 'slug' | 'price' | 'car_type' | 'status' | 'reserved' | 'dealership_slug'>;

/**
 * §2: the per-car finance link carries preferredDealership, vehiclePriceBudget, car_id and
 * car_type and ends with #finance-form. A dealership or price that is not known is left out. A
 * dealer's own finance link (links.finance, a web address) gets the same query, after any it has.
 */
export function financeLink(
  car: Pick<RuleCar, 'id' | 'price' | 'car_type'>,
  dealershipSlug: string | null,
  financePath = '/finance',
): string {
  const params = new URLSearchParams();
  if (dealershipSlug) params.set('preferredDealership', dealershipSlug);
  if (car.price !== null && car.price > 0) params.set('vehiclePriceBudget', String(car.price));
  params.set('car_id', String(car.id));
  params.set('car_type', car.car_type);
  const own = financePath.startsWith('/');
  return `${financePath}${financePath.includes('?') ? '&' : '?'}${params.toString()}${own ? '#finance-form' : ''}`;
}

function buttonHref(kind: CardLink['kind'], car: LinkedCar, reservePath: string, financePath?: string): string {
  const slug = encodeURIComponent(car.slug);
  switch (kind) {
    case 'view-details':
    case 'explore-vehicle':
    case 'shop-now':
      return `/cars/${slug}`;
    case 'enquire':
    case 'enquire-now':
    case 'quick-enquiry':
      return `/cars/${slug}#enquire`;
    case 'get-finance':
      return financeLink(car, car.dealership_slug, financePath);
    case 'book-test-drive':
      return `/cars/${slug}#test-drive`;
    case 'reserve-now':
      return `/cars/${slug}/${reservePath}`;
    case 'buy-online':
      return `/checkout-journey?car_id=${slug}`;
    case 'find-similar':
      return `/cars/${slug}#find-similar`;
  }
}

/**
 * A card's buttons (as tenant JSON lists them, or as objects): the dealer's list for an available car, or only 'Find Me Something Similar'
 * for one that is not (§4 Availability). A reserved car cannot be reserved or bought again, so it
 * loses those two.
 */
/**
 * `reservePath`: vehiclePage.reservePath, where Reserve Now goes; `financePath`: links.finance, where
 * Get Finance goes; `reserveMinPrice`: vehiclePage.reserveMinPrice, below which a car has no
 * Reserve Now or Buy Online.
 */
export function cardButtons(
  car: LinkedCar,
  buttons: readonly (CardButton | CardButtonKind)[],
  reservePath: ReservePath = 'checkout',
  financePath?: string,
  reserveMinPrice = 0,
): CardLink[] {
  if (!isAvailable(car))
    return [
      {
        kind: 'find-similar',
        label: CARD_BUTTON_LABELS['find-similar'],
        href: buttonHref('find-similar', car, reservePath),
      },
    ];
  return buttons
    .map((button) => (typeof button === 'string' ? button : button.kind))
    .filter(
      (kind) =>
        !(kind === 'reserve-now' || kind === 'buy-online') ||
        (!car.reserved && (reserveMinPrice === 0 || (car.price ?? 0) >= reserveMinPrice)),
    )
    .map((kind) => ({ kind, label: CARD_BUTTON_LABELS[kind], href: buttonHref(kind, car, reservePath, financePath) }));
}

export type FavouriteOptions = { enabled: boolean; variant: 'favourite' | 'compare'; imageCount: number };

/**
 * §5: the favourite or compare control is hidden when the car is not purchasable (available and
 * not reserved), its price is 0 or less, (compare) it has no images, or the feature is off.
 */
export function showFavouriteControl(
  car: Pick<RuleCar, 'status' | 'reserved' | 'price'>,
  opts: FavouriteOptions,
): boolean {
  const purchasable = isAvailable(car) && !car.reserved;
  return opts.enabled && purchasable && (car.price ?? 0) > 0 && (opts.variant !== 'compare' || opts.imageCount > 0);
}
