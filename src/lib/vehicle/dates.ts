/**
 * Calendar dates of the vehicle page (rego expiry, build and compliance dates). The feed writes them
 * as YYYY-MM-DD: a day, not an instant (shown through src/lib/format/dates.ts, in UTC, so they never
 * shift a day in the browser's own time zone).
 */
import { getOrMake } from '../memo.ts';

/** The zone "today" is judged in; the spec's other clocks (sales counter, promo tiles) use Brisbane. */
export const VEHICLE_TIME_ZONE = 'Australia/Brisbane';

/**
 * The YYYY-MM-DD day of a feed date ('2027-03-14' or a full ISO date-time), or null when it is
 * missing or not a real date ('2027-02-30').
 */
export function calendarDay(value: string | null | undefined): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value?.trim() ?? '')?.[1];
  if (day === undefined) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

/**
 * Today's YYYY-MM-DD in `timeZone` (en-CA formats dates as YYYY-MM-DD). Also the dealer's calendar
 * day for test-drive slots (src/lib/leads/test-drive-slots.ts).
 */
export function todayIn(now: Date, timeZone = VEHICLE_TIME_ZONE): string {
  return isoDayFormat(timeZone).format(now);
}

/**
 * The year in Australia, not UTC: early on 1 January in Brisbane a 2019 car is already a year older.
 * Car ages are judged by it (trade-in estimates, finance panel variants).
 */
export function currentYear(now: Date, timeZone = VEHICLE_TIME_ZONE): number {
  return Number(todayIn(now, timeZone).slice(0, 4));
}

// Making an Intl.DateTimeFormat is far dearer than using one, and a build asks once per car.
const isoDayFormats = new Map<string, Intl.DateTimeFormat>();
function isoDayFormat(timeZone: string): Intl.DateTimeFormat {
  return getOrMake(
    isoDayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
}
