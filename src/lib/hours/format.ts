/** How opening hours read: '5:30 pm', '8:00 am – 5:30 pm', 'Monday', 'Friday 26 December'. */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '17:30' → '5:30 pm', '08:00' → '8:00 am', '12:00' → '12:00 pm' (Australian shop-door style). */
export function formatClock(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '08:00', '17:30' → '8:00 am – 5:30 pm'. */
export const formatRange = (open: string, close: string): string => `${formatClock(open)} – ${formatClock(close)}`;

const longDay = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** '2026-12-26' → 'Saturday 26 December' (a calendar day, so formatted in UTC and never shifted). */
export function formatDay(date: string): string {
  return longDay.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}
