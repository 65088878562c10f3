/**
 * When a test drive can be booked (spec/shopping.md §7 "Test-drive availability fetch": not shown,
 * so designed here): half-hour starts within the sales location's opening hours, the last one an
 * hour before closing, over the next `days` days from tomorrow, skipping holiday closures (the
 * dealer's and, by default, its state's public holidays: lib/hours) and slots already booked for
 * this car. Days are calendar days in the dealer's time zone.
 */
import type { OpeningHour } from '../hours/options.ts';
import { specialHoursOn, weekByDay, type SpecialEntry } from '../hours/special.ts';
import { addDays, clockMinutes, localTime, weekdayOf } from '../hours/clock.ts';

const SLOT_MINUTES = 30;
const LAST_SLOT_BEFORE_CLOSE_MINUTES = 60;

export type SlotDay = { date: string; slots: string[] };

const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** `specials` are the location's special days (locationSpecialEntries); `booked` holds local 'YYYY-MM-DDTHH:MM' starts already taken for this car. */
export function testDriveSlots(
  weekly: readonly OpeningHour[],
  specials: readonly SpecialEntry[],
  now: Date,
  timeZone: string,
  days: number,
  booked: ReadonlySet<string>,
): SlotDay[] {
  const today = localTime(now, timeZone).date;
  const week = weekByDay(weekly);
  const result: SlotDay[] = [];
  for (let i = 1; i <= days; i += 1) {
    const date = addDays(today, i);
    const special = specialHoursOn(specials, date, 'sales');
    const hours = special === undefined ? week[weekdayOf(date)] : special;
    if (!hours) continue;
    const slots: string[] = [];
    for (
      let t = clockMinutes(hours.open);
      t <= clockMinutes(hours.close) - LAST_SLOT_BEFORE_CLOSE_MINUTES;
      t += SLOT_MINUTES
    ) {
      if (!booked.has(`${date}T${clock(t)}`)) slots.push(clock(t));
    }
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}
