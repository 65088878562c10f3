/**
 * The test-drive form's select of times (spec/shopping.md §7 "Test-drive availability fetch"): the
 * days the lead API offers (./test-drive-slots.ts) as labelled groups. Apart from those rules, which
 * read the public holidays' data, so the form loads none of it.
 */
import type { SlotDay } from './test-drive-slots.ts';

export type SlotGroup = { label: string; options: { value: string; label: string }[] };

const dayLabel = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const timeLabel = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * The availability call's days as a select's groups: 'Tuesday 3 March' with '10:30 am' options
 * whose values are the 'YYYY-MM-DDTHH:MM' starts the API books.
 */
export function slotGroups(days: readonly SlotDay[]): SlotGroup[] {
  return days.map(({ date, slots }) => ({
    label: dayLabel.format(Date.parse(`${date}T00:00:00Z`)),
    options: slots.map((slot) => ({
      value: `${date}T${slot}`,
      label: timeLabel.format(Date.parse(`${date}T${slot}:00Z`)),
    })),
  }));
}
