/**
 * A location's hours as its pages show them: the weekly table (spec/site.md §4), the schedule the
 * browser reads for "Open now" at the moment the shopper looks, and the special days of the holiday
 * hours modal, from the build day on.
 */
import type { SiteContext } from '../../lib/site/site-data.ts';
import type { Location } from '../../lib/locations/options.ts';
import { addDays, localTime, locationTimeZone } from '../../lib/hours/clock.ts';
import { weeklyHours, CLOSED_TEXT, type HoursRow } from '../../lib/hours/weekly.ts';
import {
  departmentOf,
  locationSpecialEntries,
  specialHoursOn,
  weekByDay,
  type Department,
  type SpecialEntry,
} from '../../lib/hours/special.ts';
import type { Schedule } from '../../lib/hours/status.ts';
import { formatDay, formatRange } from '../../lib/hours/format.ts';
import { getOrMake } from '../../lib/memo.ts';

/** How far ahead the holiday modal and the "Open now" schedule look (sites rebuild at least daily). */
const SPECIAL_DAYS_AHEAD = 60;

export type LocationHours = {
  timeZone: string;
  department: Department;
  rows: HoursRow[];
  schedule: Schedule;
  specials: SpecialEntry[];
};

const cache = new WeakMap<SiteContext, Map<number, LocationHours>>();

export function locationHours(site: SiteContext, location: Location): LocationHours {
  const bySite = getOrMake(cache, site, () => new Map<number, LocationHours>());
  return getOrMake(bySite, location.id, () => computeHours(site, location));
}

function computeHours(site: SiteContext, location: Location): LocationHours {
  const { hours: display } = site.tenant;
  const timeZone = locationTimeZone(location);
  const department = departmentOf(location.type);
  const from = localTime(new Date(site.builtAt), timeZone).date;
  const to = addDays(from, SPECIAL_DAYS_AHEAD);
  const specials = locationSpecialEntries(location, display.closedOnPublicHolidays, from, to);
  const days: Schedule['days'] = {};
  for (const date of new Set(specials.map((entry) => entry.date))) {
    const hours = specialHoursOn(specials, date, department);
    if (hours !== undefined) days[date] = hours;
  }
  return {
    timeZone,
    department,
    rows: weeklyHours(location.openingHours, display),
    schedule: { timeZone, week: weekByDay(location.openingHours), days },
    specials,
  };
}

const DEPARTMENT_LABELS: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

type HolidayLine = { place: string; department: string | null; hours: string };
export type HolidayDay = {
  date: string;
  label: string;
  holiday: string | null;
  timeZone: string;
  lines: HolidayLine[];
};

/** The holiday hours modal: each special day of these locations, with what each location keeps. */
export function holidayDays(site: SiteContext, locations: readonly Location[]): HolidayDay[] {
  const days = new Map<string, HolidayDay>();
  for (const location of locations) {
    const hours = locationHours(site, location);
    for (const entry of hours.specials) {
      const day = getOrMake(days, entry.date, () => ({
        date: entry.date,
        label: formatDay(entry.date),
        holiday: null,
        timeZone: hours.timeZone,
        lines: [],
      }));
      day.holiday ??= entry.holiday;
      day.lines.push({
        place: entry.locationName ?? location.name,
        department: entry.department === 'all' ? null : DEPARTMENT_LABELS[entry.department]!,
        hours: entry.hours ? formatRange(entry.hours.open, entry.hours.close) : CLOSED_TEXT,
      });
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
