/**
 * Promo tiles among search results (spec/shopping.md §2 Search page, site.md §9): tiles have start,
 * expiry, position, display and strictDisplay; they go at configured positions (default 30), and
 * on some sites at a random position.
 */

export interface PromoTile {
  id: string;
  title: string;
  text: string;
  href: string;
  imageUrl?: string;
  /** First day shown: YYYY-MM-DD (Brisbane time) or a full ISO date-time. */
  start?: string;
  /** Last day shown, inclusive; same forms as `start`. */
  expiry?: string;
  /** 1-based place among all results; without it the tile takes the next configured position. */
  position?: number;
  display: boolean;
  /** Show only when there are enough results to reach the position; otherwise it follows the last result. */
  strictDisplay: boolean;
}

export type PromoSlot = { promo: PromoTile };

/**
 * The tiles a site shows: those for every site, and those limited to location ids (site.md §9) where
 * the site lists one of them. Decided at build time, as a site's locations are.
 */
export function promoTilesForSite<T extends PromoTile & { locationIds?: number[] | undefined }>(
  tiles: readonly T[],
  siteLocationIds: readonly number[],
): PromoTile[] {
  return tiles
    .filter((tile) => tile.locationIds === undefined || tile.locationIds.some((id) => siteLocationIds.includes(id)))
    .map(({ locationIds: _locations, ...tile }) => tile);
}

export interface PromoOptions {
  now: Date;
  /** Configured positions, taken in order by tiles without their own. */
  positions: readonly number[];
  randomise: boolean;
  /** Math.random in the browser; a seeded function in tests. */
  random: () => number;
  /** 1-based. */
  page: number;
  hitsPerPage: number;
  /** Results over all pages; without it, a page with fewer than hitsPerPage results is the last. */
  totalHits?: number;
}

const DAY_MS = 86_400_000;

/**
 * Dates without a time are days in Australia/Brisbane (UTC+10, no daylight saving), the zone the
 * spec's other clocks use; an expiry date covers its whole day.
 */
function instant(value: string, endOfDay: boolean): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(value);
  return Date.parse(`${value}T00:00:00+10:00`) + (endOfDay ? DAY_MS - 1 : 0);
}

/** Displayed, and now within [start, expiry] where those are given. A date that does not parse hides the tile. */
function isPromoActive(tile: PromoTile, now: Date): boolean {
  const at = now.getTime();
  const start = tile.start === undefined ? -Infinity : instant(tile.start, false);
  const expiry = tile.expiry === undefined ? Infinity : instant(tile.expiry, true);
  return tile.display && at >= start && at <= expiry;
}

type Slot = { after: number; tile: PromoTile };

/** Where fixed-position tiles go on this page, as "after this many of the page's results". */
function fixedSlots(tiles: PromoTile[], hitCount: number, opts: PromoOptions): Slot[] {
  const before = (opts.page - 1) * opts.hitsPerPage;
  const total = opts.totalHits ?? (hitCount < opts.hitsPerPage ? before + hitCount : Infinity);
  const isLastPage = before + hitCount >= total;
  const slots: Slot[] = [];
  tiles.forEach((tile, index) => {
    const position = tile.position ?? opts.positions[index];
    if (position === undefined || !(position >= 1)) return; // more tiles than positions: the rest wait
    const after = position - 1 - before;
    if (total >= position) {
      if (after >= 0 && after < hitCount) slots.push({ after, tile });
    } else if (!tile.strictDisplay && isLastPage && hitCount > 0) {
      slots.push({ after: hitCount, tile });
    }
  });
  return slots;
}

/** Randomised: each tile that has a position goes before a random result of this page. */
function randomSlots(tiles: PromoTile[], hitCount: number, opts: PromoOptions): Slot[] {
  if (hitCount === 0) return [];
  return tiles
    .filter((tile, index) => tile.position !== undefined || opts.positions[index] !== undefined)
    .map((tile) => ({ after: Math.min(hitCount - 1, Math.floor(opts.random() * hitCount)), tile }));
}

/**
 * The page's results with its promo tiles placed. A tile at position p sits in the p-th place
 * (after p - 1 results, counted over all pages), so only tiles whose place falls on this page
 * appear here; one that cannot be reached follows the last result on the last page unless strict.
 */
export function placePromoTiles<T>(
  hits: readonly T[],
  tiles: readonly PromoTile[],
  opts: PromoOptions,
): (T | PromoSlot)[] {
  const active = tiles.filter((tile) => isPromoActive(tile, opts.now));
  const slots = (opts.randomise ? randomSlots : fixedSlots)(active, hits.length, opts).sort(
    (a, b) => a.after - b.after,
  );
  const out: (T | PromoSlot)[] = [];
  let next = 0;
  hits.forEach((hit, index) => {
    while (next < slots.length && slots[next]!.after === index) out.push({ promo: slots[next++]!.tile });
    out.push(hit);
  });
  for (; next < slots.length; next++) out.push({ promo: slots[next]!.tile });
  return out;
}
