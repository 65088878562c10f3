/** Field groups of one demo car: odometer, price, availability, registration, media and location. */
import { INTERIORS } from './catalogue.ts';
import { financeLenders, regplate, vin } from './details.ts';
import type { DemoLocation, DemoStockOptions } from './options.ts';
import { bodyGroup, galleryImages, hotspots, interiorImage, spinImages, videoUrl } from './media.ts';
import { GALLERY_PHOTOS } from './images.ts';
import { SOLD_DAYS, type Choice, type Role } from './plan.ts';
import type { Random } from './random.ts';
import { slugify } from '../lib/format/slug.ts';

export type Car = {
  rng: Random;
  opts: DemoStockOptions;
  id: number;
  index: number;
  role: Role;
  choice: Choice;
  nowSec: number;
  nowYear: number;
};

const DAY = 86_400;
const iso = (sec: number): string => new Date(sec * 1000).toISOString();
const isoDay = (sec: number): string => iso(sec).slice(0, 10);

const PER_YEAR = {
  cars: [8_000, 20_000],
  trucks: [20_000, 45_000],
  motorcycles: [2_000, 6_000],
  caravans: [0, 0],
} as const;

export function odometer({ rng, choice, role, nowYear }: Car): number | null {
  const { spec, carType } = choice;
  if (spec.category === 'caravans') return null;
  if (carType === 'new') return role === 'preorder' ? 0 : rng.int(2, 50);
  if (carType === 'demo') return rng.int(1_000, 15_000);
  const [lo, hi] = PER_YEAR[spec.category];
  const km = Math.round(Math.max(0.5, nowYear - choice.year) * rng.int(lo, hi));
  return role === 'certified' ? Math.min(km, 95_000) : km;
}

/** $xx,990 under-the-thousand pricing; bikes and cheap cars to the hundred ($8,499). */
const retail = (p: number): number =>
  p >= 20_000 ? Math.round(p / 500) * 500 - 10 : Math.max(999, Math.round(p / 100) * 100 - 1);

function basePrice({ rng, choice, nowYear }: Car, km: number | null): number {
  const { newPrice, carType } = choice;
  if (carType === 'new') return newPrice;
  if (carType === 'demo') return retail((newPrice * rng.int(86, 94)) / 100);
  const age = Math.max(1, nowYear - choice.year);
  const expectedKm = age * 15_000;
  const wear = Math.min(1.1, Math.max(0.8, 1 - ((km ?? expectedKm) - expectedKm) / 400_000));
  return retail(Math.max(4_000, newPrice * 0.85 * 0.9 ** (age - 1) * wear));
}

export function pricing(car: Car, km: number | null) {
  const { rng, role, choice } = car;
  const zero = role === 'price0' || role === 'preorder';
  let price = zero ? 0 : basePrice(car, km);
  let before: number | null = null;
  if (role === 'runout') {
    before = price;
    price = retail(price - rng.int(2, 6) * 1_000);
  } else if (price > 0 && rng.chance(0.12)) {
    before = price + rng.int(1, 8) * 500;
  }
  const lenders = price > 5_000 && rng.chance(0.45) ? financeLenders(rng, price) : null;
  const weekly = Object.values(lenders ?? {})
    .map((l) => l.paymentWeek)
    .filter((w): w is number => w !== null);
  const electricNew = choice.spec.fuel === 'electric' && choice.carType === 'new';
  return {
    price,
    before_price: before,
    // A new car's drive-away price is its RRP plus on-road costs (about 8 %); drawn without the
    // generator so the rest of the demo stock stays as it was.
    rrp: choice.carType === 'new' && price > 0 ? retail(price / 1.08) : null,
    subscription_price: electricNew && price > 0 && rng.chance(0.3) ? Math.round(price / 260) : null,
    weekly_price: weekly.length > 0 ? Math.min(...weekly) : null,
    preorder: role === 'preorder',
    price_type: choice.carType !== 'used' && rng.chance(0.15) ? 'excl_gov_charges' : 'drive_away',
    finance_lenders: lenders,
  };
}

const TAGS: Partial<Record<Role, string>> = {
  test_drive: 'Test Drive Only',
  runout: 'runout sale',
  just_arrived: 'Just Arrived',
};

/** Makes a dealer's certified cars are of: its program's, else its franchises' (any on a used-only site). */
function certifiable(make: string, opts: DemoStockOptions): boolean {
  const makes = opts.certifiedMakes?.length ? opts.certifiedMakes : opts.franchiseMakes;
  return makes.length === 0 || makes.some((m) => m.trim().toLowerCase() === make.toLowerCase());
}

export function availability({ rng, role, choice, nowSec, opts }: Car) {
  const soldDays = SOLD_DAYS[role] ?? (role === 'plain' && rng.chance(0.06) ? rng.int(1, 30) - 0.5 : null);
  const soldAt = soldDays === null ? null : nowSec - Math.round(soldDays * DAY) - rng.int(0, 4 * 3600);
  const comingSoon =
    role === 'coming_soon' || role === 'preorder' || (role === 'plain' && soldAt === null && rng.chance(0.04));
  const fresh = role === 'fresh' || role === 'just_arrived';
  const created =
    soldAt !== null
      ? soldAt - rng.int(7, 90) * DAY
      : nowSec - (fresh ? rng.int(0, 7 * DAY - 1) : rng.int(0, 120 * DAY));
  const updated = soldAt !== null ? soldAt + rng.int(0, 7200) : created + rng.int(0, nowSec - created);
  const certified =
    role === 'certified' ||
    (role === 'plain' && choice.carType === 'used' && rng.chance(0.08) && certifiable(choice.spec.make, opts));
  return {
    status: soldAt !== null ? 'sold' : comingSoon ? 'coming_soon' : 'in_stock',
    sold_date: soldAt === null ? null : iso(soldAt),
    tag: TAGS[role] ?? null,
    reserved: role === 'reserved' || (role === 'plain' && soldAt === null && rng.chance(0.02)),
    certified: certified && choice.carType === 'used',
    created_at: iso(created),
    updated_at: iso(updated),
  };
}

export function registration({ rng, choice, id, nowSec, nowYear }: Car, state: string | null) {
  const { carType, year, spec } = choice;
  const registered = carType !== 'new';
  const pastExpiry = rng.chance(0.25);
  const expiry = nowSec + (pastExpiry ? -rng.int(1, 120) : rng.int(14, 365)) * DAY;
  const lastMonth = year >= nowYear ? Math.max(1, new Date(nowSec * 1000).getUTCMonth()) : 12;
  const month = rng.int(1, lastMonth);
  const built = Date.UTC(year, month - 1, 1) / 1000;
  return {
    stocknum: `${carType.charAt(0).toUpperCase()}${String(id % 100_000).padStart(5, '0')}`,
    vin: vin(rng, spec.make),
    regplate: registered ? regplate(rng, state) : null,
    rego_expiry: registered ? isoDay(expiry) : null,
    build_date: isoDay(built),
    compliance_date: isoDay(Date.UTC(year, month, 1) / 1000),
    // New and demo cars come with their NVIC; a used car bought from a private seller may not (one in four here).
    has_nvic: carType !== 'used' || id % 4 !== 0,
  };
}

export function mediaFields({ rng, role, choice, id }: Car, colour: string) {
  const group = bodyGroup(choice.spec);
  // 10 to 40 photos, as real listings have.
  const images = galleryImages(group, colour, rng.int(10, GALLERY_PHOTOS));
  const isCar = choice.spec.category === 'cars';
  const spin = role === 'spin' || (role === 'plain' && isCar && rng.chance(0.05));
  const [interior, trim] =
    choice.spec.category === 'caravans' || choice.spec.category === 'motorcycles'
      ? [null, 'black']
      : rng.pick(INTERIORS);
  return {
    colour,
    interior_colour: interior,
    images,
    video_url: role === 'video' || (role === 'plain' && rng.chance(0.08)) ? videoUrl(rng) : null,
    spin_images: spin ? spinImages(group, colour) : [],
    spin_interior_image: spin ? interiorImage(trim) : null,
    spin_code: spin ? `demo-${id}` : null,
    hotspots: spin ? hotspots() : null,
  };
}

function dealershipName(locationName: string): string {
  return locationName.replace(/\s+-\s+(Sales|Service|Parts)$/i, '');
}

/**
 * Where a car is listed: a sales location (type sales or empty; never a service or parts one),
 * the one selling its make where there is one, else one for its kind of vehicle (subtypes such as
 * "caravans"), else a general yard; a site with no sales location lists it at any.
 */
const isSales = (l: DemoLocation) => (l.type ?? 'sales') === 'sales' || l.type === '';

function listingLocations(locations: readonly DemoLocation[], make: string, category: string): DemoLocation[] {
  const sales = locations.filter(isSales);
  const sells = (l: DemoLocation) => (l.manufacturers ?? []).some((m) => m.toLowerCase() === make.toLowerCase());
  return [
    sales.filter(sells),
    sales.filter((l) => (l.subtypes ?? []).includes(category)),
    sales.filter((l) => (l.subtypes ?? []).length === 0),
    sales,
    [...locations],
  ].find((pool) => pool.length > 0)!;
}

export function placeFields({ rng, opts, choice }: Car) {
  const { locations, dealershipIds } = opts;
  if (locations.length === 0) {
    const dealershipId = dealershipIds.length > 0 ? rng.pick(dealershipIds) : null;
    return {
      location: null,
      dealership_id: dealershipId,
      dealership_slug: null,
      dealership_name: null,
      city: null,
      state: null,
      location_name: null,
      location_id: null,
    };
  }
  const loc = rng.pick(listingLocations(locations, choice.spec.make, choice.spec.category));
  const others = locations
    .filter((l) => isSales(l) && l.id !== loc.id && l.dealershipId === loc.dealershipId)
    .map((l) => l.id);
  const name = loc.dealershipName ?? dealershipName(loc.name);
  const a = loc.address;
  return {
    location: {
      id: loc.id,
      name: loc.name,
      slug: loc.slug,
      phone: loc.phone,
      address: {
        id: loc.id,
        street: a.street,
        city: a.city,
        state: a.state,
        postcode: a.postcode,
        place_url: a.placeUrl ?? null,
      },
      distribution_locations: others.length > 0 && rng.chance(0.2) ? others : [],
    },
    dealership_id: loc.dealershipId,
    dealership_slug: loc.dealershipSlug ?? slugify(name),
    dealership_name: name,
    city: a.city,
    state: a.state,
    location_name: loc.name,
    location_id: loc.id,
  };
}
