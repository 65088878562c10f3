/**
 * The header's 'Sales this Month' counter (spec/site.md §2.3, §4, §9; spec/shopping.md §9): 192 a
 * day, one every 450 seconds, counted from midnight on the 1st in Australia/Brisbane time. It is a
 * pure function of the clock, so every page and every visit shows the same figure at one moment, and
 * a static page can show it without asking a server. Runs in the browser, so it imports only the clock.
 */
import { localTime } from '../hours/clock.ts';

/** §9: "192 per day". */
export const SALES_PER_DAY = 192;
/** §9: "one per 450 seconds". */
export const SECONDS_PER_SALE = 450;
/** §9: "timezone Australia/Brisbane" (no daylight saving, so a day is always 86,400 seconds). */
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';
/** §9: "updated every 150000 ms" (§4: "recalculated every 150 seconds"). */
export const SALES_COUNTER_REFRESH_MS = 150_000;

/** Sales counted this calendar month up to `now`: whole days since the 1st, then one per 450 s of today. */
export function salesThisMonth(now: Date): number {
  const { date, minutes } = localTime(now, SALES_COUNTER_TIME_ZONE);
  const daysBefore = Number(date.slice(8, 10)) - 1;
  // Every IANA offset in use is whole minutes, so the zone's seconds are UTC's.
  const secondsToday = minutes * 60 + now.getUTCSeconds();
  return daysBefore * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}
