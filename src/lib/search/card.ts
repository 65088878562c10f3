/**
 * What a search result card shows besides its price (see ../pricing/display.ts): the tag by the
 * priority of spec/shopping.md §4, the dealer's buttons (§2) and the favourite or compare control (§5).
 */
import type { CardVehicle } from '../stock/shapes.ts';
import { isAvailable } from '../stock/status.ts';
import type { ReservePath } from '../vehicle/options.ts';
import type { CardButton, CardButtonKind } from './results-options.ts';
import { valueLabel, type ValueLabels } from '../stock/value-labels.ts';

export type CardTag = {
  kind: 'sold' | 'fuel' | 'reserved' | 'certified' | 'tag' | 'coming-soon' | 'new';
  text: string;
  tone: 'green' | 'red' | 'neutral';
  image?: string;
};

export type TagOptions = {
  now: Date;
  newTag: string;
  /** search.newTagOnUsedCars: the new tag on used cars too. */
  newTagOnUsedCars: boolean;
  /** How a feed's tag reads (the site's display map, lib/stock/value-labels.ts). */
  valueLabels: ValueLabels;
  soldTag: string;
  fuelTags: boolean;
  /** search.certifiedTag: the certified image and the makes it is for, or null. */
  certifiedTag: CertifiedTag | null;
};

export type CertifiedTag = { image: string; label: string; makes: readonly string[] };

/**
 * What the card rules read of a car: a card, written loosely, as the rules cope with any status or
 * a missing price.
 */
export type RuleCar = Omit<CardVehicle, 'price' | 'status' | 'car_type'> & {
  price: number | null;
  status: string;
  car_type: string;
};
type TaggedCar = Pick<
  RuleCar,
  'simple_fuel' | 'reserved' | 'certified' | 'car_type' | 'tag' | 'status' | 'created_at' | 'make'
>;

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

/** §4 "of one manufacturer": the program's makes (any make where it names none). */
function ofMakes(make: string, makes: readonly string[]): boolean {
  return makes.length === 0 || makes.some((m) => m.toLowerCase() === make.toLowerCase());
}

/** The spec's default new tag: on a used car it reads as the car's condition. */
const NEW_WORD = 'new';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The new tag, where the car may carry it: not on a used car unless the tenant asks. */
function newTag(car: TaggedCar, opts: TagOptions): CardTag | null {
  if (car.car_type === 'used' && !opts.newTagOnUsedCars) return null;
  return { kind: 'new', text: opts.newTag, tone: 'neutral' };
}

/**
 * §4 priority 4, "An explicit tag shows its text: 'runout sale' in green, others in red", under
 * the rules of the new tag when the feed's tag is the new tag in other letters ("Just Arrived" on
 * a site whose tag is "JUST ARRIVED", or "New"): one spelling on a page, and on a used car only
 * where the tenant asks. Other tags read through the site's display map.
 */
function feedTag(car: TaggedCar, opts: TagOptions): CardTag | null {
  const tag = car.tag?.trim() ?? '';
  if (tag === '') return null;
  if (sameText(tag, opts.newTag) || sameText(tag, NEW_WORD)) return newTag(car, opts);
  const text = valueLabel(opts.valueLabels, 'tag', tag);
  return { kind: 'tag', text, tone: sameText(tag, 'runout sale') ? 'green' : 'red' };
}

/**
 * The one tag a card shows: the sold tag on a car that cannot be bought (§4 Availability: "Non-sellable
 * cars show a sold tag"; site.md §9 'JUST SOLD'), else the first of §4 "Tag and badge priority" that
 * applies, or null. A sold car's other tags (new, reserved, a fuel) would invite a shopper to a car
 * they cannot have, so the sold tag comes first. A new tag a used car may not carry gives way to the
 * next rule.
 */
export function vehicleTag(car: TaggedCar, opts: TagOptions): CardTag | null {
  if (!isAvailable(car)) return { kind: 'sold', text: opts.soldTag, tone: 'red' };
  const fuel = FUEL_TAGS[(car.simple_fuel ?? '').trim().toLowerCase()];
  if (opts.fuelTags && fuel) return { kind: 'fuel', text: fuel, tone: 'green' };
  if (car.reserved) return { kind: 'reserved', text: 'Reserved', tone: 'neutral' };
  const certified = opts.certifiedTag;
  if (car.certified && car.car_type === 'used' && certified && ofMakes(car.make, certified.makes)) {
    return { kind: 'certified', text: certified.label, tone: 'neutral', image: certified.image };
  }
  const tagged = feedTag(car, opts);
  if (tagged) return tagged;
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON', tone: 'neutral' };
  if (isNewArrival(car.created_at, opts.now)) return newTag(car, opts);
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
