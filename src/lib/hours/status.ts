/**
 * "Open now · closes 5:30 pm" or "Opens 8:00 am Monday", by the location's own clock (its IANA time
 * zone, daylight saving included). Judged in the shopper's browser at the moment they look: a page
 * built at 3 am cannot know. Special days (holidays) replace the weekly hours of their date.
 */
import { addDays, clockMinutes, localTime, weekdayOf } from './clock.ts';
import { WEEKDAY_NAMES, formatClock, formatDay } from './format.ts';
import type { DayHours } from './special.ts';

/** Plain JSON, so the page can carry it to the browser in a data attribute. */
export type Schedule = {
  timeZone: string;
  /** Weekly hours by weekday, 0 Sunday. */
  week: DayHours[];
  /** Special days (YYYY-MM-DD) for this location's department, overriding the week. */
  days: Record<string, DayHours>;
};

/** How far ahead the next opening is looked for before the location reads as closed. */
const LOOKAHEAD_DAYS = 14;
const DAYS_NAMED_BY_WEEKDAY = 6;

const CLOSED_STATUS = 'Closed';

function hoursOn(schedule: Schedule, date: string): DayHours {
  return date in schedule.days ? schedule.days[date]! : (schedule.week[weekdayOf(date)] ?? null);
}

/** 'today', 'tomorrow', 'Monday', or 'Monday 5 January' a week or more away. */
function whenText(offset: number, date: string): string {
  if (offset === 0) return 'today';
  if (offset === 1) return 'tomorrow';
  return offset <= DAYS_NAMED_BY_WEEKDAY ? WEEKDAY_NAMES[weekdayOf(date)]! : formatDay(date);
}

export function openStatus(now: Date, schedule: Schedule): string {
  const here = localTime(now, schedule.timeZone);
  const today = hoursOn(schedule, here.date);
  if (today && clockMinutes(today.open) <= here.minutes && here.minutes < clockMinutes(today.close)) {
    return `Open now · closes ${formatClock(today.close)}`;
  }
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(here.date, offset);
    const hours = hoursOn(schedule, date);
    if (hours && (offset > 0 || here.minutes < clockMinutes(hours.open)))
      return `Opens ${formatClock(hours.open)} ${whenText(offset, date)}`;
  }
  return CLOSED_STATUS;
}
