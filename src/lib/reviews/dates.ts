/**
 * A review's date as shoppers read it (spec/site.md §3 Review: created_at_time_ago_in_words,
 * review_date dd/mm/yyyy): "3 weeks ago" from Intl.RelativeTimeFormat in en-AU, counted in calendar
 * days on the dealer's calendar. The build writes it against its own clock and the browser writes
 * it again against the shopper's (components/reviews/review-dates.ts); where it cannot be said (a
 * date after `now`, a browser without RelativeTimeFormat) the page shows the date as dd/mm/yyyy.
 * Runs in the browser too, so it imports only the clock.
 */
import { localTime } from '../hours/clock.ts';

/** '2026-10-28' → '28/10/2026'. */
export function reviewDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

const DAY_MS = 86_400_000;
let relative: Intl.RelativeTimeFormat | undefined;

/** Whole calendar months from `from` to `to` (YYYY-MM-DD), counting a month only once its day is reached. */
function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/**
 * "today", "yesterday", "3 days ago", "last week", "3 weeks ago", "last month", "5 months ago",
 * "last year", "2 years ago"; null for a date after today there.
 */
export function timeAgo(isoDate: string, now: Date, timeZone: string): string | null {
  const today = localTime(now, timeZone).date;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / DAY_MS);
  if (!(days >= 0)) return null;
  relative ??= new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  const months = Math.max(1, monthsBetween(isoDate, today));
  return months < 12 ? relative.format(-months, 'month') : relative.format(-Math.floor(months / 12), 'year');
}
