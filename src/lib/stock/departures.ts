/**
 * Cars that left a site, and where their pages send shoppers (and Google, whose listings and ads
 * still point at them): a permanent redirect to the most specific search page that still has cars
 * (the make and model's, else the make's, else the default search), for a while after the car left.
 *
 * A car leaves in one of two ways: an import takes it off the site (removed from the feed, hidden),
 * which the import records with its clock; or a sold car's sold days run out, which its sold date says.
 */
import { slugify } from '../format/slug.ts';
import type { Redirect } from '../site/redirects.ts';
import { isVisible, type StockFilterOptions } from './base-filter.ts';
import { unixSeconds, type Vehicle } from './vehicle.ts';

export interface Departure {
  id: number;
  /** The car page's path, `/cars/{slug}`. */
  path: string;
  make: string;
  model: string;
  /** When it left the site, in unix seconds. */
  left_at: number;
}

const DAY = 86_400;

export function departuresOf(leaving: readonly Vehicle[], now: Date): Departure[] {
  const left_at = Math.floor(now.getTime() / 1000);
  return leaving.map((v) => ({ id: v.id, path: v.path, make: v.make, model: v.model, left_at }));
}

/**
 * Sold cars whose sold days ran out within the last `redirectDays`: each was on the site until a
 * second before then, and has not been since.
 */
export function soldDepartures(
  sold: readonly Vehicle[],
  filter: StockFilterOptions,
  now: Date,
  redirectDays: number,
): Departure[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return sold.flatMap((v) => {
    const soldAt = unixSeconds(v.sold_date);
    if (v.status !== 'sold' || soldAt === null || filter.soldDays <= 0) return [];
    const left_at = soldAt + Math.round(filter.soldDays * DAY);
    if (left_at > nowSeconds || left_at <= nowSeconds - redirectDays * DAY) return [];
    const wasShown = isVisible(v, filter, new Date((left_at - 1) * 1000));
    return wasShown ? [{ id: v.id, path: v.path, make: v.make, model: v.model, left_at }] : [];
  });
}

export interface RedirectSite {
  /** The cars on the site now: a path one of them has is not redirected. */
  carPaths: ReadonlySet<string>;
  /** The search pages the site builds. */
  searchPaths: ReadonlySet<string>;
  defaultSearchPath: string;
}

/** One 301 per departed page still within its redirect days, newest departure first per path; in path order. */
export function departedCarRedirects(
  departures: readonly Departure[],
  site: RedirectSite,
  now: Date,
  redirectDays: number,
): Redirect[] {
  const since = Math.floor(now.getTime() / 1000) - redirectDays * DAY;
  const latest = new Map<string, Departure>();
  for (const d of departures) {
    if (d.left_at <= since || site.carPaths.has(d.path)) continue;
    const known = latest.get(d.path);
    if (!known || known.left_at < d.left_at) latest.set(d.path, d);
  }
  return [...latest.values()]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((d) => ({ from: d.path, to: searchPageFor(d, site), status: 301 as const }));
}

function searchPageFor({ make, model }: Departure, site: RedirectSite): string {
  const makePage = `/search/${slugify(make)}`;
  const modelPage = `${makePage}/${slugify(model)}`;
  return [modelPage, makePage].find((path) => site.searchPaths.has(path)) ?? site.defaultSearchPath;
}
