/** Rego expiry line of the vehicle page (spec/shopping.md §5 "Rego expiry"). */
import { calendarDay, todayIn, VEHICLE_TIME_ZONE } from './dates.ts';
import { formatLongDate } from '../format/dates.ts';

/**
 * 'Expires on 14 March 2027', or null when the date is past, missing or not a date ("nothing if the
 * date is past"). A rego expiring today is still current, so today shows. "Today" is the date in
 * Brisbane by default: a static page is built once and read all over Australia, and a day either
 * way at midnight matters less than every page agreeing.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  timeZone = VEHICLE_TIME_ZONE,
): string | null {
  const day = calendarDay(regoExpiry);
  if (day === null || day < todayIn(now, timeZone)) return null;
  return `Expires on ${formatLongDate(day)}`;
}
