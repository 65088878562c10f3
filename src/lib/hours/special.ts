/**
 * Special and holiday hours (spec/site.md §3 Special or holiday hours entry, §4): the dealer's own
 * entries, its state's public holidays as the default source (closed all day), and what a department
 * keeps on a given day. Precedence on a day: the dealer's entry for the department, then its entry
 * for all departments, then the public holiday, then the weekly hours.
 */
import type { BuildDaySpecialHours, OpeningHour, SpecialHours } from './options.ts';
import { publicHolidays, type PublicHoliday } from './public-holidays.ts';
import { addDays } from './clock.ts';

export type Department = 'sales' | 'service' | 'parts';

/** A location's department: an empty type counts as sales (spec/site.md §3). */
export const departmentOf = (type: string): Department => (type === 'service' || type === 'parts' ? type : 'sales');

/** Open from `open` to `close` on a day, or null for closed. */
export type DayHours = { open: string; close: string } | null;

export type SpecialEntry = {
  date: string;
  department: 'all' | Department;
  hours: DayHours;
  locationName: string | null;
  /** The public holiday on that day, whoever set the hours. */
  holiday: string | null;
  /** A closure taken from the public holidays rather than written by the dealer. */
  fromPublicHoliday: boolean;
};

type DatedSource = Pick<SpecialHours, 'date' | 'status' | 'startHour' | 'endHour' | 'department' | 'locationName'>;

/** The dealer's special hours with the build-day ones dated (`buildDay` in the location's zone). */
function datedSpecialHours(
  specialHours: readonly SpecialHours[],
  fromBuildDay: readonly BuildDaySpecialHours[],
  buildDay: string,
): DatedSource[] {
  return [
    ...specialHours,
    ...fromBuildDay.map(({ inDays, ...entry }) => ({ ...entry, date: addDays(buildDay, inDays) })),
  ];
}

const DEPARTMENT_ORDER = ['all', 'sales', 'service', 'parts'];

/**
 * Every special day from `from` to `to` (inclusive): the dealer's entries, and each public holiday
 * the dealer has not written an all-departments entry for, as a closure.
 */
function specialEntries(
  dealer: readonly DatedSource[],
  holidays: readonly PublicHoliday[],
  from: string,
  to: string,
): SpecialEntry[] {
  const holidayOn = new Map(holidays.map((h) => [h.date, h.name]));
  const inRange = dealer.filter((entry) => entry.date >= from && entry.date <= to);
  const entries: SpecialEntry[] = inRange.map((entry) => ({
    date: entry.date,
    department: entry.department,
    hours:
      entry.status === 'Open' && entry.startHour && entry.endHour
        ? { open: entry.startHour, close: entry.endHour }
        : null,
    locationName: entry.locationName ?? null,
    holiday: holidayOn.get(entry.date) ?? null,
    fromPublicHoliday: false,
  }));
  for (const holiday of holidays) {
    if (holiday.date < from || holiday.date > to) continue;
    if (inRange.some((entry) => entry.date === holiday.date && entry.department === 'all')) continue;
    entries.push({
      date: holiday.date,
      department: 'all',
      hours: null,
      locationName: null,
      holiday: holiday.name,
      fromPublicHoliday: true,
    });
  }
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || DEPARTMENT_ORDER.indexOf(a.department) - DEPARTMENT_ORDER.indexOf(b.department),
  );
}

/** The special hours a department keeps on `date`, or undefined when the day is an ordinary one. */
export function specialHoursOn(
  entries: readonly SpecialEntry[],
  date: string,
  department: Department,
): DayHours | undefined {
  const onDay = entries.filter((entry) => entry.date === date);
  return (onDay.find((entry) => entry.department === department) ?? onDay.find((entry) => entry.department === 'all'))
    ?.hours;
}

/** The weekly hours by weekday (0 Sunday); a weekday with no entry is closed. */
export function weekByDay(entries: readonly OpeningHour[]): DayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const entry = entries.find((e) => e.weekday === weekday);
    return entry?.status === 'Open' && entry.open && entry.close ? { open: entry.open, close: entry.close } : null;
  });
}

type WithSpecialHours = {
  specialHours: readonly SpecialHours[];
  buildDaySpecialHours: readonly BuildDaySpecialHours[];
  address: { state: string };
};

/**
 * A location's special days from `from` (its today, or the build day) to `to`: its own entries over
 * its state's public holidays, unless the site does not close on them (hours.closedOnPublicHolidays).
 */
export function locationSpecialEntries(
  location: WithSpecialHours,
  closedOnPublicHolidays: boolean,
  from: string,
  to: string,
): SpecialEntry[] {
  const holidays = closedOnPublicHolidays ? publicHolidays(location.address.state, from, to) : [];
  return specialEntries(
    datedSpecialHours(location.specialHours, location.buildDaySpecialHours, from),
    holidays,
    from,
    to,
  );
}
