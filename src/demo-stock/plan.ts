/**
 * What each demo car is: its role in the mix (sold n days ago, coming soon, tagged …), category,
 * car type and model. The roles guarantee the mix the site needs to show every state; the rest is
 * drawn at random from the seed.
 */
import type { CarType } from '../lib/stock/vehicle-values.ts';
import { MODELS, type Category, type ModelSpec } from './catalogue.ts';
import type { Random } from './random.ts';

export type Role =
  | 'plain'
  | 'sold1'
  | 'sold2'
  | 'sold5'
  | 'sold10'
  | 'sold20'
  | 'coming_soon'
  | 'preorder'
  | 'reserved'
  | 'test_drive'
  | 'runout'
  | 'just_arrived'
  | 'certified'
  | 'price0'
  | 'hidden'
  | 'spin'
  | 'video'
  | 'fresh'
  | 'electric'
  | 'hybrid';

/** Handed out first (to random positions), so even a small feed shows every state. */
const GUARANTEED_ROLES: readonly Role[] = [
  'sold2',
  'sold5',
  'coming_soon',
  'reserved',
  'test_drive',
  'runout',
  'just_arrived',
  'certified',
  'price0',
  'hidden',
  'spin',
  'electric',
  'hybrid',
  'preorder',
  'video',
  'fresh',
  'sold1',
  'sold10',
  'sold20',
  'spin',
  'video',
  'certified',
  'hidden',
  'reserved',
  'electric',
  'hybrid',
  'fresh',
  'spin',
];

export const SOLD_DAYS: Partial<Record<Role, number>> = { sold1: 1, sold2: 2, sold5: 5, sold10: 10, sold20: 20 };

/** Roles that only make sense for a car (not a truck, motorcycle or caravan). */
const CAR_ROLES = new Set<Role>(['spin', 'electric', 'hybrid', 'certified', 'test_drive', 'runout', 'just_arrived']);

const STOCK_CATEGORIES: readonly Category[] = ['cars', 'trucks', 'motorcycles', 'caravans'];

export function stockCategories(requested: readonly string[]): Category[] {
  const known = STOCK_CATEGORIES.filter((c) => requested.includes(c));
  return known.length > 0 ? known : ['cars'];
}

export function assignRoles(rng: Random, count: number): Role[] {
  const roles: Role[] = Array.from({ length: count }, () => 'plain');
  const positions = rng.shuffle(Array.from({ length: count }, (_, i) => i));
  GUARANTEED_ROLES.slice(0, count).forEach((role, k) => {
    roles[positions[k] as number] = role;
  });
  return roles;
}

/** Each requested category at least twice up front, then cars four times as likely as each other. */
export function categoryFor(rng: Random, index: number, role: Role, cats: readonly Category[]): Category {
  if (CAR_ROLES.has(role) && cats.includes('cars')) return 'cars';
  if (index < cats.length * 2) return cats[index % cats.length] as Category;
  return rng.weighted(cats.map((c) => [c, c === 'cars' ? 4 : 1] as const));
}

export type Choice = { spec: ModelSpec; badge: string; newPrice: number; carType: CarType; year: number };

export type ChoiceInput = {
  rng: Random;
  role: Role;
  category: Category;
  franchiseMakes: readonly string[];
  usedOnly: boolean;
  nowYear: number;
  /** Makes of the site's certified pre-owned program, if it has one. */
  certifiedMakes?: readonly string[];
};

function wantedType(input: ChoiceInput): CarType {
  const { rng, role } = input;
  if (input.usedOnly || input.franchiseMakes.length === 0) return 'used';
  if (role === 'certified' || role === 'just_arrived') return 'used';
  if (role === 'runout' || role === 'preorder') return 'new';
  if (role === 'test_drive') return rng.chance(0.5) ? 'new' : 'demo';
  return rng.weighted<CarType>([
    ['new', 45],
    ['used', 40],
    ['demo', 15],
  ]);
}

const FUELS: Partial<Record<Role, readonly string[]>> = {
  electric: ['electric'],
  hybrid: ['hybrid', 'plug-in hybrid'],
};

/** New and demo cars only from franchise makes; used any make. Falls back to used when needed. */
export function chooseModel(input: ChoiceInput): Choice {
  const { rng, role, nowYear } = input;
  const franchise = new Set(input.franchiseMakes.map((m) => m.trim().toLowerCase()));
  const inCategory = MODELS.filter((m) => m.category === input.category);
  const fuels = FUELS[role];
  const byFuel = (pool: ModelSpec[]) => (fuels ? pool.filter((m) => m.fuel !== null && fuels.includes(m.fuel)) : pool);
  let carType = wantedType(input);
  let pool =
    carType === 'used'
      ? inCategory
      : inCategory.filter((m) => franchise.has(m.make.toLowerCase()) && m.since <= nowYear);
  if (byFuel(pool).length === 0 && carType !== 'used' && byFuel(inCategory).length > 0) pool = [];
  if (pool.length === 0) {
    carType = 'used';
    pool = inCategory;
  }
  if (role === 'certified') pool = certifiedPool(pool, input);
  pool = byFuel(pool).length > 0 ? byFuel(pool) : pool;
  const spec = rng.pick(pool);
  const [badge, newPrice] = rng.pick(spec.badges);
  return { spec, badge, newPrice, carType, year: modelYear(rng, spec, carType, role, nowYear) };
}

/**
 * A certified pre-owned car is a used car of the program's make (a Toyota on a Toyota dealer's
 * site), else of one of the dealer's franchise makes, as manufacturers certify their own cars only.
 */
function certifiedPool(pool: ModelSpec[], input: ChoiceInput): ModelSpec[] {
  const of = (makes: readonly string[]) => {
    const wanted = new Set(makes.map((m) => m.trim().toLowerCase()));
    return pool.filter((m) => wanted.has(m.make.toLowerCase()));
  };
  return [of(input.certifiedMakes ?? []), of(input.franchiseMakes), pool].find((p) => p.length > 0)!;
}

function modelYear(rng: Random, spec: ModelSpec, carType: CarType, role: Role, nowYear: number): number {
  if (carType === 'new') return nowYear;
  if (carType === 'demo') return Math.max(Math.min(spec.since, nowYear), nowYear - rng.int(0, 1));
  const hi = nowYear - 1;
  const lo = Math.max(spec.since, nowYear - (role === 'certified' ? 5 : 12));
  return lo > hi ? nowYear : rng.int(lo, hi);
}
