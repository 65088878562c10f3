// Weekly and holiday hours of a location (spec/site.md §3 Opening hour entry, Special or holiday
// hours entry), and how a site shows them (§4 Opening-hours display). `formated_hours` is not
// stored: the hours display derives it (weekly.ts).
import { z } from 'zod';
import { clockTime, flag, isoDate, text, wholeNumberBetween } from '../options/fields.ts';

const openStatus = z.enum(['Open', 'Closed']);

/**
 * An Open day needs both its times, the closing one after the opening one (the weekly entries call
 * them open and close, the special ones startHour and endHour).
 */
function openTimes<O extends string, C extends string>(openKey: O, closeKey: C) {
  return (entry: { status: string } & Partial<Record<O | C, string>>, ctx: z.core.$RefinementCtx) => {
    if (entry.status !== 'Open') return;
    for (const key of [openKey, closeKey]) {
      if (entry[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'a 24-hour time like 08:30 when the day is Open',
          input: undefined,
        });
    }
    const [open, close] = [entry[openKey], entry[closeKey]];
    if (open && close && open >= close)
      ctx.addIssue({
        code: 'custom',
        path: [closeKey],
        message: `a time after the opening time ${open}`,
        input: close,
      });
  };
}

const openingHourSchema = z
  .strictObject({
    /**
     * Day of the week: 0 is Sunday, 6 is Saturday.
     * @example 1
     */
    weekday: wholeNumberBetween(0, 6, 'a weekday number (0 Sunday)'),
    /**
     * Whether the location opens that day.
     * @example "Open"
     */
    status: openStatus,
    /**
     * Opening time, 24-hour; required when `status` is "Open".
     * @example "08:00"
     */
    open: clockTime().optional(),
    /**
     * Closing time, 24-hour; required when `status` is "Open".
     * @example "17:30"
     */
    close: clockTime().optional(),
  })
  .superRefine(openTimes('open', 'close'));

/** A location's week: at most one entry per weekday. */
export const openingHoursSchema = z.array(openingHourSchema).superRefine((entries, ctx) => {
  entries.forEach((entry, index) => {
    if (entries.findIndex((other) => other.weekday === entry.weekday) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'weekday'],
        message: 'a weekday no other entry of this location uses',
        input: entry.weekday,
      });
    }
  });
});

const specialHoursShape = {
  /**
   * Whether the location opens on that day.
   * @example "Closed"
   */
  status: openStatus,
  /**
   * Opening time when open.
   * @example "09:00"
   */
  startHour: clockTime().optional(),
  /**
   * Closing time when open.
   * @example "13:00"
   */
  endHour: clockTime().optional(),
  /**
   * Which department the hours are for.
   * @example "service"
   */
  department: z.enum(['all', 'sales', 'service', 'parts']).default('all'),
  /**
   * Name shown in the holiday hours modal, when it differs from the location's name.
   * @example "Example Motors Service"
   */
  locationName: text().optional(),
};

export const specialHoursSchema = z
  .strictObject({
    /**
     * The day these hours apply to.
     * @example "2025-12-26"
     */
    date: isoDate(),
    ...specialHoursShape,
  })
  .superRefine(openTimes('startHour', 'endHour'));

/**
 * Demo sites only: special hours dated from the day the site is built, so a demo's holiday-hours
 * modal always has something in the coming week. A real dealer writes dated `specialHours`.
 */
export const buildDaySpecialHoursSchema = z
  .strictObject({
    /**
     * Days after the build day (0 is the build day itself, in the location's time zone).
     * @example 2
     */
    inDays: wholeNumberBetween(0, 60, 'a number of days'),
    ...specialHoursShape,
  })
  .superRefine(openTimes('startHour', 'endHour'));

/** How the site shows opening hours (spec/site.md §4). */
export const hoursSchema = z
  .strictObject({
    /**
     * A Closed day reads 'By appointment only' (spec/site.md §4).
     * @example true
     */
    closedByAppointment: flag(false),
    /**
     * List every day of the week on its own line rather than grouping Monday to Friday.
     * @example true
     */
    fullHours: flag(false),
    /**
     * Locations are closed on their state's public holidays (from the date-holidays library) unless
     * a `specialHours` entry for that day says otherwise. false: public holidays are ordinary days.
     * @example false
     */
    closedOnPublicHolidays: flag(true),
  })
  .prefault({});

export type OpeningHour = z.output<typeof openingHourSchema>;
export type SpecialHours = z.output<typeof specialHoursSchema>;
export type BuildDaySpecialHours = z.output<typeof buildDaySpecialHoursSchema>;
