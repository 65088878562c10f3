/**
 * When a test drive can be booked (spec/shopping.md §7 "Test-drive availability fetch": not shown,
 * so designed here): half-hour starts within the sales location's opening hours, the last one an
 * hour before closing, over the next `days` days from tomorrow, skipping holiday closures and slots
 * already booked for this car. Days are calendar days in the dealer's time zone.
 */
import type { OpeningHour, SpecialHours } from '../hours/options.ts';
import { todayIn } from '../vehicle/dates.ts';

const SLOT_MINUTES = 30;
const LAST_SLOT_BEFORE_CLOSE_MINUTES = 60;

export type SlotDay = { date: string; slots: string[] };

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function hoursOn(day: string, weekly: readonly OpeningHour[], holidays: readonly SpecialHours[]): { open: string; close: string } | null {
  const holiday = holidays.find((h) => h.date === day && (h.department === 'all' || h.department === 'sales'));
  if (holiday) return holiday.status === 'Open' && holiday.startHour && holiday.endHour ? { open: holiday.startHour, close: holiday.endHour } : null;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const regular = weekly.find((h) => h.weekday === weekday);
  return regular?.status === 'Open' && regular.open && regular.close ? { open: regular.open, close: regular.close } : null;
}

/** `booked` holds local 'YYYY-MM-DDTHH:MM' starts already taken for this car. */
export function testDriveSlots(weekly: readonly OpeningHour[], holidays: readonly SpecialHours[], now: Date, timeZone: string, days: number, booked: ReadonlySet<string>): SlotDay[] {
  const today = todayIn(now, timeZone);
  const result: SlotDay[] = [];
  for (let i = 1; i <= days; i += 1) {
    const date = addDays(today, i);
    const hours = hoursOn(date, weekly, holidays);
    if (!hours) continue;
    const slots: string[] = [];
    for (let t = minutes(hours.open); t <= minutes(hours.close) - LAST_SLOT_BEFORE_CLOSE_MINUTES; t += SLOT_MINUTES) {
      if (!booked.has(`${date}T${clock(t)}`)) slots.push(clock(t));
    }
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}

/** The time zone a dealer's clock follows, by its state. */
export const STATE_TIME_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane', NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart', SA: 'Australia/Adelaide', NT: 'Australia/Darwin', WA: 'Australia/Perth',
};
