/**
 * The header's 'Sales this Month' counter (spec/site.md §2.3, §4, §9; spec/shopping.md §9): 192 a
 * day, one every 450 seconds, counted from midnight on the 1st in Australia/Brisbane time. It is a
 * pure function of the clock, so every page and every visit shows the same figure at one moment, and
 * a static page can show it without asking a server. It runs on every page of a site that has it, so
 * it imports nothing: Brisbane keeps UTC+10 all year (Queensland has no daylight saving), so the
 * zone's wall clock is UTC's moved on ten hours, with no time-zone data to load.
 */

/** §9: "192 per day". */
const SALES_PER_DAY = 192;
/** §9: "one per 450 seconds". */
const SECONDS_PER_SALE = 450;
/** §9: "timezone Australia/Brisbane", whose offset from UTC never changes. */
const BRISBANE_OFFSET_MS = 10 * 3_600_000;
/** §9: "updated every 150000 ms" (§4: "recalculated every 150 seconds"). */
export const SALES_COUNTER_REFRESH_MS = 150_000;

/** Sales counted this calendar month up to `now`: whole days since the 1st, then one per 450 s of today. */
export function salesThisMonth(now: Date): number {
  const brisbane = new Date(now.getTime() + BRISBANE_OFFSET_MS);
  const secondsToday = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return (brisbane.getUTCDate() - 1) * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}
