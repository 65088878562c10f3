/**
 * The base stock filter (site.md §7 "Stock filter", shopping.md §9): which cars a tenant's site may
 * show at all. The one place it is defined: as a Meilisearch filter expression (baked into the
 * tenant's search token and used by the build) and as the same rule in JS (`isVisible`).
 *
 * (status IN [in_stock, coming_soon] OR sold_date_timestamp > now − soldDays × 86400)
 * AND show_on_dealer_website = true [AND car_type = "used"] [AND status = "in_stock"]
 * [AND make NOT IN [...]] [AND dealership_id IN [...]]
 */
import { unixSeconds, type Vehicle } from './vehicle.ts';

export type StockFilterOptions = {
  /** sold cars stay listed this many days after their sold_date; 0 = no sold cars */
  soldDays: number;
  usedOnly: boolean;
  inStockOnly: boolean;
  /** case-insensitive: 'suzuki' also excludes 'Suzuki' */
  excludedMakes: string[];
  /** empty = every dealership */
  dealershipIds: number[];
};

/** The one mapping from a tenant's search options to the base stock filter. */
export function tenantStockFilterOptions(tenant: { search: StockFilterOptions }): StockFilterOptions {
  const { soldDays, usedOnly, inStockOnly, excludedMakes, dealershipIds } = tenant.search;
  return { soldDays, usedOnly, inStockOnly, excludedMakes, dealershipIds };
}

const DAY_SECONDS = 86_400;

/** Unix seconds after which a sold car is still shown, or null when sold cars are not shown. */
function soldSince(soldDays: number, now: Date): number | null {
  if (!(soldDays > 0)) return null;
  return Math.floor(now.getTime() / 1000) - Math.round(soldDays * DAY_SECONDS);
}

/** A double-quoted Meilisearch filter string with `\` and `"` escaped. */
export function quote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * Spellings an excluded make is matched in: as given, lower, UPPER, Capitalised and Title Case
 * ('suzuki' → suzuki, SUZUKI, Suzuki; 'RAM' → RAM, ram, Ram).
 */
function makeVariants(makes: string[]): string[] {
  const out = new Set<string>();
  for (const raw of makes) {
    const make = raw.trim();
    if (make === '') continue;
    const lower = make.toLowerCase();
    for (const v of [
      make,
      lower,
      make.toUpperCase(),
      lower.charAt(0).toUpperCase() + lower.slice(1),
      titleCase(make),
    ]) {
      out.add(v);
    }
  }
  return [...out];
}

function checkIds(ids: number[]): number[] {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`dealershipIds must be whole numbers, found ${String(id)}`);
  }
  return ids;
}

export function baseStockFilter(opts: StockFilterOptions, now: Date): string {
  const since = soldSince(opts.soldDays, now);
  const available = 'status IN ["in_stock", "coming_soon"]';
  const parts = [since === null ? available : `(${available} OR sold_date_timestamp > ${since})`];
  parts.push('show_on_dealer_website = true');
  if (opts.usedOnly) parts.push('car_type = "used"');
  if (opts.inStockOnly) parts.push('status = "in_stock"');
  const makes = makeVariants(opts.excludedMakes);
  if (makes.length > 0) parts.push(`make NOT IN [${makes.map(quote).join(', ')}]`);
  const ids = checkIds(opts.dealershipIds);
  if (ids.length > 0) parts.push(`dealership_id IN [${ids.join(', ')}]`);
  return parts.join(' AND ');
}

/** The same rule as `baseStockFilter`, for one vehicle in JS. */
export function isVisible(v: Vehicle, opts: StockFilterOptions, now: Date): boolean {
  const since = soldSince(opts.soldDays, now);
  const soldAt = unixSeconds(v.sold_date);
  const available = v.status === 'in_stock' || v.status === 'coming_soon';
  const recentlySold = since !== null && soldAt !== null && soldAt > since;
  if (!(available || recentlySold)) return false;
  if (v.show_on_dealer_website !== true) return false;
  if (opts.usedOnly && v.car_type !== 'used') return false;
  if (opts.inStockOnly && v.status !== 'in_stock') return false;
  if (makeVariants(opts.excludedMakes).includes(v.make)) return false;
  const ids = checkIds(opts.dealershipIds);
  return ids.length === 0 || (v.dealership_id !== null && ids.includes(v.dealership_id));
}
