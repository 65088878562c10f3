/**
 * The weekly opening-hours display (spec/site.md §4 Opening-hours display): Monday to Friday grouped
 * when all five weekdays share the same hours; otherwise per day, or grouped by equal hours (here:
 * runs of consecutive weekdays with the same hours); the full-hours flag lists every day; Saturday and
 * Sunday always on their own; a Closed day reads 'By appointment only' where that setting is on.
 */
import type { OpeningHour } from './options.ts';
import { WEEKDAY_NAMES, formatRange } from './format.ts';

export const CLOSED_TEXT = 'Closed';
const BY_APPOINTMENT_TEXT = 'By appointment only';

export type WeeklyDisplay = {
  /** Every day on its own line (the full-hours flag). */
  fullHours: boolean;
  /** Closed days read 'By appointment only'. */
  closedByAppointment: boolean;
};

export type HoursRow = { days: string; hours: string; closed: boolean };

const WEEKDAYS = [1, 2, 3, 4, 5];
const SATURDAY = 6;
const SUNDAY = 0;

/** One line of the table; a weekday with no entry counts as Closed. */
function dayHours(
  entries: readonly OpeningHour[],
  weekday: number,
  closedText: string,
): { hours: string; closed: boolean } {
  const entry = entries.find((e) => e.weekday === weekday);
  if (entry?.status === 'Open' && entry.open && entry.close)
    return { hours: formatRange(entry.open, entry.close), closed: false };
  return { hours: closedText, closed: true };
}

/** 'Monday', 'Monday and Tuesday', 'Monday to Friday'. */
function runLabel(run: number[]): string {
  const first = WEEKDAY_NAMES[run[0]!]!;
  const last = WEEKDAY_NAMES[run.at(-1)!]!;
  if (run.length === 1) return first;
  return run.length === 2 ? `${first} and ${last}` : `${first} to ${last}`;
}

/** The rows of a location's weekly hours, Monday first; none when it lists no hours at all. */
export function weeklyHours(entries: readonly OpeningHour[], display: WeeklyDisplay): HoursRow[] {
  if (entries.length === 0) return [];
  const closedText = display.closedByAppointment ? BY_APPOINTMENT_TEXT : CLOSED_TEXT;
  const row = (days: number[]): HoursRow => ({ days: runLabel(days), ...dayHours(entries, days[0]!, closedText) });
  const weekend = [row([SATURDAY]), row([SUNDAY])];
  if (display.fullHours) return [...WEEKDAYS.map((day) => row([day])), ...weekend];
  const runs: number[][] = [];
  for (const day of WEEKDAYS) {
    const run = runs.at(-1);
    if (run && dayHours(entries, run[0]!, closedText).hours === dayHours(entries, day, closedText).hours) run.push(day);
    else runs.push([day]);
  }
  return [...runs.map(row), ...weekend];
}
