/**
 * A location's own clock: which calendar day and minute it is there, by its IANA time zone (Intl does
 * the daylight-saving arithmetic), and calendar-day arithmetic on YYYY-MM-DD strings, which never
 * drifts an hour across a daylight-saving change as adding 24-hour steps to an instant would.
 * Runs in the browser too (the "Open now" line), so it imports nothing heavy.
 */
import { mainLocation } from '../locations/order.ts';

/** The zone a location's clock follows by its state, unless the location names its own `timeZone`. */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** The location's IANA time zone: its own `timeZone`, else its state's. */
export function locationTimeZone(location: { timeZone?: string | undefined; address: { state: string } }): string {
  return location.timeZone ?? STATE_TIME_ZONES[location.address.state] ?? 'Australia/Brisbane';
}

export type LocalTime = {
  /** YYYY-MM-DD there. */
  date: string;
  /** 0 Sunday … 6 Saturday, as opening-hour entries count. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
};

// Making an Intl.DateTimeFormat costs far more than using one; the build asks once per location card.
const formats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** What the calendar and the clock on the wall say at `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** 0 Sunday … 6 Saturday of a calendar day. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar day `n` days after `date` (n may be negative). */
export function addDays(date: string, n: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
}

/** '08:30' → 510. */
export const clockMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The zone a whole site's calendar follows (the day an offer ends, how long ago a review was): its
 * primary location's, else its first listed location's, else Brisbane's.
 */
export function siteTimeZone(
  locations: readonly {
    primary: boolean;
    visible: boolean;
    timeZone?: string | undefined;
    address: { state: string };
  }[],
): string {
  const main = mainLocation(locations);
  return main ? locationTimeZone(main) : 'Australia/Brisbane';
}
