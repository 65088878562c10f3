// Weekly and holiday hours of a location (spec/site.md §3 Opening hour entry, Special or holiday
// hours entry). `formated_hours` is not stored: the hours display derives it.
import { z } from 'zod';
import { clockTime, isoDate, text, wholeNumberBetween } from '../options/fields.ts';

const openStatus = z.enum(['Open', 'Closed']);

export const openingHourSchema = z
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
  .superRefine((hour, ctx) => {
    if (hour.status !== 'Open') return;
    for (const key of ['open', 'close'] as const) {
      if (hour[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'a 24-hour time like 08:30 when the day is Open', input: undefined });
      }
    }
    if (hour.open && hour.close && hour.open >= hour.close) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: `a time after the opening time ${hour.open}`, input: hour.close });
    }
  });

export const specialHoursSchema = z.strictObject({
  /**
   * The day these hours apply to.
   * @example "2025-12-26"
   */
  date: isoDate(),
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
});

export type OpeningHour = z.output<typeof openingHourSchema>;
export type SpecialHours = z.output<typeof specialHoursSchema>;
